import useSWR, { useSWRConfig } from 'swr';
import type { ItemResponse } from '../../../shared/contract/list';
import type { GeneralSettings, GeneralSettingsOptions } from '../../../shared/contract/general-settings';
import { apiPut } from '../../lib/api';

const path = '/api/general-settings';
const optionsPath = `${path}/options`;

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
