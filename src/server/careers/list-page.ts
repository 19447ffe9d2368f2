import { escape } from '../http/html-escape';
import { calendarDayIn } from '../../shared/rules/calendar-day';
import { CAREERS_PAGE_SIZE, type CareersQuery, type FilterOption, type OpenJobRow } from './open-jobs';
import { renderCareersPage } from './page';
import { jobPath, listPath } from './urls';
import type { Workspace } from './workspace';

// GET /careers/{workspace}: the open jobs, searched and filtered by a plain GET form, paged with
// links that keep the query. No JSON-LD here: Google wants JobPosting markup on job pages only.

export interface ListPageModel {
  workspace: Workspace;
  query: CareersQuery;
  rows: OpenJobRow[];
  total: number;
  options: { departments: FilterOption[]; locations: FilterOption[]; jobTypes: FilterOption[] };
  canonical: string;
}

/** The query string of the list with `page`, leaving out what is empty. */
export function listQueryString(query: CareersQuery, page: number): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.department) params.set('department', String(query.department));
  if (query.location) params.set('location', String(query.location));
  if (query.jobType) params.set('jobType', String(query.jobType));
  if (query.remote) params.set('remote', '1');
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

function select(name: string, label: string, options: FilterOption[], chosen: number): string {
  const items = options
    .map((option) => `<option value="${option.id}"${option.id === chosen ? ' selected' : ''}>${escape(option.name)}</option>`)
    .join('');
  return `<div><label for="f-${name}">${label}</label><select id="f-${name}" name="${name}"><option value="">All</option>${items}</select></div>`;
}

function filterForm({ workspace, query, options }: ListPageModel): string {
  return `<form class="panel filters" method="get" action="${escape(listPath(workspace.key))}" role="search">
<div><label for="f-search">Search by title or code</label><input type="search" id="f-search" name="search" value="${escape(query.search)}" maxlength="100"></div>
${select('department', 'Department', options.departments, query.department)}
${select('location', 'Location', options.locations, query.location)}
${select('jobType', 'Job type', options.jobTypes, query.jobType)}
<div><label class="check"><input type="checkbox" name="remote" value="1"${query.remote ? ' checked' : ''}> Remote only</label></div>
<div><button type="submit">Search</button></div>
</form>`;
}

function jobItem(workspace: Workspace, row: OpenJobRow): string {
  const posted = calendarDayIn(workspace.timeZone, row.posted);
  const facts = [row.department, row.remote ? 'Remote' : row.location, row.jobType].filter((fact): fact is string => Boolean(fact));
  return `<li><a href="${escape(jobPath(workspace.key, row))}">${escape(row.title)}</a>
<p class="meta">${facts.map((fact) => `<span>${escape(fact)}</span>`).join('')}<span>Posted <time datetime="${posted}">${posted}</time></span></p></li>`;
}

function pageLinks({ workspace, query, total }: ListPageModel): string {
  const last = Math.max(1, Math.ceil(total / CAREERS_PAGE_SIZE));
  if (last === 1) return '';
  const base = listPath(workspace.key);
  const link = (page: number, text: string, rel = '') =>
    `<li><a href="${escape(base + listQueryString(query, page))}"${rel}>${text}</a></li>`;
  const items = [];
  if (query.page > 1) items.push(link(query.page - 1, 'Previous', ' rel="prev"'));
  for (let page = 1; page <= last; page += 1) {
    items.push(page === query.page ? `<li><span aria-current="page">${page}</span></li>` : link(page, String(page)));
  }
  if (query.page < last) items.push(link(query.page + 1, 'Next', ' rel="next"'));
  return `<nav aria-label="Pages"><ul class="pages">${items.join('')}</ul></nav>`;
}

function countLine({ query, rows, total }: ListPageModel): string {
  if (total === 0) return '';
  const from = (query.page - 1) * CAREERS_PAGE_SIZE + 1;
  return `<p>Showing ${from} to ${from + rows.length - 1} of ${total} ${total === 1 ? 'job' : 'jobs'}</p>`;
}

export function renderListPage(model: ListPageModel): string {
  const { workspace, rows } = model;
  const filtered = listQueryString(model.query, 1) !== '';
  const empty = filtered
    ? `<p class="panel">No open jobs match your search. <a href="${escape(listPath(workspace.key))}">Show all open jobs</a></p>`
    : `<p class="panel">${escape(workspace.companyName)} has no open jobs right now. Please check again later.</p>`;
  const list = rows.length ? `<ul class="jobs">${rows.map((row) => jobItem(workspace, row)).join('')}</ul>` : empty;
  return renderCareersPage(workspace, {
    title: `Jobs at ${workspace.companyName}`,
    head: `<link rel="canonical" href="${escape(model.canonical)}">\n<meta name="description" content="${escape(`Open jobs at ${workspace.companyName}.`)}">\n`,
    main: `<h1>Open jobs at ${escape(workspace.companyName)}</h1>${filterForm(model)}${countLine(model)}${list}${pageLinks(model)}`,
  });
}
