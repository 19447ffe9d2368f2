import * as v from 'valibot';
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  ALWAYS_REQUIRED_ON_CREATE,
  EXPERIENCE_RANGES_CREATE,
  EXPERIENCE_RANGES_EDIT,
  JOB_RECIPIENTS_REQUIRED_V1,
  JOB_REQUIRED,
  JOB_TARGET_DATE_PAST,
  JOB_TITLE_REQUIRED_V1,
  JobInputSchema,
  JobSeoEntries,
  MANDATORY_FIELD_INPUT,
  MIN_EXPERIENCE_V1,
  REQUIRED_ON_EDIT,
  missingJobFields,
  type ExperienceRange,
  type JobFields,
} from '../../../../../shared/contract/job';
import type { FormField } from '../../../../../shared/contract/form-fields';
import { calendarDayIn } from '../../../../../shared/rules/calendar-day';
import { jobDraft, seoDraft, type JobFormField, type JobFormValues } from './form-values';

/** create: /job/create(v2); edit: /job/edit/{id}; wizard: /job/createv1, the older form rules on top. */
export type JobFormMode = 'create' | 'edit' | 'wizard';

export const EXPERIENCE_RANGES_V1: readonly ExperienceRange[] = MIN_EXPERIENCE_V1.map(([label, min]) => [label, min, null] as const);

export function experienceRangesFor(mode: JobFormMode): readonly ExperienceRange[] {
  if (mode === 'edit') return EXPERIENCE_RANGES_EDIT;
  return mode === 'wizard' ? EXPERIENCE_RANGES_V1 : EXPERIENCE_RANGES_CREATE;
}

/** The older form's own required fields (spec §5 "Older job form"). */
const WIZARD_REQUIRED = ['jobTitle', 'jobDescription', 'locationId', 'departmentId', 'minExperience', 'userId'] as const;

/**
 * Configuration keys that must be filled. Create: the form-field configuration plus skills and
 * description. Edit: department, skills, description and — our addition — the title, since a job
 * is listed by it. The wizard posts the same job, so the configuration applies there as well.
 */
export function requiredKeysFor(mode: JobFormMode, config: readonly FormField[]): string[] {
  if (mode === 'edit') return [...REQUIRED_ON_EDIT, 'jobTitle'];
  const configured = config.filter((field) => field.activeStatus === 1).map((field) => field.fieldKey);
  return [...new Set([...configured, ...ALWAYS_REQUIRED_ON_CREATE, ...(mode === 'wizard' ? WIZARD_REQUIRED : [])])];
}

/** The form fields that carry an input field's value (the experience select carries both bounds). */
export function formFieldOf(inputField: string): JobFormField {
  const field = inputField.split(/[.[]/)[0];
  if (field === 'minExperience' || field === 'maxExperience') return 'experience';
  return field as JobFormField;
}

/** The form fields marked required; with the Seo fields on the form, the slug too. */
export function requiredFormFields(keys: readonly string[], withSeo = false): JobFormField[] {
  const fields = new Set(keys.map((key) => formFieldOf(MANDATORY_FIELD_INPUT[key] ?? key)));
  if (withSeo) fields.add('slug');
  return [...fields];
}

/** Today in the browser's time zone; the server checks again against the app's. */
export function todayInBrowser(now = new Date()): string {
  return calendarDayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, now);
}

type Messages = Partial<Record<JobFormField, string>>;

function schemaMessages(schema: v.GenericSchema, draft: Record<string, unknown>, into: Messages) {
  const result = v.safeParse(schema, draft);
  if (result.success) return;
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key !== 'string') continue;
    into[formFieldOf(key)] ??= issue.message;
  }
}

function requiredMessage(mode: JobFormMode, field: keyof JobFields): string {
  if (mode === 'wizard' && field === 'jobTitle') return JOB_TITLE_REQUIRED_V1;
  if (mode === 'wizard' && field === 'userId') return JOB_RECIPIENTS_REQUIRED_V1;
  return JOB_REQUIRED;
}

export interface JobRuleContext {
  mode: JobFormMode;
  requiredKeys: readonly string[];
  today: string;
  /** The Seo tab is part of this form (not in the wizard's first step). */
  withSeo: boolean;
}

/** The mandatory input fields still empty. */
export function missingFields(values: JobFormValues, mode: JobFormMode, requiredKeys: readonly string[]): (keyof JobFields)[] {
  const draft = jobDraft(values, experienceRangesFor(mode), 'create') as Partial<Record<keyof JobFields, unknown>>;
  return missingJobFields(draft, requiredKeys);
}

/** Every message the form shows on save; empty when the job may be sent. */
export function jobMessages(values: JobFormValues, context: JobRuleContext): Messages {
  const messages: Messages = {};
  const draft = jobDraft(values, experienceRangesFor(context.mode), 'create');
  for (const field of missingFields(values, context.mode, context.requiredKeys))
    messages[formFieldOf(field)] = requiredMessage(context.mode, field);
  if (context.withSeo && !values.slug.trim()) messages.slug = JOB_REQUIRED;
  schemaMessages(JobInputSchema, draft, messages);
  if (context.mode !== 'edit' && values.expiryDate && values.expiryDate < context.today) messages.expiryDate ??= JOB_TARGET_DATE_PAST;
  return messages;
}

/** The Seo tab alone (/seo/create/{id}, the wizard's second step): the slug is required. */
export function seoMessages(values: JobFormValues): Messages {
  const messages: Messages = {};
  if (!values.slug.trim()) messages.slug = JOB_REQUIRED;
  schemaMessages(v.object(JobSeoEntries), seoDraft(values, 'create'), messages);
  return messages;
}

/** A react-hook-form resolver from a messages function. */
export function resolverOf(check: (values: JobFormValues) => Messages): Resolver<JobFormValues> {
  return (values) => {
    const messages = check(values);
    const entries = Object.entries(messages);
    if (entries.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      entries.map(([field, message]) => [field, { type: 'validate', message }]),
    ) as FieldErrors<JobFormValues>;
    return { values: {}, errors };
  };
}
