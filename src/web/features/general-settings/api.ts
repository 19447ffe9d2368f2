import useSWR, { useSWRConfig } from 'swr';
import type { ItemResponse } from '../../../shared/contract/list';
import type { GeneralSettings, GeneralSettingsOptions } from '../../../shared/contract/general-settings';
import { ALWAYS_REQUIRED_ON_CREATE, type FormField } from '../../../shared/contract/job';
import { apiPut } from '../../lib/api';

const path = '/api/general-settings';
const optionsPath = `${path}/options`;
// The same key as the job form's useJobFormFields, so a saved change reaches an open job form.
const formFieldsKey = ['/api/form-fields', { form: 'job_create' }] as const;

export function useGeneralSettings() {
  return useSWR<ItemResponse<GeneralSettings>>(path);
}

/** Both selectors' choices from our own endpoint, so the screen depends on no other module. */
export function useGeneralSettingsOptions() {
  return useSWR<ItemResponse<GeneralSettingsOptions>>(optionsPath);
}

export interface GeneralSettingsDraft {
  withoutHiringProcessId: number | null;
  payableEmployeeStatusId: number | null;
}

export function useGeneralSettingsMutations() {
  const { mutate } = useSWRConfig();
  return {
    async save(draft: GeneralSettingsDraft) {
      const saved = await apiPut<ItemResponse<GeneralSettings>>(path, draft);
      await mutate(path, saved, { revalidate: false });
    },
  };
}

/** The job form's mandatory-field configuration (activeStatus 1 = mandatory). */
export function useJobFormFieldSettings() {
  return useSWR<ItemResponse<FormField[]>>(formFieldsKey);
}

/** Skills and description are mandatory whatever the configuration says (spec §5). */
export const LOCKED_MANDATORY_FIELDS: readonly string[] = ALWAYS_REQUIRED_ON_CREATE;

export function useJobFormFieldMutations() {
  const { mutate } = useSWRConfig();
  return {
    async save(fields: Pick<FormField, 'fieldKey' | 'activeStatus'>[]) {
      const [formFieldsPath, query] = formFieldsKey;
      const saved = await apiPut<ItemResponse<FormField[]>>(formFieldsPath, { fields }, query);
      await mutate(formFieldsKey, saved, { revalidate: false });
    },
  };
}
