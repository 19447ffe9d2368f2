import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import {
  applications,
  generalSettings,
  jobs,
  referralAmountSlabs,
  referralPayableRemarks,
  referralPayables,
  statuses,
} from '../../db/schema';
import type { Db } from '../../db/client';
import { conflict, invalid } from '../../core/errors';
import type { ServiceContext } from '../../core/context';
import { JOINING_DATE_NOT_HIRED, JOINING_DATE_REQUIRED, PAID_REFERRAL_STAYS } from '../../../shared/contract/application-status-change';
import { REJECTED_CODE } from '../../../shared/rules/pipeline-sequence';
import { payoutDate, referralDay } from '../../../shared/rules/referral-payout';
import { referralRules, referralStatusIds } from '../referral-rules/service';
import { selectApplicants } from '../application/service';
import type { Target } from './targets';

// The referral follows its application (README "Referral lifecycle"): reaching General Settings'
// Payable Employee Status (the hired status) with a joining date hires the referral and opens its
// payable record; the pipeline's Rejected closes it; moving off hired (a correction) reopens it and
// drops an unpaid payable record. A referral marked duplicate keeps that state and earns nothing.
// Everything is set-based, in the caller's transaction, so a bulk move of 500 costs a few statements.

/** What a move does to the referrals of the applications it moves, decided before they move. */
export interface ReferralMove {
  ids: number[];
  hires: boolean;
  rejects: boolean;
  joiningDate: string | undefined;
  /** Applications leaving the hired status. */
  unhired: number[];
}

/** General Settings' Payable Employee Status, the one hired status; null when none is chosen. */
export async function hiredStatusId(ctx: Pick<ServiceContext, 'appId'>, db: Db): Promise<number | null> {
  const [row] = await db
    .select({ id: generalSettings.payableEmployeeStatusId })
    .from(generalSettings)
    .where(eq(generalSettings.appId, ctx.appId));
  return row?.id ?? null;
}

async function isRejectedStatus(ctx: ServiceContext, db: Db, statusId: number): Promise<boolean> {
  const [row] = await db
    .select({ code: statuses.code })
    .from(statuses)
    .where(and(eq(statuses.appId, ctx.appId), eq(statuses.id, statusId)));
  return row?.code === REJECTED_CODE;
}

/** 409 when a payout was made for any of them: the payable record is either paid now or was once. */
async function assertNotPaid(ctx: ServiceContext, db: Db, ids: number[]): Promise<void> {
  const { paid } = await referralStatusIds(ctx, db, ['paid']);
  const rows = await db
    .selectDistinct({ id: referralPayables.applicationId })
    .from(referralPayables)
    .leftJoin(referralPayableRemarks, eq(referralPayableRemarks.referralPayableId, referralPayables.id))
    .where(
      and(
        eq(referralPayables.appId, ctx.appId),
        inArray(referralPayables.applicationId, ids),
        or(eq(referralPayables.referralStatusId, paid), eq(referralPayableRemarks.referralStatusId, paid)),
      ),
    );
  if (rows.length > 0) throw conflict(PAID_REFERRAL_STAYS(rows.length));
}

/**
 * Checks the move against the referral rules before anything is written: the hired status needs a
 * joining date (and only it takes one), and a paid referral stays hired.
 */
export async function planReferralMove(
  ctx: ServiceContext,
  db: Db,
  moving: readonly { id: number; currentStatusId: number | null }[],
  target: Target,
  joiningDate: string | undefined,
): Promise<ReferralMove> {
  const hired = await hiredStatusId(ctx, db);
  const hires = hired !== null && target.statusId === hired;
  if (hires && joiningDate === undefined) throw invalid({ joiningDate: [JOINING_DATE_REQUIRED] });
  if (!hires && joiningDate !== undefined) throw invalid({ joiningDate: [JOINING_DATE_NOT_HIRED] });
  const unhired = hires || hired === null ? [] : moving.filter((row) => row.currentStatusId === hired).map((row) => row.id);
  if (unhired.length > 0) {
    const referred = await db
      .select({ id: referralPayables.applicationId })
      .from(referralPayables)
      .where(and(eq(referralPayables.appId, ctx.appId), inArray(referralPayables.applicationId, unhired)));
    if (referred.length > 0) await assertNotPaid(ctx, db, unhired);
  }
  const rejects = target.statusId !== null && !hires && (await isRejectedStatus(ctx, db, target.statusId));
  return { ids: moving.map((row) => row.id), hires, rejects, joiningDate, unhired };
}

/** Applies the planned move's referral effects once the applications have moved. */
export async function applyReferralMove(ctx: ServiceContext, db: Db, move: ReferralMove): Promise<void> {
  if (move.ids.length === 0) return;
  const own = (ids: number[]) => and(eq(applications.appId, ctx.appId), inArray(applications.id, ids));
  if (move.unhired.length > 0) {
    // Remarks go with the record (FK cascade); the payout check above kept paid ones out.
    await db
      .delete(referralPayables)
      .where(and(eq(referralPayables.appId, ctx.appId), inArray(referralPayables.applicationId, move.unhired)));
    await db.update(applications).set({ joiningDate: null }).where(own(move.unhired));
  }
  if (move.hires) await db.update(applications).set({ joiningDate: move.joiningDate }).where(own(move.ids));

  const referred = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(own(move.ids), isNotNull(applications.referrerId)));
  if (referred.length === 0) return;
  const codes = await referralStatusIds(ctx, db, ['in_progress', 'hired', 'rejected', 'not_eligible']);
  const next = move.hires ? codes.hired : move.rejects ? codes.rejected : codes.in_progress;
  const followed = await db
    .update(applications)
    .set({ referralStatusId: next })
    .where(
      and(
        own(referred.map((row) => row.id)),
        // Only the states the pipeline decides: a duplicate (or an app's own state) stays as marked.
        or(
          sql`${applications.referralStatusId} is null`,
          inArray(applications.referralStatusId, [codes.in_progress, codes.hired, codes.rejected]),
        ),
      ),
    )
    .returning({ id: applications.id });
  if (move.hires && followed.length > 0)
    await openPayables(
      ctx,
      db,
      followed.map((row) => row.id),
      codes,
    );
}

/**
 * One payable record per newly hired referral, with the job's slab amount of today and a first
 * remark: the payout clock for a bonus, or why there is none (not eligible, never payable).
 */
async function openPayables(ctx: ServiceContext, db: Db, ids: number[], codes: { hired: number; not_eligible: number }): Promise<void> {
  const rows = await selectApplicants(db, {
    id: applications.id,
    joiningDate: applications.joiningDate,
    noBonus: applications.referralNoBonusReason,
    amount: referralAmountSlabs.amount,
  })
    .leftJoin(referralAmountSlabs, eq(referralAmountSlabs.id, jobs.referralAmountId))
    .where(and(eq(applications.appId, ctx.appId), inArray(applications.id, ids)));
  const { paymentReleaseInDays } = await referralRules(ctx, db);
  const created = await db
    .insert(referralPayables)
    .values(
      rows.map((row) => ({
        appId: ctx.appId,
        applicationId: row.id,
        joiningDate: row.joiningDate ?? '',
        referralStatusId: row.noBonus === null ? codes.hired : codes.not_eligible,
        amount: row.amount,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })),
    )
    .onConflictDoNothing({ target: referralPayables.applicationId })
    .returning({
      id: referralPayables.id,
      applicationId: referralPayables.applicationId,
      referralStatusId: referralPayables.referralStatusId,
      joiningDate: referralPayables.joiningDate,
    });
  if (created.length === 0) return;
  const reasonOf = new Map(rows.map((row) => [row.id, row.noBonus]));
  await db.insert(referralPayableRemarks).values(
    created.map((payable) => ({
      appId: ctx.appId,
      referralPayableId: payable.id,
      referralStatusId: payable.referralStatusId,
      remarkName:
        reasonOf.get(payable.applicationId) ??
        `Joined on ${referralDay(payable.joiningDate)}; the bonus is due after ${paymentReleaseInDays} days, on ${referralDay(payoutDate(payable.joiningDate, paymentReleaseInDays))}.`,
      createdById: ctx.user.id,
      createdAt: ctx.now,
    })),
  );
}
