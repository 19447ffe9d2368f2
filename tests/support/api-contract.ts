import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ApiDocument } from '../../src/server/http/openapi';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

/** `/api/job/{id}/seo` → a matcher; literal segments outrank parameters, as in the router. */
function pathMatchers(paths: string[]) {
  return paths
    .map((template) => {
      const segments = template.split('/');
      const pattern = new RegExp(
        `^${segments.map((s) => (s.startsWith('{') ? '[^/]+' : s.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))).join('/')}/?$`,
      );
      return { template, pattern, literals: segments.filter((s) => !s.startsWith('{')).length };
    })
    .sort((a, b) => b.literals - a.literals);
}

/** The API compresses large JSON answers when the request allows it. */
const decoded = (encoding: string | null, bytes: Buffer) =>
  encoding === 'gzip' ? gunzipSync(bytes) : encoding === 'br' ? brotliDecompressSync(bytes) : bytes;

const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/**
 * Checks real responses against the generated document: the JSON answer of a documented route
 * must match the schema the document gives for its path, method and status (or status range).
 */
export function apiContract(document: ApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(document as object, 'openapi');
  const paths = document.paths as Record<string, Record<string, Operation>>;
  const matchers = pathMatchers(Object.keys(paths));
  const compiled = new Map<string, ValidateFunction>();

  function validatorFor(template: string, method: string, status: string) {
    const key = `${method} ${template} ${status}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile({
        $ref: `openapi#/${pointer('paths', template, method, 'responses', status, 'content', 'application/json', 'schema')}`,
      });
      compiled.set(key, validate);
    }
    return validate;
  }

  /** A message describing how the response breaks the document, or null when it keeps to it. */
  async function check(request: Request, response: Response): Promise<string | null> {
    const { pathname } = new URL(request.url);
    const method = request.method.toLowerCase();
    const template = matchers.find((m) => m.pattern.test(pathname) && paths[m.template][method])?.template;
    if (!template || !response.headers.get('content-type')?.includes('application/json')) return null;
    const responses = paths[template][method].responses ?? {};
    const status = [String(response.status), `${String(response.status)[0]}XX`].find((key) => responses[key]);
    const where = `${request.method} ${template} answered ${response.status}`;
    if (!status) return `${where}, a status the API document does not list.`;
    if (!responses[status].content?.['application/json']) return `${where} with JSON the API document does not describe.`;
    const body: unknown = JSON.parse(
      decoded(response.headers.get('content-encoding'), Buffer.from(await response.arrayBuffer())).toString('utf8'),
    );
    const validate = validatorFor(template, method, status);
    if (validate(body)) return null;
    return `${where} with JSON that does not match the API document: ${ajv.errorsText(validate.errors, { dataVar: 'body' })}\n${JSON.stringify(body).slice(0, 600)}`;
  }

  return { check };
}
