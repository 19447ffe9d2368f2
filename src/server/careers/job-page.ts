import { escape } from '../http/html-escape';
import { calendarDayIn } from '../../shared/rules/calendar-day';
import { canonicalWebUrl } from '../../shared/rules/seo-text';
import { renderApplyForm, type ApplyFormModel } from './apply-form';
import type { CareersGraphEntry, CareersJob } from './job-read';
import { jobPostingGraph, jsonLdScript, plainText } from './json-ld';
import { renderCareersPage } from './page';
import { listPath } from './urls';
import type { Workspace } from './workspace';

// GET /careers/{workspace}/{jobSlug}: the job, its SEO head (title, description, canonical,
// robots, Open Graph, keywords), its one JSON-LD script, and the apply form. Every value the
// JSON-LD carries is also on the page.

const DESCRIPTION_MAX = 160;

export interface JobPageModel {
  workspace: Workspace;
  job: CareersJob;
  /** This page's own absolute address (without its query). */
  url: string;
  logoUrl: string;
  /** The absolute address of the job's SEO image, or of a graph entry's. */
  imageUrl: (entry?: CareersGraphEntry) => string;
  form: Omit<ApplyFormModel, 'questions' | 'privacyNotice'>;
}

function metaDescription(job: CareersJob): string {
  const text = job.seo.metaDescription?.trim() || plainText(job.description);
  return text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

function experience(job: CareersJob): string | null {
  if (job.minExperience === null) return null;
  if (job.maxExperience === null) return `${job.minExperience}+ years`;
  if (job.minExperience === job.maxExperience) return `${job.minExperience} years`;
  return `${job.minExperience}–${job.maxExperience} years`;
}

function head(model: JobPageModel, title: string, description: string): string {
  const { job } = model;
  const canonical = (job.seo.canonical && canonicalWebUrl(job.seo.canonical)) || model.url;
  const keywords = [...job.seo.keywords, ...(job.seo.focusKeyword ? [job.seo.focusKeyword] : [])];
  const meta = (attribute: 'name' | 'property', key: string, value: string) => `<meta ${attribute}="${key}" content="${escape(value)}">`;
  return [
    meta('name', 'description', description),
    `<link rel="canonical" href="${escape(canonical)}">`,
    job.seo.index ? '' : meta('name', 'robots', 'noindex'),
    keywords.length ? meta('name', 'keywords', [...new Set(keywords)].join(', ')) : '',
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    job.seo.hasImage ? meta('property', 'og:image', model.imageUrl()) : '',
    jsonLdScript(jobPostingGraph({ ...model, imageUrl: (entry) => model.imageUrl(entry) })),
  ]
    .filter(Boolean)
    .join('\n')
    .concat('\n');
}

function facts(model: JobPageModel): string {
  const { job, workspace } = model;
  const day = (date: Date) => calendarDayIn(workspace.timeZone, date);
  const where = job.remote
    ? `Remote${job.country ? ` (applicants in ${job.country.name})` : ''}`
    : [job.location, job.city && job.location?.includes(job.city) ? null : job.city, job.region, job.country?.name]
        .filter(Boolean)
        .join(', ');
  const rows: [string, string | null][] = [
    ['Company', workspace.companyName],
    ['Location', where || null],
    ['Department', job.department],
    ['Job type', job.jobType],
    ['Employment type', job.employmentType],
    ['Experience', experience(job)],
    ['Positions', job.positions ? String(job.positions) : null],
    ['Job code', job.code],
    ['Posted', day(job.posted)],
    ['Apply by', job.expiryDate],
  ];
  return `<dl class="facts">${rows
    .filter((row): row is [string, string] => row[1] !== null)
    .map(([label, value]) => `<dt>${label}</dt><dd>${escape(value)}</dd>`)
    .join('')}</dl>`;
}

function graphSection(model: JobPageModel): string {
  if (!model.job.graph.length) return '';
  const items = model.job.graph.map(
    (entry) => `<section class="panel"><h2>${escape(entry.title)}</h2>
${entry.hasImage ? `<img src="${escape(model.imageUrl(entry))}" alt="">` : ''}
<div class="description">${entry.description}</div>
${entry.keywords.length ? `<p class="meta">${entry.keywords.map((keyword) => `<span>${escape(keyword)}</span>`).join('')}</p>` : ''}</section>`,
  );
  return items.join('');
}

export function renderJobPage(model: JobPageModel): string {
  const { job, workspace } = model;
  const title = job.seo.metaTitle?.trim() || `${job.title} · ${workspace.companyName}`;
  const description = metaDescription(job);
  const skills = job.skills.length
    ? `<h2>Skills</h2><ul class="meta" aria-label="Skills">${job.skills.map((skill) => `<li>${escape(skill)}</li>`).join('')}</ul>`
    : '';
  return renderCareersPage(workspace, {
    title,
    head: head(model, title, description),
    main: `<p><a href="${escape(listPath(workspace.key))}">All open jobs</a></p>
<article><h1>${escape(job.title)}</h1><div class="panel">${facts(model)}</div>
<section class="panel"><h2>About the job</h2><div class="description">${job.description}</div>${skills}</section>
${graphSection(model)}</article>
${renderApplyForm({ ...model.form, questions: job.questions, privacyNotice: workspace.privacyNotice })}`,
  });
}
