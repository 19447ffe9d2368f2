import { escape } from './html-escape';
import { inlineText, limitsOf, renderSchema, typeOf, type JsonSchema } from './api-reference-schema';
import { htmlDocument } from './html-document';

type Content = Record<string, { schema?: JsonSchema }>;

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: JsonSchema }[];
  requestBody?: { required?: boolean; content?: Content };
  responses?: Record<string, { description?: string; content?: Content }>;
}

/** What the reference reads of the generated OpenAPI document. */
export interface ReferenceDocument {
  info: { title: string; version: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths?: Record<string, Record<string, unknown> | undefined>;
}

interface Entry {
  method: string;
  path: string;
  operation: Operation;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

const paragraphs = (text = '') =>
  text
    .split(/\n{2,}/)
    .filter(Boolean)
    .map((paragraph) => `<p>${inlineText(paragraph)}</p>`)
    .join('');

const anchor = (prefix: string, name: string) => `${prefix}-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/**
 * Each schema once per operation: the JSON and form bodies, and the error answers, are mostly
 * the same shape, which would otherwise fill the page many times over.
 */
function contentOf(content: Content | undefined, shown: Map<string, string>, label: (mediaType: string) => string): string {
  return Object.entries(content ?? {})
    .map(([mediaType, { schema }]) => {
      const heading = `<p class="media">As <code>${escape(mediaType)}</code></p>`;
      if (!schema) return heading;
      const key = JSON.stringify(schema);
      const earlier = shown.get(key);
      if (earlier) return `${heading}<p>Same shape as ${escape(earlier)}.</p>`;
      shown.set(key, label(mediaType));
      return heading + renderSchema(schema);
    })
    .join('');
}

function renderOperation({ method, path, operation }: Entry): string {
  const shown = new Map<string, string>();
  const parameters = (operation.parameters ?? []).map(
    (parameter) =>
      `<li><code>${escape(parameter.name)}</code> <span class="type">in ${escape(parameter.in)}${parameter.schema ? `, ${escape(typeOf(parameter.schema))}` : ''}</span>` +
      `${parameter.required ? ' <strong>required</strong>' : ''}${parameter.schema ? limitsOf(parameter.schema) : ''}${parameter.description ? `<br>${inlineText(parameter.description)}` : ''}</li>`,
  );
  const body = operation.requestBody;
  // Before the answers, so that a shape is shown in full where the page shows it first.
  const bodyContent = body ? contentOf(body.content, shown, (mediaType) => `the body as ${mediaType}`) : '';
  const responses = Object.entries(operation.responses ?? {}).map(
    ([status, response]) =>
      `<h4>${escape(status)}: ${inlineText(response.description ?? '')}</h4>${contentOf(response.content, shown, (mediaType) => `the ${status} answer as ${mediaType}`)}`,
  );
  return [
    `<details id="${escape(anchor('op', operation.operationId ?? `${method} ${path}`))}">`,
    `<summary><span class="method ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code> ${inlineText(operation.summary ?? '')}</summary>`,
    paragraphs(operation.description),
    `<p>${operation.security?.length === 0 ? 'No token needed.' : 'Needs <code>Authorization: Bearer &lt;token&gt;</code>.'}</p>`,
    parameters.length ? `<h3>Parameters</h3><ul class="fields">${parameters.join('')}</ul>` : '',
    body ? `<h3>Request body${body.required ? ' (required)' : ''}</h3>${bodyContent}` : '',
    `<h3>Responses</h3>${responses.join('')}`,
    '</details>',
  ].join('');
}

function operationsOf(document: ReferenceDocument): Entry[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item?.[method]).map((method) => ({ method, path, operation: item![method] as Operation })),
  );
}

/**
 * The API reference as one server-rendered page: groups, then each operation with its parameters,
 * request body and answers. No script and nothing from elsewhere, so it works offline and under
 * the app's strict content security policy; operations fold with <details>.
 */
export function renderApiReference(document: ReferenceDocument): string {
  const operations = operationsOf(document);
  const groups = (document.tags ?? []).map((tag) => ({
    ...tag,
    operations: operations.filter(({ operation }) => operation.tags?.includes(tag.name)),
  }));
  const ungrouped = operations.filter(({ operation }) => !operation.tags?.length);
  if (ungrouped.length) groups.push({ name: 'Other', description: undefined, operations: ungrouped });
  const contents = groups.map(
    (group) => `<li><a href="#${anchor('tag', group.name)}">${escape(group.name)}</a> (${group.operations.length})</li>`,
  );
  const sections = groups.map(
    (group) =>
      `<section id="${anchor('tag', group.name)}"><h2>${escape(group.name)}</h2>${paragraphs(group.description)}${group.operations.map(renderOperation).join('')}</section>`,
  );
  const title = `${document.info.title} reference`;
  return htmlDocument({
    title,
    head: '<link rel="icon" href="/favicon.svg">\n',
    styles,
    body: `<header><h1>${escape(title)}</h1><p>Version ${escape(document.info.version)} · <a href="/api/openapi.json">The OpenAPI document (JSON)</a></p>${paragraphs(document.info.description)}</header>
<nav aria-label="Groups"><ul>${contents.join('')}</ul></nav>
<main>${sections.join('')}</main>`,
  });
}

const styles = `
*{box-sizing:border-box}
body{margin:0 auto;max-width:64rem;padding:16px;line-height:1.5;background:#fff;color:#242424;overflow-wrap:anywhere;
font-family:"Segoe UI","Segoe UI Web (West European)",-apple-system,BlinkMacSystemFont,Roboto,"Helvetica Neue",sans-serif}
@media (prefers-color-scheme:dark){body{background:#1f1f1f;color:#fff}a{color:#9ea2ff}details{border-color:#444!important}
.type,.limits{color:#adadad!important}}
h1{font-size:24px;margin:0 0 4px}h2{font-size:20px;margin:32px 0 4px}h3{font-size:16px;margin:16px 0 4px}h4{font-size:14px;margin:12px 0 4px}
a{color:#5b5fc7}code{font-family:Consolas,"Courier New",monospace;font-size:13px}
nav ul{columns:16rem;padding-left:20px}
details{border:1px solid #e0e0e0;border-radius:4px;margin:8px 0;padding:4px 12px}
summary{cursor:pointer;padding:4px 0}
.method{display:inline-block;min-width:4.5em;font-size:12px;font-weight:600;text-align:center;border-radius:4px;padding:0 4px;color:#fff;background:#616161}
.get{background:#0f6cbd}.post{background:#107c10}.put{background:#8a3707}.delete{background:#b10e1c}
.type,.limits{color:#616161;font-size:13px}
ul.fields{padding-left:16px;margin:4px 0}ul.fields ul.fields{border-left:2px solid #e0e0e0}
`;
