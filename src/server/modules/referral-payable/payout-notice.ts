import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { applications } from '../../db/schema';
import type { ServiceContext } from '../../core/context';
import { PAYOUT_WORDS, payoutShown } from '../../../shared/contract/referral-refer';
import { fullName, MY_REFERRALS_LINK, notifyEach, safely } from '../notifications/service';
import { referrerPayouts } from './referrer-payouts';

/**
 * Payouts whose state changed (the payable list's Status, Mark as duplicate, Eligible, a last
 * working day): each referrer hears where the payout stands now in the words of My referrals, and
 * why when it will not be paid, linked to that referral. The referral's topic keeps one unread
 * notification per referral, its stage news included.
 */
export function notifyPayoutChanges(ctx: ServiceContext, applicationIds: readonly number[]): Promise<void> {
  return safely(ctx, 'payout change', async () => {
    if (applicationIds.length === 0) return;
    const [rows, payouts] = await Promise.all([
      ctx.db
        .select({
          id: applications.id,
          firstName: applications.firstName,
          lastName: applications.lastName,
          referrerId: applications.referrerId,
        })
        .from(applications)
        .where(and(eq(applications.appId, ctx.appId), inArray(applications.id, [...applicationIds]), isNotNull(applications.referrerId)))
        .orderBy(applications.id),
      referrerPayouts(ctx, applicationIds),
    ]);
    await notifyEach(
      ctx,
      rows.flatMap((row) => {
        const payout = payouts.get(row.id);
        if (!payout || row.referrerId === null) return [];
        const shown = payoutShown(payout);
        const notification = {
          kind: 'referral_status' as const,
          title: `Your referral ${fullName(row)}: ${PAYOUT_WORDS[shown]}`,
          body: shown === 'not_eligible' ? (payout.notPayableReason ?? '') : '',
          link: `${MY_REFERRALS_LINK}/${row.id}`,
          topic: `referral:${row.id}`,
        };
        return [{ userId: row.referrerId, notification }];
      }),
    );
  });
}
