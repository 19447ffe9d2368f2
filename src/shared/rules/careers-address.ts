// The careers site's addresses, shared by its pages and by the share links that point at them.

export const CAREERS_ROOT = '/careers';

/** A job's page is named by its slug, or by its id when it has none. */
export const jobPathSegment = (job: { id: number; slug: string | null }) => job.slug ?? String(job.id);

export const listPath = (workspace: string) => `${CAREERS_ROOT}/${encodeURIComponent(workspace)}`;

export const jobPath = (workspace: string, job: { id: number; slug: string | null }) =>
  `${listPath(workspace)}/${encodeURIComponent(jobPathSegment(job))}`;
