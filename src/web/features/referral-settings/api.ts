import useSWR, { useSWRConfig } from 'swr';
import type { ItemResponse, ListResponse } from '../../../shared/contract/list';
import type { ReferralSetting, ReferralSettingFields, ReferralSettingType } from '../../../shared/contract/referral-settings';
import { apiPut } from '../../lib/api';
import { listKey } from '../../lib/query-keys';
import { API_PATHS } from '../../../shared/contract/api-paths';

/** Every setting type, the default first (an app has a handful; the API caps a page at 100). */
export function useReferralSettingTypes() {
  return useSWR<ListResponse<ReferralSettingType>>(listKey(API_PATHS.referralSettingType, { page: 1, limit: 100 }));
}

const settingsKey = (referralSettingTypeId: number) => listKey(API_PATHS.referralSetting, { referralSettingTypeId });

/** One type's settings; null (no type chosen yet) fetches nothing. */
export function useReferralSettings(referralSettingTypeId: number | null) {
  return useSWR<ItemResponse<ReferralSetting>>(referralSettingTypeId === null ? null : settingsKey(referralSettingTypeId));
}

export function useReferralSettingsMutations() {
  const { mutate } = useSWRConfig();
  return {
    async save(referralSettingTypeId: number, fields: ReferralSettingFields) {
      const saved = await apiPut<ItemResponse<ReferralSetting>>(`${API_PATHS.referralSetting}/${referralSettingTypeId}`, fields);
      await mutate(settingsKey(referralSettingTypeId), saved, { revalidate: false });
    },
  };
}
