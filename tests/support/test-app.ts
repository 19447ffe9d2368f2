import pino from 'pino';
import { exportJWK, generateKeyPair, createLocalJWKSet, SignJWT, type JWK } from 'jose';
import { createApp } from '../../src/server/app';
import { buildApiDocument } from '../../src/server/http/openapi';
import { createTokenSigner } from '../../src/server/auth/tokens';
import { hashPassword } from '../../src/server/auth/password';
import { apps, users } from '../../src/server/db/schema';
import type { EntraConfig } from '../../src/server/auth/entra';
import type { Role } from '../../src/shared/contract/permissions';
import type { Database, Db } from '../../src/server/db/client';
import type { AppDeps } from '../../src/server/core/context';
import { createTestDatabase } from './test-db';
import { memoryFileStore } from './memory-file-store';
import { apiContract } from './api-contract';
import { backgroundTasks } from '../../src/server/http/background';
import type { ActivityFeed } from '../../src/server/teams/activity-feed';

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
export const ENTRA = { issuer: 'https://login.example.test/tenant/v2.0', audience: 'api://hireloop.test/client-id' };

export interface TestUser {
  id: number;
  appId: number;
  appKey: string;
  email: string;
  role: Role;
  token: string;
}

/**
 * A real app on a fresh database (or on `database`, as the server opens it), with a settable clock
 * and a local Entra key set; with `webRoot`, it serves that web build as `npm start` does.
 */
export async function createTestApp(
  options: { loginAttemptsPerWindow?: number; activityFeed?: ActivityFeed; database?: Database; webRoot?: string } = {},
) {
  const database = options.database ?? (await createTestDatabase());
  const db = database.db;
  let now = new Date('2026-11-22T09:00:00Z');
  const clock = () => now;
  const signer = createTokenSigner(TEST_SECRET, 60, clock);
  const entraKeys = await generateKeyPair('RS256');
  const publicJwk: JWK = { ...(await exportJWK(entraKeys.publicKey)), kid: 'test-key', alg: 'RS256' };
  const entra: EntraConfig = {
    keys: createLocalJWKSet({ keys: [publicJwk] }),
    issuers: [ENTRA.issuer],
    audiences: [ENTRA.audience],
  };
  const deps: AppDeps = {
    db,
    clock,
    storage: memoryFileStore(),
    logger: pino({ level: 'silent' }),
    auth: { signer, entra, entraClient: null, loginAttemptsPerWindow: options.loginAttemptsPerWindow ?? 5 },
    accountProfileUrl: 'https://account.example.test/profile',
    databaseAlive: () => database.alive(),
    ...(options.activityFeed ? { activityFeed: options.activityFeed } : {}),
    ...(options.webRoot ? { webRoot: options.webRoot } : {}),
  };
  const app = createApp(deps);
  // Every JSON answer of a documented route must match the generated API document: a mismatch
  // fails the test that made the request.
  const contract = apiContract(await buildApiDocument(app));
  const dispatch = app.fetch;
  app.fetch = async (request, ...rest) => {
    const response = await dispatch(request, ...rest);
    const mismatch = await contract.check(request, response.clone());
    if (mismatch) throw new Error(mismatch);
    return response;
  };

  let counter = 0;
  const factories = {
    async tenant(key = `tenant-${++counter}-${Date.now().toString(36)}`) {
      const [row] = await db
        .insert(apps)
        .values({ key, name: `Tenant ${key}` })
        .returning();
      return row;
    },
    async user(
      tenant: { id: number; key: string },
      role: Role = 'admin',
      fields: { email?: string; password?: string } = {},
    ): Promise<TestUser> {
      const email = fields.email ?? `${role}-${++counter}@example.test`;
      const [row] = await db
        .insert(users)
        .values({
          appId: tenant.id,
          email,
          name: `Test${counter}`,
          lastName: role,
          role,
          passwordHash: fields.password ? await hashPassword(fields.password) : null,
        })
        .returning();
      return {
        id: row.id,
        appId: tenant.id,
        appKey: tenant.key,
        email,
        role,
        token: await signer.sign({ userId: row.id, appKey: tenant.key }),
      };
    },
    /** An Entra ID access token signed by the local test key set. */
    entraToken(claims: Record<string, unknown>, options: { expiresInSeconds?: number; audience?: string } = {}) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({ scp: 'access_as_user', ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer(ENTRA.issuer)
        .setAudience(options.audience ?? ENTRA.audience)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + (options.expiresInSeconds ?? 3600))
        .sign(entraKeys.privateKey);
    },
  };

  /** Calls the API as a user; `json` sends JSON, `form` sends multipart (arrays as name[i]). */
  async function call(
    method: string,
    path: string,
    options: {
      as?: TestUser;
      token?: string;
      appKey?: string | null;
      json?: unknown;
      form?: Record<string, unknown>;
      body?: BodyInit;
      headers?: Record<string, string>;
    } = {},
  ) {
    const url = new URL(path, 'http://localhost');
    const appKey = options.appKey === undefined ? options.as?.appKey : options.appKey;
    if (appKey && !url.searchParams.has('app')) url.searchParams.set('app', appKey);
    const headers: Record<string, string> = { ...options.headers };
    const token = options.token ?? options.as?.token;
    if (token) headers.authorization = `Bearer ${token}`;
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = toFormData(options.form);
    }
    const response = await app.request(url.pathname + url.search, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON (an HTML page or an empty body): keep the text.
    }
    return {
      status: response.status,
      body: parsed as Record<string, unknown> & { data?: unknown; message?: string },
      headers: response.headers,
    };
  }

  return {
    app,
    deps,
    db: db as Db,
    factories,
    call,
    setNow(date: Date) {
      now = date;
    },
    /** What requests left to run after their answers (chat notices) runs first, on the still-open database. */
    close: async () => {
      await backgroundTasks.settle();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export function toFormData(values: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value)) value.forEach((item, index) => form.append(`${key}[${index}]`, item instanceof Blob ? item : String(item)));
    else if (value instanceof Blob) form.append(key, value);
    else if (value !== undefined && value !== null) form.append(key, String(value));
  }
  return form;
}
