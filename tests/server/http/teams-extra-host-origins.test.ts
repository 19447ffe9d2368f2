import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../../../src/server/env';
import { securityHeaders } from '../../../src/server/http/security-headers';

async function csp(extra?: string[]): Promise<string> {
  const app = new Hono().use('*', securityHeaders(extra)).get('/', (c) => c.html('<p>ok</p>'));
  return (await app.request('/')).headers.get('content-security-policy') ?? '';
}

/** One directive's sources. */
async function directive(name: string): Promise<string[]> {
  const found = (await csp())
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found?.slice(1) ?? [];
}

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
    expect(await csp()).not.toContain('127.0.0.1');
    expect(await csp(['http://127.0.0.1:4100'])).toMatch(
      /frame-ancestors 'self' [^;]*https:\/\/teams\.microsoft\.com[^;]* http:\/\/127\.0\.0\.1:4100/,
    );
  });
});

describe('Content-Security-Policy for the hosts of tabs', () => {
  it("lets every host of personal tabs frame the app: Microsoft's list for Teams, Outlook and Microsoft 365", async () => {
    // Microsoft's tab requirements; the older domains stay while the hosts move to cloud.microsoft.
    const microsoftHosts = (
      'https://*.cloud.microsoft https://teams.microsoft.com https://*.teams.microsoft.com https://*.microsoft365.com https://*.office.com ' +
      'https://outlook.office.com https://outlook.office365.com https://outlook-sdf.office.com https://outlook-sdf.office365.com'
    ).split(' ');
    expect((await directive('frame-ancestors')).sort()).toEqual(["'self'", ...microsoftHosts].sort());
  });

  it('lets teams-js fetch its list of valid host domains from the CDN it loads it from', async () => {
    expect(await directive('connect-src')).toContain('https://res.cdn.office.net');
  });
});
