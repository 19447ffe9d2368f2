// The careers list's floor in the web bench: the same statements as the app's page (the workspace,
// a page of open jobs and the filters' options, found by the same functions), answered with the
// least HTML that shows the jobs as links: what the page costs beyond its data is the app's own.
import type { Db } from '../../src/server/db/client';
import { escape } from '../../src/server/http/html-escape';
import { filterOptions, listOpenJobs } from '../../src/server/careers/open-jobs';
import { findWorkspace } from '../../src/server/careers/workspace';

const FIRST_PAGE = { search: '', department: 0, location: 0, jobType: 0, remote: false, page: 1 };

/** The floor's answer for the careers list of `key` (404 for an unknown workspace). */
export async function careersFloorPage(db: Db, key: string): Promise<Response> {
  const workspace = await findWorkspace(db, key, new Date());
  if (!workspace) return new Response('Not found', { status: 404 });
  const [{ rows }] = await Promise.all([listOpenJobs(db, workspace, FIRST_PAGE), filterOptions(db, workspace)]);
  const items = rows.map((row) => `<li><a href="#${row.id}">${escape(row.title)}</a></li>`).join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Careers</title></head><body><ul class="jobs">${items}</ul></body></html>`;
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=UTF-8' } });
}
