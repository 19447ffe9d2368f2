import { and, eq, sql } from 'drizzle-orm';
import { formFields, jobs } from '../../db/schema';
import type { Db } from '../../db/client';
import { valueTaken } from '../../db/value-taken';
import { conflict, invalid, type FieldErrors } from '../../core/errors';
import type { ServiceContext } from '../../core/context';
import {
  JOB_CODE_TAKEN,
  JOB_EXPERIENCE_RANGE,
  JOB_REQUIRED,
  JOB_SLUG_TAKEN,
  JOB_TARGET_DATE_PAST,
  missingJobFields,
  type JobFields,
} from '../../../shared/contract/job';
import { JOB_CREATE_FORM } from '../../../shared/contract/form-fields';
import { slugFromTitle } from '../../../shared/rules/slug';

/** The mandatory fields configured for the app's job form (activeStatus 1). */
export async function configuredRequiredKeys(ctx: ServiceContext): Promise<string[]> {
  const rows = await ctx.db
    .select({ fieldKey: formFields.fieldKey })
    .from(formFields)
    .where(and(eq(formFields.appId, ctx.appId), eq(formFields.form, JOB_CREATE_FORM), eq(formFields.activeStatus, 1)));
  return rows.map((row) => row.fieldKey);
}

export function requiredErrors(values: Partial<Record<keyof JobFields, unknown>>, keys: readonly string[]): FieldErrors {
  return Object.fromEntries(missingJobFields(values, keys).map((field) => [field, [JOB_REQUIRED]]));
}

export function experienceErrors(min: number | null | undefined, max: number | null | undefined): FieldErrors {
  return min != null && max != null && max < min ? { maxExperience: [JOB_EXPERIENCE_RANGE] } : {};
}

/** Create only: a target date is not before today in the app's time zone. */
export function targetDateErrors(expiryDate: string | null | undefined, today: string): FieldErrors {
  return expiryDate && expiryDate < today ? { expiryDate: [JOB_TARGET_DATE_PAST] } : {};
}

/** Throws one 422 with every field's messages, if any. */
export function throwIfInvalid(...parts: FieldErrors[]): void {
  const errors: FieldErrors = {};
  for (const part of parts) for (const [field, messages] of Object.entries(part)) (errors[field] ??= []).push(...messages);
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/** Slugs and job codes are unique per app, whatever their case (409). */
export async function assertUnique(db: Db, appId: number, values: { slug?: string | null; jobCode?: string | null }, exceptId?: number) {
  if (values.slug && (await valueTaken(db, jobs, jobs.slug, { appId, value: values.slug, exceptId })))
    throw conflict(JOB_SLUG_TAKEN, 'slug');
  if (values.jobCode && (await valueTaken(db, jobs, jobs.jobCode, { appId, value: values.jobCode, exceptId })))
    throw conflict(JOB_CODE_TAKEN, 'jobCode');
}

/** A slug from the title, with '-2', '-3' … when the plain one is taken in the app. */
export async function deriveSlug(db: Db, appId: number, title: string): Promise<string> {
  // Room for a '-N' suffix within the 200-character limit.
  const base = slugFromTitle(title, 180) || 'job';
  const rows = await db
    .select({ slug: sql<string>`lower(${jobs.slug})` })
    .from(jobs)
    .where(and(eq(jobs.appId, appId), sql`(lower(${jobs.slug}) = ${base} or lower(${jobs.slug}) like ${`${base}-%`})`));
  const used = new Set(rows.map((row) => row.slug));
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}
