import type { HubIdentity } from '../realtime/connection';
import type { RealtimeHub } from '../realtime/hub';
import type { Realtime } from './realtime';

/** Text only: the hub speaks the JSON protocol. Stateful reconnect is never offered (the client would use it). */
export const availableTransports = [
  { transport: 'WebSockets', transferFormats: ['Text'] },
  { transport: 'LongPolling', transferFormats: ['Text'] },
];

/** What `POST /hubs/app/negotiate` answers: a connection on this server, or a redirect to Azure SignalR Service. */
export type NegotiateAnswer =
  | { negotiateVersion: 1; connectionId: string; connectionToken: string; availableTransports: typeof availableTransports }
  | { url: string; accessToken: string };

/**
 * Where clients connect and how pushes reach them, picked from the environment at start: this
 * server's hub alone, the hubs of every instance joined through Redis, or Azure SignalR Service.
 * Services only see the `Realtime` part (ctx.realtime); negotiate and the transports see the rest.
 */
export interface HubBackend extends Realtime {
  /**
   * A signed-in user's new connection: it receives what is sent to the user, to `groups` (what
   * their identity gives them, e.g. their chat channels) and to groups the user was added to.
   */
  answerNegotiate(identity: HubIdentity, groups: readonly string[]): Promise<NegotiateAnswer>;
  /** The connections this process serves over WebSockets and long polling; null when Azure serves them. */
  readonly localHub: RealtimeHub | null;
  /** Shutdown: clients are told to reconnect (elsewhere), connections to Redis are closed. */
  close(): Promise<void>;
}
