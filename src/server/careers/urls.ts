import { listPath } from '../../shared/rules/careers-address';

export { CAREERS_ROOT, jobPath, listPath } from '../../shared/rules/careers-address';

// The careers site's addresses. Links inside a page are paths; what leaves the page (canonical,
// Open Graph, JSON-LD, sitemap, robots.txt) is absolute, on PUBLIC_URL when it is set (a proxy in
// front, or the company's own domain) and else on the origin the request came to.

export const sitemapPath = (workspace: string) => `${listPath(workspace)}/sitemap.xml`;

/** The origin absolute addresses are built on. */
export function publicOrigin(requestUrl: string, publicUrl?: string): string {
  return new URL(publicUrl ?? requestUrl).origin;
}

/** `path` (or an absolute URL, kept as it is) on `origin`. */
export const absolute = (origin: string, path: string) => new URL(path, origin).href;
