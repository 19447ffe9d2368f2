import type { ApplicantSource, SourceCreateFields } from '../../../shared/contract/applicant-source';
import { apiDelete, apiPost, apiPut, toFormData } from '../../lib/api';
import { useInvalidate } from '../../lib/query-keys';
import { useItemQuery, useListQuery } from '../../lib/use-query';
import type { ListQueryInput } from '../../../shared/contract/list';

const path = '/api/source';

export type SourceListParams = ListQueryInput;

export function useSources(params: SourceListParams) {
  return useListQuery<ApplicantSource>(path, { ...params });
}

/** One source; `null` id fetches nothing (the create form). */
export function useSource(id: number | null) {
  return useItemQuery<ApplicantSource>(id === null ? null : `${path}/${id}`);
}

export type SourceDraft = SourceCreateFields;

/** Writes; each revalidates every cached list page and the edited row. */
export function useSourceMutations() {
  const invalidate = useInvalidate();
  const revalidate = () => invalidate(path);
  return {
    /** The spec sends a new source as multipart: source, description, identifier. */
    async create(draft: SourceDraft) {
      await apiPost(path, toFormData({ ...draft }));
      await revalidate();
    },
    /** …and an edit with source, description, identifier and sourceId (the identifier unchanged). */
    async update(id: number, draft: SourceDraft) {
      await apiPut(`${path}/${id}`, { ...draft, sourceId: id });
      await revalidate();
    },
    async remove(id: number) {
      await apiDelete(`${path}/${id}`);
      await revalidate();
    },
  };
}
