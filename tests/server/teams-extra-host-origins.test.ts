import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../../src/server/env';
import { securityHeaders } from '../../src/server/http/security-headers';

// TEAMS_EXTRA_HOST_ORIGINS admits a Teams test host (e2e); production leaves it unset.
describe('extra Teams host origins', () => {
  it('are read as a comma-separated list of origins, and anything else refuses to start', () => {
    expect(readEnv({ TEAMS_EXTRA_HOST_ORIGINS: 'http://127.0.0.1:4100, https://host.example.test' }).TEAMS_EXTRA_HOST_ORIGINS).toEqual([
      'http://127.0.0.1:4100',
      'https://host.example.test',
    ]);
    expect(readEnv({}).TEAMS_EXTRA_HOST_ORIGINS).toBeUndefined();
    expect(() => readEnv({ TEAMS_EXTRA_HOST_ORIGINS: 'http://127.0.0.1:4100/host' })).toThrow(/TEAMS_EXTRA_HOST_ORIGINS/);
    expect(() => readEnv({ TEAMS_EXTRA_HOST_ORIGINS: '*' })).toThrow(/TEAMS_EXTRA_HOST_ORIGINS/);
  });

  it('may frame the app besides Teams only when configured', async () => {
    const csp = async (extra?: string[]) => {
      const app = new Hono().use('*', securityHeaders(extra)).get('/', (c) => c.text('ok'));
      return (await app.request('/')).headers.get('content-security-policy') ?? '';
    };
    expect(await csp()).not.toContain('127.0.0.1');
    expect(await csp(['http://127.0.0.1:4100'])).toMatch(/frame-ancestors 'self' [^;]*https:\/\/teams\.microsoft\.com[^;]* http:\/\/127\.0\.0\.1:4100/);
  });
});
