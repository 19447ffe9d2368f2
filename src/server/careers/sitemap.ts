import { escape } from '../http/html-escape';
import type { OpenJobRow } from './open-jobs';
import { CAREERS_ROOT, absolute, jobPath, listPath, sitemapPath } from './urls';

// Crawlers find the job pages through each workspace's sitemap, and the sitemaps through robots.txt.

/** GET /careers/{workspace}/sitemap.xml: the list and every open job page, with when it last changed. */
export function renderSitemap(origin: string, workspace: string, rows: OpenJobRow[]): string {
  const entry = (path: string, lastmod?: Date) =>
    `<url><loc>${escape(absolute(origin, path))}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${[entry(listPath(workspace)), ...rows.map((row) => entry(jobPath(workspace, row), row.updatedAt))].join('\n')}
</urlset>
`;
}

/** GET /robots.txt: the careers site is open to crawlers, the app and its API are not for them. */
export function renderRobots(origin: string, workspaces: string[]): string {
  return [
    'User-agent: *',
    `Allow: ${CAREERS_ROOT}/`,
    'Disallow: /api/',
    'Disallow: /account/',
    '',
    ...workspaces.map((workspace) => `Sitemap: ${absolute(origin, sitemapPath(workspace))}`),
    '',
  ].join('\n');
}
