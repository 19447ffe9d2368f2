// The JSON hub protocol of ASP.NET Core SignalR (HubProtocol.md): records are JSON texts each ended
// by the record separator 0x1E; one frame or HTTP body may carry several.

export const RECORD_SEPARATOR = '\x1e';

/** The message types this hub sends or acts on; streaming, Ack and Sequence are not spoken. */
export const MessageType = {
  Invocation: 1,
  Completion: 3,
  Ping: 6,
  Close: 7,
} as const;

export type HubMessage =
  | { type: typeof MessageType.Invocation; target: string; arguments: unknown[]; invocationId?: string }
  | { type: typeof MessageType.Completion; invocationId: string; error: string }
  | { type: typeof MessageType.Ping }
  | { type: typeof MessageType.Close; error?: string; allowReconnect?: boolean };

export const encodeRecord = (value: object): string => JSON.stringify(value) + RECORD_SEPARATOR;

/** A server push: an Invocation without an id (no answer expected). A group's push is encoded once for all its connections. */
export const encodeInvocation = (target: string, args: unknown[]): string =>
  encodeRecord({ type: MessageType.Invocation, target, arguments: args });

/** Splits complete records off a buffer; whatever follows the last separator is an unfinished record. */
export function splitRecords(buffer: string): { records: string[]; rest: string } {
  const parts = buffer.split(RECORD_SEPARATOR);
  return { records: parts.slice(0, -1), rest: parts[parts.length - 1] };
}

/** The handshake request: only JSON version 1 is spoken. Returns the error to answer with, or null. */
export function handshakeError(record: string): string | null {
  let request: unknown;
  try {
    request = JSON.parse(record);
  } catch {
    return 'The handshake request is not valid JSON.';
  }
  const { protocol, version } = (request ?? {}) as { protocol?: unknown; version?: unknown };
  if (protocol !== 'json') return `The protocol '${String(protocol)}' is not supported.`;
  if (version !== 1) return `The server does not support version ${String(version)} of the 'json' protocol.`;
  return null;
}

/** A client record's type and invocation id, or null when it is not a JSON object with a numeric type. */
export function readClientMessage(record: string): { type: number; invocationId?: string } | null {
  try {
    const message = JSON.parse(record) as { type?: unknown; invocationId?: unknown } | null;
    if (!message || typeof message.type !== 'number') return null;
    return { type: message.type, invocationId: typeof message.invocationId === 'string' ? message.invocationId : undefined };
  } catch {
    return null;
  }
}
