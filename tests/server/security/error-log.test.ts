import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import pino from 'pino';
import { sql, DrizzleQueryError } from 'drizzle-orm';
import { createApp } from '../../../src/server/app';
import { loggableError } from '../../../src/server/core/error-log';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function memoryLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), text: () => lines.join('') };
}

describe('logging a failed query', () => {
  it('logs the error message, code and stack but none of the query parameters', async () => {
    const log = memoryLogger();
    const app = createApp({ ...t.deps, logger: log.logger });
    // An unexpected database failure (division by zero is mapped to no 4xx) with an e-mail as parameter.
    app.get('/failing-query', async (c) => {
      await t.db.execute(sql`select length(${'leaked.user@example.test'}) / 0`);
      return c.text('unreachable');
    });

    const response = await app.request('/failing-query');
    expect(response.status).toBe(500);
    await new Promise((resolve) => setImmediate(resolve));
    const text = log.text();
    expect(text).toContain('unhandled error');
    expect(text).toContain('division by zero');
    expect(text).toContain('22012');
    expect(text).toContain('Failed query: select length($1) / 0');
    expect(text).toMatch(/\\n\s+at /);
    expect(text).not.toContain('leaked.user@example.test');
  });

  it('strips the parameters drizzle appends to its message and stack', () => {
    const error = new DrizzleQueryError(
      'select * from users where email = $1',
      ['secret@example.test'],
      Object.assign(new Error('boom'), { code: 'XX000', detail: 'Key (email)=(secret@example.test)' }),
    );
    const logged = loggableError(error);
    expect(JSON.stringify(logged)).not.toContain('secret@example.test');
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: select * from users where email = $1',
      cause: { message: 'boom', code: 'XX000' },
    });
    expect(logged.stack).toMatch(/^DrizzleQueryError: Failed query: select \* from users where email = \$1\n\s+at /);
  });

  it('describes values that are not errors', () => {
    expect(loggableError('plain text')).toEqual({ type: 'string', message: 'plain text' });
  });
});
