import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { verifyEntraToken, type EntraConfig } from '../../../src/server/auth/entra';
import { createTestApp, TEST_SECRET, type TestApp, type TestUser } from '../../support/test-app';

let t: TestApp;
let alice: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.factories.user(await t.factories.tenant('token-checks'), 'admin');
});
afterAll(() => t.close());

const elevenMegabytes = 11 * 1024 * 1024;

/** A multipart body that records how much of it the server pulled. */
function watchedUpload() {
  const chunk = new TextEncoder().encode('x'.repeat(1024 * 1024));
  const boundary = 'watched-boundary';
  const head = new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n`);
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
  const parts = [head, ...Array.from({ length: 11 }, () => chunk), tail];
  const watch = { pulledBytes: 0 };
  // highWaterMark 0: nothing is pulled until someone reads the body.
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const part = parts.shift();
        if (!part) return controller.close();
        watch.pulledBytes += part.length;
        controller.enqueue(part);
      },
    },
    { highWaterMark: 0 },
  );
  const length = parts.reduce((sum, part) => sum + part.length, 0);
  const init = {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(length) },
    body: stream,
    duplex: 'half',
  };
  return { init, watch };
}

describe('the token is checked before the body is read', () => {
  it('answers 401, not 400, to a garbage token with a malformed JSON body', async () => {
    const response = await t.call('POST', `/api/job-priority?app=${alice.appKey}`, {
      token: 'garbage',
      body: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(401);
  });

  it('answers 401, not 415, to a garbage token with a body of an unknown type', async () => {
    const response = await t.call('POST', '/api/job-priority', {
      token: 'garbage',
      appKey: alice.appKey,
      body: 'hello',
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.status).toBe(401);
  });

  it('answers 401 to a garbage token without pulling an 11 MB upload', async () => {
    const { init, watch } = watchedUpload();
    const response = await t.app.request(`/api/job-priority?app=${alice.appKey}`, {
      ...init,
      headers: { ...init.headers, authorization: 'Bearer garbage' },
    } as RequestInit);
    expect(response.status).toBe(401);
    expect(watch.pulledBytes).toBe(0);
  });

  it('does read the same upload for a valid token (the watch sees reads)', async () => {
    const { init, watch } = watchedUpload();
    const response = await t.app.request(`/api/job-priority?app=${alice.appKey}`, {
      ...init,
      headers: { ...init.headers, authorization: `Bearer ${alice.token}` },
    } as RequestInit);
    expect(response.status).toBe(422);
    expect(watch.pulledBytes).toBeGreaterThan(elevenMegabytes);
  });
});

describe('tokens without an expiry', () => {
  it('refuses a self token signed with our secret but without exp', async () => {
    const key = Uint8Array.from(Buffer.from(TEST_SECRET, 'utf8'));
    const forever = await new SignJWT({ app: alice.appKey })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(alice.id))
      .setIssuer('hireloop')
      .setAudience('hireloop-api')
      .setIssuedAt(new Date('2026-11-22T08:00:00Z'))
      .sign(key);
    const response = await t.call('GET', '/api/userinfo', { token: forever, appKey: alice.appKey });
    expect(response.status).toBe(401);
    expect(await t.deps.auth.signer.verify(forever)).toBeNull();
  });

  it('refuses an Entra token without exp and accepts the same token with one', async () => {
    const keys = await generateKeyPair('RS256');
    const config: EntraConfig = {
      keys: createLocalJWKSet({ keys: [{ ...(await exportJWK(keys.publicKey)), kid: 'k', alg: 'RS256' }] }),
      issuers: ['https://issuer.test'],
      audiences: ['api://audience.test'],
    };
    const now = new Date('2026-11-22T09:00:00Z');
    const token = (withExpiry: boolean) => {
      const jwt = new SignJWT({ scp: 'access_as_user', oid: 'oid-1', preferred_username: 'ann@entra.test' })
        .setProtectedHeader({ alg: 'RS256', kid: 'k' })
        .setIssuer('https://issuer.test')
        .setAudience('api://audience.test')
        .setIssuedAt(now);
      return (withExpiry ? jwt.setExpirationTime(new Date(now.getTime() + 3_600_000)) : jwt).sign(keys.privateKey);
    };
    expect(await verifyEntraToken(config, await token(false), now)).toBeNull();
    expect(await verifyEntraToken(config, await token(true), now)).toMatchObject({ objectId: 'oid-1', email: 'ann@entra.test' });
  });
});
