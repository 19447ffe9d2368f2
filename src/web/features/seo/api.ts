import type { SeoGraph, SeoGraphRow, SeoKeyword, SeoKeywordInput } from '../../../shared/contract/seo';
import type { JobOption } from '../../../shared/contract/job-views';
import { apiBlob } from '../../lib/api';
import { useListQuery } from '../../lib/use-query';
import { resourceReads, useResourceMutations } from '../../lib/resource-api';
import { API_PATHS } from '../../../shared/contract/api-paths';
import useSWR from 'swr';

const keywordPath = API_PATHS.seoKeyword;
const graphPath = API_PATHS.seoGraph;

const keywordReads = resourceReads<SeoKeyword>(keywordPath);
export const useSeoKeywords = keywordReads.useList;
/** One keyword set; `null` id fetches nothing. */
export const useSeoKeyword = keywordReads.useItem;

/** Writes (spec §7 "SEO": POST title + keywords[i], PUT {id}); each refetches the cached lists and rows. */
export function useSeoKeywordMutations() {
  return useResourceMutations<SeoKeywordInput>(keywordPath, { create: 'json', update: { method: 'PUT', encoding: 'json' } });
}

const graphReads = resourceReads<SeoGraphRow, SeoGraph>(graphPath);
export const useSeoGraphs = graphReads.useList;
export const useSeoGraph = graphReads.useItem;

/** What the graph form sends: its fields and, when one is chosen, the image as `file`. */
export interface SeoGraphDraftBody {
  title: string;
  type: string;
  description: string;
  keywords: string[];
  jobId: number | null;
  file: File | null;
}

const graphFields = ({ file, ...fields }: SeoGraphDraftBody) => (file ? { ...fields, file } : fields);

/** Multipart create and update (POST {id}, as the spec does). */
export function useSeoGraphMutations() {
  return useResourceMutations<SeoGraphDraftBody>(graphPath, {
    create: 'multipart',
    update: { method: 'POST', encoding: 'multipart' },
    createFields: graphFields,
    updateFields: graphFields,
  });
}

/** The bytes as a data: URL, which needs no releasing (images are at most 2 MB). */
async function toDataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

/** The stored image (fetched with the bearer token) as a URL for <img>, under the graph's key so a write refreshes it. */
export function useSeoGraphImageUrl(image: string | null | undefined): string | undefined {
  const { data } = useSWR(image ? [image, { image: true }] : null, async ([path]: [string, object]) => toDataUrl(await apiBlob(path)));
  return data;
}

/** Active jobs for the optional job choice (the first 100; the chosen one is added if not among them). */
export function useJobChoices() {
  return useListQuery<JobOption>(API_PATHS.jobsFilter, { page: 1, limit: 100, search: '' });
}
