import { useSWRConfig } from 'swr';
import type { ItemResponse } from '../../../shared/contract/list';
import type { GeneralSettings, GeneralSettingsFields, GeneralSettingsOptions } from '../../../shared/contract/general-settings';
import { ALWAYS_REQUIRED_ON_CREATE } from '../../../shared/contract/job';
import type { FormField } from '../../../shared/contract/form-fields';
import { apiPut } from '../../lib/api';
import { JOB_FORM_FIELDS_KEY } from '../../domain/job-form-fields';
import { itemKey } from '../../lib/query-keys';
import { useItemQuery } from '../../lib/use-query';
import { API_PATHS } from '../../../shared/contract/api-paths';

const path = API_PATHS.generalSettings;
const optionsPath = `${path}/options`;

export function useGeneralSettings() {
  return useItemQuery<GeneralSettings>(path);
}

/** Both selectors' choices from our own endpoint, so the screen depends on no other module. */
export function useGeneralSettingsOptions() {
  return useItemQuery<GeneralSettingsOptions>(optionsPath);
}

/** The form sends both choices (null clears one). */
export type GeneralSettingsDraft = Required<GeneralSettingsFields>;

export function useGeneralSettingsMutations() {
  const { mutate } = useSWRConfig();
  return {
    async save(draft: GeneralSettingsDraft) {
      const saved = await apiPut<ItemResponse<GeneralSettings>>(path, draft);
      await mutate(itemKey(path), saved, { revalidate: false });
    },
  };
}

/** Title, skills and description are mandatory whatever the configuration says. */
export const LOCKED_MANDATORY_FIELDS: readonly string[] = ALWAYS_REQUIRED_ON_CREATE;

export function useJobFormFieldMutations() {
  const { mutate } = useSWRConfig();
  return {
    async save(fields: Pick<FormField, 'fieldKey' | 'activeStatus'>[]) {
      const [formFieldsPath, query] = JOB_FORM_FIELDS_KEY;
      const saved = await apiPut<ItemResponse<FormField[]>>(formFieldsPath, { fields }, query);
      // The job form reads the same key, so an open job form follows the change.
      await mutate(JOB_FORM_FIELDS_KEY, saved, { revalidate: false });
    },
  };
}
