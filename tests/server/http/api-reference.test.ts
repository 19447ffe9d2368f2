import { describe, expect, it } from 'vitest';
import { renderApiReference } from '../../../src/server/http/api-reference';
import { inlineText, renderSchema, typeOf } from '../../../src/server/http/api-reference-schema';

const item = {
  type: 'object',
  properties: { id: { type: 'number' }, tags: { type: 'array', items: { type: 'string' } } },
  required: ['id'],
};

describe('a schema on the reference page', () => {
  it('words each type: arrays, alternatives, maps, constants and choices', () => {
    expect(typeOf({ type: 'array', items: { anyOf: [{ type: 'number' }, { type: 'string' }] } })).toBe('array of (number or string)');
    expect(typeOf({ anyOf: [item, { type: 'null' }] })).toBe('object or null');
    expect(typeOf({ type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } })).toBe(
      'map of string to array of string',
    );
    expect(typeOf({ const: 'ok' })).toBe('always "ok"');
    expect(typeOf({ type: 'string', enum: ['a', 'b'] })).toBe('one of "a", "b"');
    expect(typeOf({ type: 'string', format: 'binary' })).toBe('string (binary)');
  });

  it('lists the fields of objects, of array items and of a nullable object, marking the required ones and their limits', () => {
    const html = renderSchema({
      type: 'object',
      properties: {
        name: { type: 'string', minLength: 1, maxLength: 100 },
        data: { type: 'array', items: item },
        owner: { anyOf: [item, { type: 'null' }] },
      },
      required: ['name'],
    });
    expect(html).toContain(
      '<li><code>name</code> <span class="type">string</span> <strong>required</strong> <span class="limits">minLength 1, maxLength 100</span>',
    );
    expect(html).toContain(
      '<code>data</code> <span class="type">array of object</span><ul class="fields"><li><code>id</code> <span class="type">number</span> <strong>required</strong>',
    );
    expect(html).toContain('<code>owner</code> <span class="type">object or null</span><ul class="fields"><li><code>id</code>');
  });

  it('escapes descriptions and shows their backticks as code', () => {
    expect(inlineText('Send `app` or <b>')).toBe('Send <code>app</code> or &lt;b&gt;');
  });
});

describe('the reference page', () => {
  const html = renderApiReference({
    info: { title: 'Test API', version: '1.2.3', description: 'First.\n\nNeeds `Authorization`.' },
    tags: [{ name: 'Jobs', description: 'Jobs & more.' }],
    paths: {
      '/api/jobs': {
        post: {
          operationId: 'postApiJobs',
          summary: 'Create a job',
          tags: ['Jobs'],
          requestBody: { required: true, content: { 'application/json': { schema: item }, 'multipart/form-data': { schema: item } } },
          responses: { 201: { description: 'Created', content: { 'application/json': { schema: item } } } },
        },
      },
      '/api/health': { get: { operationId: 'getApiHealth', summary: 'Health', security: [], responses: { 200: { description: 'OK' } } } },
    },
  });

  it('files each operation under its group, and the untagged ones under Other', () => {
    expect(html).toMatch(/<section id="tag-jobs"><h2>Jobs<\/h2><p>Jobs &amp; more.<\/p><details id="op-postapijobs">/);
    expect(html).toMatch(/<section id="tag-other"><h2>Other<\/h2><details id="op-getapihealth">/);
    expect(html).toContain('<li><a href="#tag-jobs">Jobs</a> (1)</li>');
  });

  it('says which operations need a token, and shows a shape repeated in one operation once', () => {
    expect(html).toContain('<summary><span class="method get">GET</span> <code>/api/health</code> Health</summary><p>No token needed.</p>');
    expect(html).toContain('<h3>Request body (required)</h3>');
    expect(html).toContain('As <code>multipart/form-data</code></p><p>Same shape as the body as application/json.</p>');
    expect(html).toContain(
      '<h4>201: Created</h4><p class="media">As <code>application/json</code></p><p>Same shape as the body as application/json.</p>',
    );
  });
});
