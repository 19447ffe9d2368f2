import { calendarDayIn } from '../../shared/rules/calendar-day';
import { jsonForScriptElement, stripMarkup } from '../../shared/rules/seo-text';
import type { CareersGraphEntry, CareersJob } from './job-read';
import type { Workspace } from './workspace';

// The job page's one JSON-LD script: a JobPosting as Google's job search reads it, plus the SEO
// graph entries linked to the job, in one @graph. Every value is also shown on the page.

/** Google's employment types. */
type EmploymentType = 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY' | 'INTERN' | 'VOLUNTEER' | 'PER_DIEM' | 'OTHER';

// By the words of the workspace's own job and employment type names ('Full Time', 'Contract',
// 'Internship', 'Temporary' …). 'Permanent' says how long, not how: it adds nothing.
const TYPE_WORDS: [RegExp, EmploymentType | null][] = [
  [/full/, 'FULL_TIME'],
  [/part/, 'PART_TIME'],
  [/contract|freelanc|consult/, 'CONTRACTOR'],
  [/temp|seasonal/, 'TEMPORARY'],
  [/intern|trainee/, 'INTERN'],
  [/volunt/, 'VOLUNTEER'],
  [/per.?diem/, 'PER_DIEM'],
  [/perman/, null],
];

/** Google's employment types for a job's type names; a name none of the words fit is OTHER. */
export function employmentTypes(names: readonly (string | null)[]): EmploymentType[] {
  const found = new Set<EmploymentType>();
  for (const name of names) {
    if (!name) continue;
    const match = TYPE_WORDS.find(([words]) => words.test(name.toLowerCase()));
    if (!match) found.add('OTHER');
    else if (match[1]) found.add(match[1]);
  }
  return [...found];
}

/** The UTC offset of `timeZone` on `day`, as ISO 8601 writes it (+05:30, -06:00, Z). */
function offsetOn(timeZone: string, day: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${day}T12:00:00Z`))
    .find((part) => part.type === 'timeZoneName')?.value;
  const offset = name?.replace('GMT', '') ?? '';
  return offset === '' || offset === '+00:00' ? 'Z' : offset;
}

/** The last second of the expiry day in the workspace's time zone: the job is open all that day. */
export const endOfDay = (timeZone: string, day: string) => `${day}T23:59:59${offsetOn(timeZone, day)}`;

/** Plain text with the few entities the sanitizer writes turned back into characters. */
export function plainText(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
  return stripMarkup(html.replace(/<\/(p|li|h\d|div)>|<br\s*\/?>/gi, ' '))
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_all, name: string) => entities[name])
    .replace(/\s+/g, ' ')
    .trim();
}

export interface JsonLdInput {
  workspace: Workspace;
  job: CareersJob;
  url: string;
  logoUrl: string;
  imageUrl: (entry: CareersGraphEntry) => string;
}

function place(job: CareersJob) {
  const address = {
    '@type': 'PostalAddress',
    ...(job.city ? { addressLocality: job.city } : {}),
    ...(job.region ? { addressRegion: job.region } : {}),
    ...(job.country ? { addressCountry: job.country.code ?? job.country.name } : {}),
  };
  return { '@type': 'Place', address };
}

/** Where the job is done: an address, or (remote) telecommuting from the job's country. */
function location(job: CareersJob) {
  if (job.remote) {
    return {
      jobLocationType: 'TELECOMMUTE',
      ...(job.country ? { applicantLocationRequirements: { '@type': 'Country', name: job.country.name } } : {}),
    };
  }
  return job.city || job.country ? { jobLocation: place(job) } : {};
}

export function jobPostingGraph({ workspace, job, url, logoUrl, imageUrl }: JsonLdInput) {
  const datePosted = calendarDayIn(workspace.timeZone, job.posted);
  const types = employmentTypes([job.jobType, job.employmentType]);
  const posting = {
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted,
    ...(job.expiryDate && job.expiryDate >= datePosted ? { validThrough: endOfDay(workspace.timeZone, job.expiryDate) } : {}),
    ...(types.length ? { employmentType: types.length === 1 ? types[0] : types } : {}),
    hiringOrganization: { '@type': 'Organization', name: workspace.companyName, logo: logoUrl },
    ...location(job),
    ...(job.code ? { identifier: { '@type': 'PropertyValue', name: workspace.companyName, value: job.code } } : {}),
    ...(job.positions ? { totalJobOpenings: job.positions } : {}),
    ...(job.skills.length ? { skills: job.skills.join(', ') } : {}),
    directApply: true,
    url,
  };
  // An entry typed JobPosting describes this same posting: a second, thinner JobPosting node would
  // be one Google finds incomplete, so the page's own posting stands for it.
  const entries = job.graph
    .filter((entry) => entry.type.trim().toLowerCase() !== 'jobposting')
    .map((entry) => ({
      '@type': entry.type,
      name: entry.title,
      description: plainText(entry.description),
      ...(entry.hasImage ? { image: imageUrl(entry) } : {}),
      ...(entry.keywords.length ? { keywords: entry.keywords.join(', ') } : {}),
    }));
  return { '@context': 'https://schema.org', '@graph': [posting, ...entries] };
}

/** The script element; '<' is escaped so no value can close it. */
export const jsonLdScript = (value: unknown) =>
  `<script type="application/ld+json">${jsonForScriptElement(JSON.stringify(value))}</script>`;
