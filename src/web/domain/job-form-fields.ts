import useSWR from 'swr';
import { JOB_CREATE_FORM, type FormField } from '../../shared/contract/form-fields';
import type { ItemResponse } from '../../shared/contract/list';
import { listKey } from '../lib/query-keys';
import { API_PATHS } from '../../shared/contract/api-paths';

/** The SWR key of the job form's mandatory-field configuration, read by the job form and General Settings. */
export const JOB_FORM_FIELDS_KEY = listKey(API_PATHS.formFields, { form: JOB_CREATE_FORM });

/** The job form's fields in display order; activeStatus 1 marks a field mandatory. */
export function useJobFormFields() {
  return useSWR<ItemResponse<FormField[]>>(JOB_FORM_FIELDS_KEY);
}
