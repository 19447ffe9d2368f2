import { and, asc, eq } from 'drizzle-orm';
import { applicantStatuses, generalSettings, statuses } from '../../db/schema';
import {
  UNKNOWN_APPLICANT_STATUS,
  UNKNOWN_STATUS,
  type GeneralSettings,
  type GeneralSettingsFields,
  type GeneralSettingsOptions,
  type NamedOption,
} from '../../../shared/contract/general-settings';
import { invalid } from '../../core/errors';
import type { ServiceContext } from '../../core/context';

type ReadContext = Pick<ServiceContext, 'db' | 'appId'>;

/** The chosen status of the app (an applicant status or a pipeline status), or null when none or unknown. */
async function chosenStatus(
  ctx: ReadContext,
  table: typeof applicantStatuses | typeof statuses,
  id: number | null,
): Promise<NamedOption | null> {
  if (id === null) return null;
  const [row] = await ctx.db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(and(eq(table.appId, ctx.appId), eq(table.id, id)));
  return row ?? null;
}

const applicantStatusOf = (ctx: ReadContext, id: number | null) => chosenStatus(ctx, applicantStatuses, id);
const pipelineStatusOf = (ctx: ReadContext, id: number | null) => chosenStatus(ctx, statuses, id);

/** An app without a settings row yet reads as "nothing chosen". */
export async function getGeneralSettings(ctx: ReadContext): Promise<GeneralSettings> {
  const [row] = await ctx.db
    .select({
      withoutHiringProcessId: generalSettings.withoutHiringProcessId,
      payableEmployeeStatusId: generalSettings.payableEmployeeStatusId,
    })
    .from(generalSettings)
    .where(eq(generalSettings.appId, ctx.appId));
  const [withoutHiringPipelineStatus, payableEmployeeStatus] = await Promise.all([
    applicantStatusOf(ctx, row?.withoutHiringProcessId ?? null),
    pipelineStatusOf(ctx, row?.payableEmployeeStatusId ?? null),
  ]);
  return {
    withoutHiringProcessId: withoutHiringPipelineStatus?.id ?? null,
    withoutHiringPipelineStatus,
    payableEmployeeStatusId: payableEmployeeStatus?.id ?? null,
    payableEmployeeStatus,
  };
}

/** Both ids must name rows of this app: the database does not enforce same-tenant keys. */
export function updateGeneralSettings(ctx: ServiceContext, input: GeneralSettingsFields): Promise<GeneralSettings> {
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const changes: GeneralSettingsFields = {};
    if (input.withoutHiringProcessId !== undefined) {
      if (input.withoutHiringProcessId !== null && !(await applicantStatusOf(tx, input.withoutHiringProcessId))) {
        throw invalid({ withoutHiringProcessId: [UNKNOWN_APPLICANT_STATUS] });
      }
      changes.withoutHiringProcessId = input.withoutHiringProcessId;
    }
    if (input.payableEmployeeStatusId !== undefined) {
      if (input.payableEmployeeStatusId !== null && !(await pipelineStatusOf(tx, input.payableEmployeeStatusId))) {
        throw invalid({ payableEmployeeStatusId: [UNKNOWN_STATUS] });
      }
      changes.payableEmployeeStatusId = input.payableEmployeeStatusId;
    }
    await db
      .insert(generalSettings)
      .values({ appId: ctx.appId, ...changes })
      .onConflictDoUpdate({ target: generalSettings.appId, set: { ...changes, updatedAt: ctx.now } });
    return getGeneralSettings(tx);
  });
}

/** The two selectors' choices, ordered like their set-up lists (by id). */
export async function getGeneralSettingsOptions(ctx: ReadContext): Promise<GeneralSettingsOptions> {
  const [applicantStatusRows, statusRows] = await Promise.all([
    ctx.db
      .select({ id: applicantStatuses.id, name: applicantStatuses.name })
      .from(applicantStatuses)
      .where(eq(applicantStatuses.appId, ctx.appId))
      .orderBy(asc(applicantStatuses.id)),
    ctx.db.select({ id: statuses.id, name: statuses.name }).from(statuses).where(eq(statuses.appId, ctx.appId)).orderBy(asc(statuses.id)),
  ]);
  return { applicantStatuses: applicantStatusRows, statuses: statusRows };
}

/**
 * The applicant status an application gets when its job has no hiring pipeline: the Default
 * Applicant Status of General Settings; when none is chosen, the app's first applicant status (so
 * a new application is never left without a status); null only when the app has none at all.
 * Pass the caller's transaction as `ctx.db` to read inside it.
 */
export async function defaultApplicantStatusFor(ctx: ReadContext): Promise<NamedOption | null> {
  const settings = await getGeneralSettings(ctx);
  if (settings.withoutHiringPipelineStatus) return settings.withoutHiringPipelineStatus;
  const [first] = await ctx.db
    .select({ id: applicantStatuses.id, name: applicantStatuses.name })
    .from(applicantStatuses)
    .where(eq(applicantStatuses.appId, ctx.appId))
    .orderBy(asc(applicantStatuses.id))
    .limit(1);
  return first ?? null;
}
