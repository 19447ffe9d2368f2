import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { Spectral, type RulesetDefinition } from '@stoplight/spectral-core';
import { oas } from '@stoplight/spectral-rulesets';
import { createTestApp, type TestApp } from '../../support/test-app';
import { apiContract } from '../../support/api-contract';
import type { ApiDocument } from '../../../src/server/http/openapi';
import { APPLICANTS_REQUIRED } from '../../../src/shared/contract/application-status-change';

interface ObjectSchema {
  properties?: Record<string, unknown>;
  required?: string[];
}

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema?: ObjectSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }>;
  security?: unknown[];
}

let t: TestApp;
let document: ApiDocument;
let operations: [string, Operation][];

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.request('/api/openapi.json');
  expect(response.status).toBe(200);
  document = (await response.json()) as ApiDocument;
  operations = Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]): [string, Operation] => [`${method} ${path}`, operation]),
  );
});
afterAll(() => t.close());

const isPage = (operation: Operation) =>
  Object.values(operation.responses).some((response) => response.content?.['text/html'] || !response.content);
const apiOperations = () => operations.filter(([key]) => key.includes(' /api/') && !key.includes(' /api/docs'));

describe('the generated API document', () => {
  it('is served without a token and documents every API and account route the server answers', () => {
    const served = t.app.routes
      .filter((route) => route.method !== 'ALL' && /^\/(api|account)\//.test(route.path))
      .map((route) => `${route.method.toLowerCase()} ${route.path.replace(/:(\w+)/g, '{$1}').replace(/(.)\/$/, '$1')}`);
    const documented = new Set(operations.map(([key]) => key));
    expect([...new Set(served)].filter((route) => !documented.has(route))).toEqual([]);
  });

  it('gives every JSON route its success schema and the error shape { message, errors? } for 4xx', () => {
    for (const [key, operation] of apiOperations()) {
      const statuses = Object.keys(operation.responses);
      const success = statuses.find((status) => status.startsWith('2'));
      expect(success, key).toBeDefined();
      const content = operation.responses[success!].content ?? {};
      // A JSON schema, or a file download (the SEO image, a resume): any media type with a schema.
      expect(content['application/json']?.schema ?? Object.values(content)[0]?.schema, key).toBeDefined();
      if (operation.security?.length === 0) continue;
      const error = operation.responses['4XX']?.content?.['application/json']?.schema;
      expect(error?.properties, key).toHaveProperty('message');
      expect(error?.properties, key).toHaveProperty('errors');
      expect(
        operation.parameters?.map((p) => p.name),
        key,
      ).toContain('app');
    }
  });

  it('describes the body of every write as JSON and as form data, and the paging parameters of every list', () => {
    // Renewing a session sends nothing but its token.
    const takesNoBody = new Set(['post /api/session/renew']);
    for (const [key, operation] of apiOperations()) {
      if (/^(post|put) /.test(key) && !takesNoBody.has(key)) {
        const content = operation.requestBody?.content ?? {};
        const form = content['multipart/form-data']?.schema as { properties?: Record<string, { format?: string }> } | undefined;
        expect(form, key).toBeDefined();
        // Only an upload of nothing but files has no JSON form.
        const onlyFiles = Object.values(form?.properties ?? {}).every((property) => property.format === 'binary');
        if (!onlyFiles) expect(content['application/json']?.schema, key).toBeDefined();
      }
      const success = operation.responses['200']?.content?.['application/json']?.schema;
      if (key.startsWith('get ') && success?.properties?.meta) {
        expect(
          operation.parameters?.map((p) => `${p.in} ${p.name}`),
          key,
        ).toEqual(expect.arrayContaining(['query page', 'query limit', 'query search']));
      }
    }
  });

  it('describes the account pages and the reference as HTML', () => {
    for (const key of ['get /account/login', 'post /account/login', 'get /account/profile', 'post /account/profile', 'get /api/docs']) {
      const operation = operations.find(([documented]) => documented === key)?.[1];
      expect(operation && isPage(operation), key).toBe(true);
    }
  });

  it('serves the reference as a page of every group and operation, with no script and the policy of every other page', async () => {
    const page = await t.app.request('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    // Nothing to run and nothing fetched from elsewhere, so it reads the same offline.
    expect(html).not.toContain('<script');
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    for (const tag of document.tags ?? []) expect(html).toContain(`<h2>${tag.name}</h2>`);
    expect(html.match(/<details id="op-/g)).toHaveLength(operations.length);
    expect(html).toContain('<code>/api/job-priority/{id}</code>');
    const policy = page.headers.get('content-security-policy');
    expect(policy).toMatch(/script-src 'self'/);
    expect(policy).toBe((await t.app.request('/account/login')).headers.get('content-security-policy'));
  });
});

/** Spectral warnings the document keeps, and why. */
const ACCEPTED_WARNINGS: Record<string, string> = {
  'operation-description':
    'Every operation has a summary; a description is written only where the summary leaves out something a client needs.',
  'info-contact': 'The product names no contact for its API.',
};

describe('the API document as other tools read it', () => {
  it("passes Spectral's OpenAPI rules (spectral:oas) with no error and no warning but the accepted ones", async () => {
    const spectral = new Spectral();
    // The package's declarations type one rule's severity as any string, which its own ruleset type refuses.
    spectral.setRuleset({ extends: [[oas as RulesetDefinition, 'recommended']] });
    const results = await spectral.run(JSON.stringify(document));
    // 0 is Spectral's error severity.
    const errors = results
      .filter((result) => result.severity === 0)
      .map((result) => `${result.code} at ${result.path.join('/')}: ${result.message}`);
    expect(errors).toEqual([]);
    expect([...new Set(results.map((result) => String(result.code)))].filter((code) => !(code in ACCEPTED_WARNINGS))).toEqual([]);
  });

  it('declares each tag once with a description and files every operation, with its summary, under one of them', () => {
    const declared = (document.tags ?? []).map((tag) => tag.name);
    expect(declared).toEqual([...new Set(declared)]);
    for (const tag of document.tags ?? []) expect(tag.description?.trim(), tag.name).toBeTruthy();
    for (const [key, operation] of operations) {
      expect(operation.summary?.trim(), key).toBeTruthy();
      expect(operation.tags?.length, key).toBe(1);
      expect(declared, key).toContain(operation.tags?.[0]);
    }
    expect(declared.filter((tag) => !operations.some(([, operation]) => operation.tags?.includes(tag)))).toEqual([]);
  });
});

describe('what the document calls required', () => {
  /** Bodies whose needed fields the server decides beyond the schema; the operation's description says which. */
  const decidedBeyondSchema = new Set(['post /api/job', 'delete /api/stage']);

  it('is what the server refuses missing: an empty input is refused naming each required field and no optional one', async () => {
    const admin = await t.factories.user(await t.factories.tenant(), 'admin');
    for (const [key, operation] of apiOperations()) {
      const [method, path] = key.split(' ');
      const body = operation.requestBody?.content['application/json']?.schema;
      const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query' && parameter.name !== 'app');
      if (!body && query.length === 0) continue;
      const answer = await t.call(method.toUpperCase(), path.replace(/\{\w+\}/g, '1'), { as: admin, ...(body ? { json: {} } : {}) });
      // A handler that looks its path id up first answers 404 before it reads the input.
      if (answer.status === 404 && path.includes('{')) continue;
      const fields = body ? Object.keys(body.properties ?? {}) : query.map((parameter) => parameter.name);
      const required = body ? (body.required ?? []) : query.filter((parameter) => parameter.required).map((parameter) => parameter.name);
      const named = Object.keys((answer.body.errors as Record<string, string[]> | undefined) ?? {}).filter((field) =>
        fields.includes(field),
      );
      if (required.length > 0) expect(answer.status, key).toBe(422);
      expect(named, key).toEqual(expect.arrayContaining(required));
      if (decidedBeyondSchema.has(key)) expect(operation.description, key).toBeTruthy();
      else
        expect(
          named.filter((field) => !required.includes(field)),
          key,
        ).toEqual([]);
    }
  });

  it('includes applicantIds of GET /api/status-change-options, which the server refuses without', async () => {
    const parameter = operations
      .find(([key]) => key === 'get /api/status-change-options')?.[1]
      .parameters?.find((p) => p.name === 'applicantIds');
    expect(parameter).toMatchObject({ in: 'query', required: true });
    expect(parameter).not.toHaveProperty('schema.default');
    const admin = await t.factories.user(await t.factories.tenant(), 'admin');
    const answer = await t.call('GET', '/api/status-change-options', { as: admin });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ applicantIds: [APPLICANTS_REQUIRED] });
  });
});

describe('the response check of the test app', () => {
  const request = (path: string) => new Request(`http://localhost${path}`);
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('accepts an answer that matches the document and names what does not', async () => {
    const { check } = apiContract(document);
    const row = { id: 1, sourceId: 1, source: 'Referral', description: '', identifier: 'ref' };
    expect(await check(request('/api/source/1?app=x'), json({ data: row }))).toBeNull();
    expect(await check(request('/api/source/1?app=x'), json({ data: { ...row, sourceId: '1' } }))).toMatch(
      /GET \/api\/source\/\{id\} answered 200 .*sourceId/s,
    );
    expect(await check(request('/api/source/1?app=x'), json({ message: 'Applicant source not found.' }, 404))).toBeNull();
    expect(await check(request('/api/source/1?app=x'), json({ error: 'gone' }, 404))).toMatch(/does not match/);
    expect(await check(request('/api/source/1?app=x'), json({ message: 'boom' }, 500))).toMatch(/a status the API document does not list/);
  });

  it('reads a compressed answer before checking it', async () => {
    const { check } = apiContract(document);
    const compressed = new Response(gzipSync(JSON.stringify({ data: { id: 1 } })), {
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(await check(request('/api/source/1?app=x'), compressed)).toMatch(/does not match.*sourceId/s);
  });

  it('fails a request whose answer breaks the document', async () => {
    // An answer outside the document (a 500 here, as the database is closed) throws in the caller.
    const broken = await createTestApp();
    const user = await broken.factories.user(await broken.factories.tenant(), 'admin');
    await broken.close();
    await expect(broken.call('GET', '/api/job-priority', { as: user })).rejects.toThrow(/\/api\/job-priority answered 500/);
  });
});
