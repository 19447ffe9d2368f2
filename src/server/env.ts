import * as v from 'valibot';
import { parseAzureConnectionString } from './core/azure-connection-string';
import { API_SCOPE, defaultAppIdUri } from './auth/entra';

// The only reader of process.env. Parsed once, fails fast with every problem listed.
const bool = v.pipe(
  v.picklist(['true', 'false', '1', '0']),
  v.transform((s) => s === 'true' || s === '1'),
);
const int = v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number));
/** A comma-separated list, each item checked by `item`. */
const commaList = (item: v.GenericSchema<string>) =>
  v.pipe(
    v.string(),
    v.transform((list) =>
      list
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
    v.array(item),
  );

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
  CAREERS_APPLY_RATE_LIMIT: v.optional(int, '10'),
  SEED_DEMO_DATA: v.optional(bool, 'true'),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  ENTRA_CLIENT_ID: v.optional(v.string()),
  ENTRA_TENANT_ID: v.optional(v.string()),
  ENTRA_JWKS_URL: v.optional(v.pipe(v.string(), v.url())),
  ENTRA_ISSUER: v.optional(v.string()),
  /**
   * The Application ID URI the Entra app registers: the web client asks for `<it>/access_as_user`.
   * Default: `api://<PUBLIC_URL's host>/<ENTRA_CLIENT_ID>`, as aad.manifest.json registers it.
   */
  ENTRA_APP_ID_URI: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^(api|https):\/\/[^\s/]+(\/[^\s/]+)*$/,
        'must be an Application ID URI like api://hireloop.example.com/<client id>, without a trailing /',
      ),
      v.check((uri) => !uri.endsWith(`/${API_SCOPE}`), `is the Application ID URI, without /${API_SCOPE}`),
    ),
  ),
  /** Token audiences accepted, comma separated. Default: the client id (v2 tokens) and ENTRA_APP_ID_URI (v1 tokens). */
  ENTRA_AUDIENCES: v.optional(commaList(v.pipe(v.string(), v.regex(/^[^\s]+$/, 'must be audiences without spaces, comma separated')))),
  /** Replaced: one setting cannot be both the scope asked for and the audiences accepted. */
  ENTRA_AUDIENCE: v.optional(
    v.never('is now two settings: ENTRA_APP_ID_URI (the scope the app asks for) and ENTRA_AUDIENCES (the token audiences accepted)'),
  ),
  SSL_CRT_FILE: v.optional(v.string()),
  SSL_KEY_FILE: v.optional(v.string()),
  ACCOUNT_PROFILE_URL: v.optional(v.pipe(v.string(), v.url())),
  /**
   * Origins besides Microsoft's that may frame the app and answer its TeamsJS messages, comma
   * separated: the end-to-end tests' Teams host. Never set in production.
   */
  TEAMS_EXTRA_HOST_ORIGINS: v.optional(
    commaList(v.pipe(v.string(), v.regex(/^https?:\/\/[^/?#]+$/, 'must be origins like http://127.0.0.1:4000, comma separated'))),
  ),
  /**
   * Teams activity feed (optional): the Teams app's id and a client secret of the Entra app
   * (ENTRA_CLIENT_ID in ENTRA_TENANT_ID) send referral news through Microsoft Graph.
   */
  TEAMS_APP_ID: v.optional(v.string()),
  TEAMS_ACTIVITY_CLIENT_SECRET: v.optional(v.string()),
  // Realtime scale-out: every instance's hub joined through Redis, or Azure SignalR Service (serverless).
  REDIS_URL: v.optional(v.pipe(v.string(), v.regex(/^rediss?:\/\//, 'must start with redis:// or rediss://'))),
  /** Keeps apps sharing one Redis apart: channels are `<prefix><hub>:group:<group>` and so on. */
  REDIS_CHANNEL_PREFIX: v.optional(v.string(), 'hireloop:'),
  AZURE_SIGNALR_CONNECTION_STRING: v.optional(v.pipe(v.string(), v.rawCheck(checkAzureConnectionString))),
  /** The hub's name in Redis channels and at Azure SignalR Service (clients still connect to /hubs/app). */
  SIGNALR_HUB: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9_]{0,127}$/, 'must start with a letter, then letters, digits or _')),
    'app',
  ),
});

/** Entra sign-in needs the scope its app exposes: named, or derived from PUBLIC_URL as aad.manifest.json does. */
const EnvWithDefaults = v.pipe(
  EnvSchema,
  v.forward(
    v.partialCheck(
      [['ENTRA_CLIENT_ID'], ['ENTRA_APP_ID_URI'], ['PUBLIC_URL']],
      (env) => !env.ENTRA_CLIENT_ID || Boolean(env.ENTRA_APP_ID_URI ?? env.PUBLIC_URL),
      "is needed with ENTRA_CLIENT_ID when PUBLIC_URL is not set (the Entra app's Application ID URI, e.g. api://hireloop.example.com/<client id>)",
    ),
    ['ENTRA_APP_ID_URI'],
  ),
  v.transform((env) => ({
    ...env,
    ENTRA_APP_ID_URI:
      env.ENTRA_APP_ID_URI ?? (env.ENTRA_CLIENT_ID && env.PUBLIC_URL ? defaultAppIdUri(env.PUBLIC_URL, env.ENTRA_CLIENT_ID) : undefined),
  })),
);

export type Env = v.InferOutput<typeof EnvWithDefaults>;

/** The parser's own message: what is wrong, never the key. */
function checkAzureConnectionString({ dataset, addIssue }: v.RawCheckContext<string>): void {
  if (!dataset.typed) return;
  try {
    parseAzureConnectionString(dataset.value);
  } catch (error) {
    addIssue({ message: error instanceof Error ? error.message : 'is not a connection string' });
  }
}

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = v.safeParse(EnvWithDefaults, present);
  if (!result.success) {
    const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.output;
}
