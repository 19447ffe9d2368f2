import type { ApplicantSource, SourceCreateFields } from '../../../shared/contract/applicant-source';
import { resourceReads, useResourceMutations } from '../../lib/resource-api';
import { API_PATHS } from '../../../shared/contract/api-paths';

const path = API_PATHS.source;

const reads = resourceReads<ApplicantSource>(path);

export const useSources = reads.useList;

/** One source; `null` id fetches nothing (the create form). */
export const useSource = reads.useItem;

export type SourceDraft = SourceCreateFields;

/**
 * The spec sends a new source as multipart (source, description, identifier) and an edit as JSON
 * with sourceId added (the identifier unchanged); each write revalidates the lists and the row.
 */
export function useSourceMutations() {
  return useResourceMutations<SourceDraft>(path, {
    create: 'multipart',
    update: { method: 'PUT', encoding: 'json' },
    updateFields: (draft, id) => ({ ...draft, sourceId: id }),
  });
}
