import type { Logger } from 'pino';
import type { Role } from '../../shared/contract/permissions';
import type { Db } from '../db/client';
import type { EntraClient, EntraConfig } from '../auth/entra';
import type { TokenSigner } from '../auth/tokens';
import type { FileStore } from '../storage/file-store';
import type { HubBackend } from './hub-backend';
import type { Realtime } from './realtime';
import type { ActivityFeed } from '../teams/activity-feed';
import type { Schedule } from '../../shared/rules/throttle';

/** Everything the app needs from the outside world; tests inject their own. */
export interface AppDeps {
  db: Db;
  clock: () => Date;
  storage: FileStore;
  logger: Logger;
  auth: {
    signer: TokenSigner;
    entra: EntraConfig | null;
    /** Public part of the SSO configuration handed to the web client. */
    entraClient: EntraClient | null;
    loginAttemptsPerWindow: number;
  };
  /** Careers-site applications per client address per 10 minutes; APPLY_RATE_LIMIT.attempts when left out. */
  applyAttemptsPerWindow?: number;
  accountProfileUrl: string;
  /** Origins besides Microsoft's that may host the app as a Teams tab (a test host); none in production. */
  teamsExtraHostOrigins?: string[];
  /** The address users reach the app at, when a proxy in front changes it. */
  publicUrl?: string;
  /** Folder with the built web app; omitted in tests and in `npm run dev`. */
  webRoot?: string;
  /**
   * Where clients connect and how pushes reach them (this process's hub, the hubs of all instances
   * over Redis, or Azure SignalR Service); tests that do not connect get a private in-process hub.
   */
  realtime?: HubBackend;
  /**
   * GET /api/health's database check (Database.alive: through the pool, vouched for by the
   * statements it serves); otherwise health runs its statement on `db` each time.
   */
  databaseAlive?: () => Promise<void>;
  /** Referral news in the referrer's Teams activity feed, when Microsoft Graph is configured. */
  activityFeed?: ActivityFeed;
  /** Timers of throttled pushes (HIRING_CHANGED_EVENT); tests pass their own to drive time. Unref'd setTimeout when left out. */
  schedule?: Schedule;
}

export interface SignedInUser {
  id: number;
  role: Role;
  email: string;
}

/** What a service receives: the database, the file store, pushes to clients, the tenant and the user. */
export interface ServiceContext {
  db: Db;
  storage: FileStore;
  realtime: Realtime;
  appId: number;
  appKey: string;
  user: SignedInUser;
  now: Date;
  /**
   * The app's IANA time zone, read with the signed-in user on every request; contexts built
   * outside a request may leave it out, and `appToday` then reads it.
   */
  timeZone?: string;
  /** Referral news in Teams' activity feed, when configured. */
  activityFeed?: ActivityFeed;
}

/** A request's parsed body: JSON or form fields (form arrays folded, see http/body.ts). */
export type Body = Record<string, unknown>;

/** The tenant and user a request acts as. */
export type Caller = Pick<ServiceContext, 'appId' | 'appKey' | 'user'>;

export interface AppEnv {
  Variables: {
    ctx: ServiceContext;
    body: Body;
    requestId: string;
  };
}
