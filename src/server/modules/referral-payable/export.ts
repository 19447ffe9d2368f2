import { and, asc, count, gt, inArray, type SQL } from 'drizzle-orm';
import { referralPayables } from '../../db/schema';
import { likePattern } from '../../db/search';
import type { ServiceContext } from '../../core/context';
import { conflict } from '../../core/errors';
import { rollTags, type PayableExportQuery, type PayableItem } from '../../../shared/contract/referral-payable';
import { csvDate, csvLine } from '../../../shared/rules/csv';
import { leftBeforePayout, notCompletedMessage } from '../../../shared/rules/referral-payout';
import type { PayoutClock } from './clock';
import { recruiterNames } from '../application/service';
import { company } from '../shell/service';
import { candidateMatches, payableConditions, payoutIsDue } from './list';
import { payableItems } from './rows';

const BATCH_SIZE = 1000;

/**
 * The export's condition: the list's (visibility, state, search) and the selection, whose every
 * record must be past its release period (409 in the spec's words otherwise); without a selection,
 * only the records past it.
 */
export async function payableExportCondition(ctx: ServiceContext, query: PayableExportQuery, clock: PayoutClock): Promise<SQL> {
  const listed = and(payableConditions(ctx, query.status), query.search ? candidateMatches(likePattern(query.search)) : undefined)!;
  if (query.applicantId.length === 0) return and(listed, payoutIsDue(clock))!;
  const selected = and(listed, inArray(referralPayables.applicationId, query.applicantId))!;
  const [due] = await ctx.db
    .select({ total: count() })
    .from(referralPayables)
    .where(and(selected, payoutIsDue(clock)));
  const [all] = await ctx.db.select({ total: count() }).from(referralPayables).where(selected);
  if ((due?.total ?? 0) !== (all?.total ?? 0)) throw conflict(notCompletedMessage(clock.releaseDays));
  return selected;
}

export async function payableExportCount(ctx: ServiceContext, where: SQL): Promise<number> {
  const [row] = await ctx.db.select({ total: count() }).from(referralPayables).where(where);
  return row?.total ?? 0;
}

const person = (first: string, last: string) => `${first} ${last}`.trim();
/** The roll tag the list shows first ('On Roll', 'LWD:<day>'), its day in ISO 8601 like every date of the export. */
const roll = (lastWorkingDate: string | null) => rollTags(lastWorkingDate, csvDate)[0];

function exportLine(row: PayableItem, currency: string): string {
  return csvLine([
    row.applicantId,
    person(row.firstName, row.lastName),
    row.applicantEmail,
    roll(row.lastWorkingDate),
    row.job.jobTitle,
    row.user ? person(row.user.name, row.user.lastName) : null,
    row.user?.email,
    row.user ? roll(row.user.lastWorkingDate) : null,
    recruiterNames(row.recruitingManager),
    csvDate(row.joiningDate),
    csvDate(row.eligibilityDate),
    row.daysCompleted,
    row.status.referralStatus,
    row.referralPayable.amount,
    row.referralPayable.amount === null ? null : currency,
    row.remark?.remarkName,
    // A leave before the eligibility date comes first among the reasons (payoutState): said again with ISO days.
    leftBeforePayout(row.eligibilityDate, row.lastWorkingDate, row.user?.lastWorkingDate ?? null, csvDate) ?? row.notPayableReason,
  ]);
}

/** The CSV records as text chunks, one per keyset batch (read only when the consumer asks for more). */
export async function* payableExportChunks(ctx: ServiceContext, where: SQL, clock: PayoutClock): AsyncGenerator<string> {
  const { currency } = await company(ctx);
  let afterId = 0;
  for (;;) {
    const batch = await ctx.db
      .select({ id: referralPayables.id, applicationId: referralPayables.applicationId })
      .from(referralPayables)
      .where(and(where, gt(referralPayables.id, afterId)))
      .orderBy(asc(referralPayables.id))
      .limit(BATCH_SIZE);
    if (batch.length === 0) return;
    const rows = await payableItems(
      ctx,
      batch.map((row) => row.applicationId),
      clock,
    );
    yield rows.map((row) => exportLine(row, currency)).join('');
    if (batch.length < BATCH_SIZE) return;
    afterId = batch[batch.length - 1]!.id;
  }
}

/** `referral-payable-YYYY-MM-DD.csv`, the app's day. */
export const payableExportFileName = (clock: PayoutClock) => `referral-payable-${clock.today}.csv`;
