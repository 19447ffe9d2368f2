// How every floor page reads the API: the app's session from localStorage (as the app keeps it),
// the bearer token on each request and the `app` parameter in each address, nothing else.

/** `path` with its query and the signed-in app, as the app's own client writes the address. */
export function apiUrl(path: string, query: Record<string, string | number> = {}): string {
  const params = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));
  params.set('app', localStorage.getItem('appToken') ?? '');
  return `${path}?${params}`;
}

export async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${localStorage.getItem('selfToken') ?? ''}` } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}
