import { and, eq, isNull, sql } from 'drizzle-orm';
import { applications, jobs, referralAmountSlabs, referralPayables, referralStatuses, statuses } from '../../db/schema';
import { listPage } from '../../db/paging';
import type { ServiceContext } from '../../core/context';
import type { ListResponse } from '../../../shared/contract/list';
import type { MyReferral, MyReferralsQuery } from '../../../shared/contract/referral-refer';
import { payoutDate } from '../../../shared/rules/referral-payout';
import { assignedRecruiters } from '../application/service';
import { referrerPayouts } from '../referral-payable/service';
import { referralRules, referralStageFields, referralStageOf } from '../referral-rules/service';

// My referrals: the signed-in user's own referrals, whatever their role. One query reads the page
// (stage place and amounts as subqueries of it), then its recruiters and its hires' payouts, so 200
// referrals cost no more than 10.

export async function listMyReferrals(ctx: ServiceContext, query: MyReferralsQuery): Promise<ListResponse<MyReferral>> {
  const rules = await referralRules(ctx, ctx.db);
  const source = {
    table: applications,
    where: and(
      eq(applications.appId, ctx.appId),
      eq(applications.referrerId, ctx.user.id),
      isNull(applications.deletedAt),
      query.applicantId === undefined ? undefined : eq(applications.id, query.applicantId),
    ),
    search: [applications.searchText],
    order: [sql`${applications.createdAt} desc`, sql`${applications.id} desc`],
  };
  const page = await listPage(ctx.db, query, source, ({ where, orderBy, limit, offset, total }) =>
    ctx.db
      .select({
        applicantId: applications.id,
        firstName: applications.firstName,
        lastName: applications.lastName,
        jobId: jobs.id,
        jobTitle: jobs.jobTitle,
        ...referralStageFields,
        joiningDate: sql<string | null>`coalesce(${referralPayables.joiningDate}, ${applications.joiningDate})`,
        payableAmount: referralPayables.amount,
        slabAmount: referralAmountSlabs.amount,
        noBonusReason: applications.referralNoBonusReason,
        total,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .leftJoin(referralStatuses, eq(referralStatuses.id, applications.referralStatusId))
      .leftJoin(statuses, eq(statuses.id, applications.currentStatusId))
      .leftJoin(referralPayables, eq(referralPayables.applicationId, applications.id))
      .leftJoin(referralAmountSlabs, eq(referralAmountSlabs.id, jobs.referralAmountId))
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
  );
  const ids = page.data.map((row) => row.applicantId);
  const [recruiters, payouts] = await Promise.all([assignedRecruiters(ctx.db, ctx.appId, ids), referrerPayouts(ctx, ids)]);
  return {
    meta: page.meta,
    data: page.data.map((row) => {
      const stage = referralStageOf(row);
      const hired = stage === 'Hired' && row.joiningDate !== null;
      const amount = row.payableAmount ?? row.slabAmount;
      const payout = payouts.get(row.applicantId) ?? null;
      return {
        applicantId: row.applicantId,
        firstName: row.firstName,
        lastName: row.lastName,
        job: { id: row.jobId, jobTitle: row.jobTitle },
        referredAt: row.createdAt.toISOString(),
        stage,
        recruiters: recruiters.get(row.applicantId) ?? [],
        joiningDate: hired ? row.joiningDate : null,
        eligibilityDate: hired && row.joiningDate ? payoutDate(row.joiningDate, rules.paymentReleaseInDays) : null,
        expectedBonus: row.noBonusReason === null && !payout?.notPayableReason && amount !== null ? Number(amount) : null,
        noBonusReason: row.noBonusReason,
        payout,
      };
    }),
  };
}
