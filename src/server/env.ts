import * as v from 'valibot';

// The only reader of process.env. Parsed once, fails fast with every problem listed.
const bool = v.pipe(v.picklist(['true', 'false', '1', '0']), v.transform((s) => s === 'true' || s === '1'));
const int = v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number));

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: v.optional(int, '3000'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url())),
  DATA_DIR: v.optional(v.string(), './data'),
  WEB_ROOT: v.optional(v.string(), './dist/web'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.startsWith('postgres'))),
  AUTH_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'AUTH_SECRET needs at least 32 characters'))),
  TOKEN_TTL_MINUTES: v.optional(int, '480'),
  LOGIN_RATE_LIMIT: v.optional(int, '10'),
  SEED_DEMO_DATA: v.optional(bool, 'true'),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  ENTRA_CLIENT_ID: v.optional(v.string()),
  ENTRA_TENANT_ID: v.optional(v.string()),
  ENTRA_JWKS_URL: v.optional(v.pipe(v.string(), v.url())),
  ENTRA_ISSUER: v.optional(v.string()),
  ENTRA_AUDIENCE: v.optional(v.string()),
  SSL_CRT_FILE: v.optional(v.string()),
  SSL_KEY_FILE: v.optional(v.string()),
  ACCOUNT_PROFILE_URL: v.optional(v.pipe(v.string(), v.url())),
});

export type Env = v.InferOutput<typeof EnvSchema>;

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = v.safeParse(EnvSchema, present);
  if (!result.success) {
    const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.output;
}
