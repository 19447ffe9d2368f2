/** What an Azure SignalR Service connection string gives: the service's origin and the key tokens are signed with. */
export interface AzureSignalRAccess {
  /** `https://<name>.service.signalr.net` (with `:<Port>` when the string names one), no trailing slash. */
  endpoint: string;
  accessKey: string;
}

/**
 * `Endpoint=https://<name>.service.signalr.net;AccessKey=<key>;Version=1.0;` (keys in any case,
 * optional `Port=`). The AccessKey is base64 and may end with `=`, so only the first `=` splits.
 * Throws with what is wrong, never with the key.
 */
export function parseAzureConnectionString(text: string): AzureSignalRAccess {
  const fields = new Map<string, string>();
  for (const part of text.split(';')) {
    const at = part.indexOf('=');
    if (at > 0) fields.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim());
  }
  const endpoint = fields.get('endpoint');
  const accessKey = fields.get('accesskey');
  if (!endpoint || !accessKey) throw new Error('needs Endpoint=https://<name>.service.signalr.net;AccessKey=<key>;Version=1.0;');
  const version = fields.get('version');
  if (version && version !== '1.0') throw new Error(`Version ${version} is not supported (1.0 is).`);
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new Error('Endpoint is not a URL.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('Endpoint must be an https:// address.');
  const port = fields.get('port');
  if (port) {
    if (!/^\d{1,5}$/.test(port)) throw new Error('Port must be a number.');
    url.port = port;
  }
  return { endpoint: url.origin, accessKey };
}
