import { bearerToken, identifyCaller } from '../auth/caller';
import type { Caller, AppDeps } from '../core/context';
import { HttpError, forbidden, unauthorized } from '../core/errors';
import type { HubConnection } from './connection';
import type { RealtimeHub } from './hub';

/**
 * The caller of a hub request. Browsers cannot set a header on a WebSocket, so the token may also
 * come as `access_token` in the query; it is checked exactly like the header.
 */
export async function hubCaller(deps: AppDeps, url: URL, authorization: string | undefined): Promise<Caller> {
  const token = bearerToken(authorization) ?? url.searchParams.get('access_token');
  if (!token) throw unauthorized();
  return identifyCaller(deps, token, url.searchParams.get('app') ?? undefined);
}

/**
 * The connection a transport request names by `id`, when its caller is the user who negotiated it.
 * Without a local hub (Azure SignalR Service serves the clients) no id is known here.
 */
export async function callerConnection(
  deps: AppDeps,
  hub: RealtimeHub | null,
  url: URL,
  authorization: string | undefined,
): Promise<HubConnection> {
  const caller = await hubCaller(deps, url, authorization);
  const connection = hub?.connection(url.searchParams.get('id') ?? '');
  if (!connection) throw new HttpError(404, 'No connection with this id.');
  if (connection.identity.appId !== caller.appId || connection.identity.userId !== caller.user.id) throw forbidden();
  return connection;
}
