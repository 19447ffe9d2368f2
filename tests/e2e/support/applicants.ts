// Helpers of the applicant journey: API reads with the signed-in user's token (to choose demo data
// the way a person would, by looking), and a check that a drawn PDF page is not blank.
import type { Locator, Page } from '@playwright/test';

/** GET an API path as the signed-in user of the page (the self-managed sign-in keeps its token). */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (address) => {
    const separator = address.includes('?') ? '&' : '?';
    const response = await fetch(`${address}${separator}app=acme`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('selfToken')}` },
    });
    if (!response.ok) throw new Error(`GET ${address}: HTTP ${response.status}`);
    return (await response.json()) as T;
  }, path);
}

export interface JourneyJob {
  jobId: number;
  jobTitle: string;
  jobApplication: number;
}

interface JobDetail {
  jobId: number;
  jobTitle: string;
  pipeLineId: number | null;
  recruitingManager: { email: string } | null;
}

/**
 * The demo job with the most applications that `email` is recruiting manager of and that has a
 * hiring pipeline (so stages and the board apply).
 */
export async function recruitersBusiestJob(page: Page, email: string): Promise<JourneyJob> {
  const jobs = await apiGet<{ data: JourneyJob[] }>(page, '/api/job?type=all&sort=jobApplication&order=desc&limit=30');
  for (const job of jobs.data) {
    const detail = await apiGet<{ data: JobDetail }>(page, `/api/job/${job.jobId}`);
    if (detail.data.pipeLineId !== null && detail.data.recruitingManager?.email === email) return job;
  }
  throw new Error(`no demo job with a pipeline has ${email} as recruiting manager`);
}

/** A row of GET /api/job-application/{jobId}, as much as the journey reads. */
export interface JobApplicant {
  applicantId: number;
  firstName: string;
  lastName: string;
  applicantEmail: string;
  status: { id: number; name: string } | null;
  stage: { id: number; name: string } | null;
  recruitingManager: { id: number; name: string; lastName: string }[];
  hasResume: boolean;
}

export const fullName = (row: Pick<JobApplicant, 'firstName' | 'lastName'>) => `${row.firstName} ${row.lastName}`.trim();

/** The job's applicants the signed-in user sees, newest first (up to 100). */
export async function jobApplicants(page: Page, jobId: number): Promise<JobApplicant[]> {
  return (await apiGet<{ data: JobApplicant[] }>(page, `/api/job-application/${jobId}?limit=100`)).data;
}

/** The stages of an applicant's pipeline, each with its statuses, in pipeline order. */
export interface HistoryStage {
  id: number;
  name: string;
  status: { id: number; name: string }[];
}

export async function pipelineStages(page: Page, applicantId: number): Promise<HistoryStage[]> {
  return (await apiGet<{ data: { stages: HistoryStage[] } }>(page, `/api/candidate-history/${applicantId}`)).data.stages;
}

/** How many pixels of a drawn canvas are not (near) white: 0 means a blank page. */
export async function inkedPixels(canvas: Locator): Promise<number> {
  return canvas.evaluate((element) => {
    const drawn = element as HTMLCanvasElement;
    const context = drawn.getContext('2d');
    if (!context || drawn.width === 0 || drawn.height === 0) return 0;
    const { data } = context.getImageData(0, 0, drawn.width, drawn.height);
    let inked = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i + 3] > 0 && data[i] + data[i + 1] + data[i + 2] < 600) inked += 1;
    return inked;
  });
}

/** RFC 4180 rows of a CSV text (quoted cells may hold commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      rows.push([...row, cell]);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}
