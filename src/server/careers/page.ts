import { escape } from '../http/html-escape';
import { htmlDocument } from '../http/html-document';
import type { Workspace } from './workspace';
import { listPath } from './urls';

// The careers site's page shell: no script (everything works with JavaScript off), a skip link
// and the company header.

const NOINDEX = '<meta name="robots" content="noindex">\n';

export interface PageParts {
  title: string;
  /** Trusted markup for <head> (meta tags, canonical, JSON-LD) built with `escape`. */
  head?: string;
  /** Trusted markup for <main>. */
  main: string;
}

export function renderCareersPage(workspace: Workspace, { title, head = '', main }: PageParts): string {
  return htmlDocument({
    title,
    head,
    styles,
    body: `<a class="skip" href="#main">Skip to content</a>
<header class="top"><a class="brand" href="${escape(listPath(workspace.key))}"><img src="${escape(workspace.logo)}" alt="" height="40"><span>${escape(workspace.companyName)} careers</span></a></header>
<main id="main" tabindex="-1">${main}</main>`,
  });
}

/** A short page with one message and a link back to the open jobs (closed job, thank-you, not found). */
export function messagePage(workspace: Workspace, title: string, message: string): string {
  return renderCareersPage(workspace, {
    title: `${title} · ${workspace.companyName}`,
    head: NOINDEX,
    main: `<h1>${escape(title)}</h1><p>${escape(message)}</p><p><a href="${escape(listPath(workspace.key))}">See all open jobs at ${escape(workspace.companyName)}</a></p>`,
  });
}

/** The answer to an unknown workspace: there is no company to brand the page with. */
export const unknownWorkspacePage = () =>
  htmlDocument({
    title: 'Page not found',
    head: NOINDEX,
    styles,
    body: '<main id="main"><h1>Page not found</h1><p>There is no careers site at this address.</p></main>',
  });

const styles = `
*{box-sizing:border-box}
body{margin:0;background:#f5f5f5;color:#242424;line-height:1.5;overflow-wrap:anywhere;
font-family:"Segoe UI",-apple-system,BlinkMacSystemFont,Roboto,"Helvetica Neue",sans-serif}
a{color:#4f52b2}
:focus-visible{outline:3px solid #4f52b2;outline-offset:2px}
.skip{position:absolute;left:-999px;top:8px;background:#fff;padding:8px 12px;z-index:1}.skip:focus{left:8px}
.top{background:#fff;border-bottom:1px solid #e0e0e0;padding:12px 16px}
.brand{display:inline-flex;align-items:center;gap:12px;color:inherit;text-decoration:none;font-size:20px;font-weight:600}
.brand img{height:40px;width:auto;max-width:160px;object-fit:contain;border-radius:6px}
main{max-width:960px;margin:0 auto;padding:16px}
h1{font-size:28px;line-height:1.25;margin:8px 0 16px}h2{font-size:20px;margin:24px 0 8px}.panel>h2:first-child{margin-top:0}
.panel{background:#fff;border-radius:8px;padding:16px;margin:0 0 16px;box-shadow:0 1px 2px rgba(0,0,0,.12)}
.filters{display:grid;grid-template-columns:repeat(auto-fit,minmax(180px,1fr));gap:12px;align-items:end}
label{display:block;font-weight:600;font-size:14px;margin:0 0 4px}
input,select,textarea,button{font:inherit;max-width:100%}
input[type=text],input[type=search],input[type=email],input[type=tel],input[type=number],input[type=file],select,textarea{width:100%;padding:8px;border:1px solid #8a8a8a;border-radius:4px;background:#fff;color:inherit}
button,.button{display:inline-block;background:#5b5fc7;color:#fff;border:0;border-radius:4px;padding:9px 16px;font-weight:600;text-decoration:none;cursor:pointer}
.check{display:flex;gap:8px;align-items:flex-start;font-weight:400}.check input{margin-top:5px}
.jobs{list-style:none;padding:0;margin:0}
.jobs li{background:#fff;border-radius:8px;padding:12px 16px;margin:0 0 8px;box-shadow:0 1px 2px rgba(0,0,0,.12)}
.jobs a{font-size:18px;font-weight:600}
.meta{color:#616161;font-size:14px;margin:4px 0 0;display:flex;flex-wrap:wrap;gap:4px 16px}
.facts{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0}.facts dt{font-weight:600}.facts dd{margin:0}
.pages{display:flex;flex-wrap:wrap;gap:8px;list-style:none;padding:0}.pages a,.pages span{display:inline-block;padding:4px 10px}
.pages [aria-current]{font-weight:700}
.field{margin:0 0 16px}.hint{color:#616161;font-size:13px;margin:2px 0 0}
.error{color:#b10e1c;font-size:14px;margin:4px 0 0}
.summary{border:2px solid #b10e1c;border-radius:8px;padding:12px 16px;background:#fdf3f4;margin:0 0 16px}
.notice{background:#f5f5f5;border-radius:4px;padding:8px 12px;font-size:14px}
fieldset{border:0;padding:0;margin:0 0 16px}legend{font-weight:600;padding:0;margin:0 0 4px}
.away{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.panel img{max-width:100%;height:auto}
ul.meta{list-style:none;padding:0}
@media (max-width:600px){h1{font-size:22px}.facts{grid-template-columns:1fr}.facts dd{margin:0 0 8px}}
`;
