import useSWR from 'swr';
import type { ItemResponse } from '../../../shared/contract/list';
import type { JobAnalytics, JobDetail, JobListItem, JobPipelineView, PublishResult } from '../../../shared/contract/job-views';
import { useMemo } from 'react';
import { apiBlob, apiPost, apiPut, toFormData } from '../../lib/api';
import { useInvalidate } from '../../lib/query-keys';
import { useItemQuery, useListQuery } from '../../lib/use-query';
import { resourceReads } from '../../lib/resource-api';
import type * as v from 'valibot';
import type { JobListQuerySchema } from '../../../shared/contract/job-list';
import { API_PATHS, itemPath } from '../../../shared/contract/api-paths';

export type JobListParams = v.InferInput<typeof JobListQuerySchema>;

const jobReads = resourceReads<JobListItem, JobDetail, JobListParams>(API_PATHS.job);

export const useJobs = jobReads.useList;

export const useJob = jobReads.useItem;

export function useJobPipelineView(id: number | undefined) {
  return useItemQuery<JobPipelineView>(id ? `${API_PATHS.job}/${id}/view-application` : null);
}

export function useJobAnalytics(id: number | undefined) {
  return useItemQuery<JobAnalytics>(id ? `${API_PATHS.job}/${id}/analytics` : null);
}

/** A publish platform (GET /api/platform); only enabled ones (status 1) can be published to. */
export interface PublishPlatform {
  id: number;
  name: string;
  status: number;
}

/** The app's enabled publish platforms (the API caps a page at 100; apps have a handful); loaded once `load` is true. */
export function usePublishPlatforms(load = true) {
  const { data, error, isLoading } = useListQuery<PublishPlatform>(API_PATHS.platform, load ? { limit: 100 } : null);
  const platforms = useMemo(() => (data?.data ?? []).filter((platform) => Number(platform.status) === 1), [data]);
  return { platforms, error: error as Error | undefined, isLoading };
}

/** The bytes as a data: URL, which needs no releasing (SEO images are at most 2 MB). */
async function toDataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  // In slices: one String.fromCharCode call per byte list would overflow the argument limit.
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

/** The job's stored SEO image as a URL for <img>; `version` refetches it after the job changes. */
export function useSeoImageUrl(id: number | undefined, hasImage: boolean, version = ''): string | undefined {
  // The bytes, not JSON: its own fetcher, under the job's key so a job write refreshes it too.
  const { data } = useSWR(id && hasImage ? [`${API_PATHS.job}/${id}/seo-image`, { version }] : null, async () =>
    toDataUrl(await apiBlob(`${API_PATHS.job}/${id}/seo-image`)),
  );
  return data;
}

/**
 * Everything a job form sends (spec §3 names). On create, undefined fields are left out; on
 * update, fields sent (null included: it clears) replace the stored ones and the rest stay.
 * `file` is a new SEO image.
 */
export type JobDraft = Record<string, unknown> & { file?: File | null };

const withoutFile = ({ file: _file, ...fields }: JobDraft) => fields;

async function uploadSeoImage(id: number, file: File) {
  return (await apiPost<ItemResponse<JobDetail>>(`${API_PATHS.job}/${id}/seo-image`, toFormData({ file }))).data;
}

/** Writes; each revalidates every cached job key (lists, details, drawers, analytics). */
export function useJobMutations() {
  const invalidate = useInvalidate();
  const revalidateJobs = () => invalidate(API_PATHS.job, API_PATHS.jobs, API_PATHS.expiredJobs);
  return {
    /** POST job is multipart (spec §7); answers the saved job. */
    async create(draft: JobDraft) {
      const saved = await apiPost<ItemResponse<JobDetail>>(API_PATHS.job, toFormData(draft));
      await revalidateJobs();
      return saved.data;
    },
    /**
     * PUT job/{id} as JSON, where an empty list or null says "clear" (a multipart body cannot) and
     * removeSeoImage drops the stored image; a new SEO image follows in its own upload.
     */
    async update(id: number, draft: JobDraft) {
      let saved = (await apiPut<ItemResponse<JobDetail>>(`${API_PATHS.job}/${id}`, withoutFile(draft))).data;
      if (draft.file) saved = await uploadSeoImage(id, draft.file);
      await revalidateJobs();
      return saved;
    },
    /** /seo/create/{id} and the wizard's second step: only the Seo tab's fields. */
    async saveSeo(id: number, draft: JobDraft) {
      let saved = (await apiPost<ItemResponse<JobDetail>>(`${API_PATHS.job}/${id}/seo`, withoutFile(draft))).data;
      if (draft.file) saved = await uploadSeoImage(id, draft.file);
      await revalidateJobs();
      return saved;
    },
    /** Publishing to no platform unpublishes the job (it shows as Saved); JSON, so an empty list can be sent. */
    async publish(id: number, platformIds: readonly number[]) {
      const result = await apiPost<ItemResponse<PublishResult>>(itemPath(API_PATHS.publishJobToPlatforms, id), { platformId: platformIds });
      await revalidateJobs();
      return result.data;
    },
    /** POST multiple-job-delete: jobId[i]. A job with applications is refused (409) and nothing is deleted. */
    async remove(ids: readonly number[]) {
      const result = await apiPost<{ message: string }>(API_PATHS.multipleJobDelete, toFormData({ jobId: ids }));
      await revalidateJobs();
      return result;
    },
  };
}
