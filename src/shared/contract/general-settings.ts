import * as v from 'valibot';
import { id } from './fields';

export const GENERAL_SETTINGS_SAVED = 'Your change has been successfully submitted';
export const UNKNOWN_APPLICANT_STATUS = 'Unknown applicant status.';
export const UNKNOWN_STATUS = 'Unknown status.';

/** A row id, or null / '' to clear the choice. Omitted keeps the stored value. */
const optionalId = (message: string) =>
  v.optional(
    v.union(
      [
        v.pipe(
          v.union([v.null(), v.literal('')]),
          v.transform(() => null),
        ),
        id(message),
      ],
      message,
    ),
  );

/** PUT /api/general-settings: withoutHiringProcessId (spec) and payableEmployeeStatusId. */
export const GeneralSettingsInputSchema = v.object({
  withoutHiringProcessId: optionalId(UNKNOWN_APPLICANT_STATUS),
  payableEmployeeStatusId: optionalId(UNKNOWN_STATUS),
});

export type GeneralSettingsInput = v.InferInput<typeof GeneralSettingsInputSchema>;
export type GeneralSettingsFields = v.InferOutput<typeof GeneralSettingsInputSchema>;

const NamedOptionSchema = v.object({ id: v.number(), name: v.string() });
export type NamedOption = v.InferOutput<typeof NamedOptionSchema>;

export const GeneralSettingsSchema = v.object({
  withoutHiringProcessId: v.nullable(v.number()),
  withoutHiringPipelineStatus: v.nullable(NamedOptionSchema),
  payableEmployeeStatusId: v.nullable(v.number()),
  payableEmployeeStatus: v.nullable(NamedOptionSchema),
});
export type GeneralSettings = v.InferOutput<typeof GeneralSettingsSchema>;

/** GET /api/general-settings/options: what the two selectors offer. */
export const GeneralSettingsOptionsSchema = v.object({
  applicantStatuses: v.array(NamedOptionSchema),
  statuses: v.array(NamedOptionSchema),
});
export type GeneralSettingsOptions = v.InferOutput<typeof GeneralSettingsOptionsSchema>;
