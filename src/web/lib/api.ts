import type { ErrorResponse } from '../../shared/contract/list';
import { redirectToLogin, getAppKey } from '../host/session';
import { getAccessToken, SignInRequiredError } from '../host/sign-in';
import { reportNetworkFailure } from './network-status';
import { API_ROOT } from '../../shared/contract/api-paths';

/** An API failure: the HTTP status (0 when the server could not be reached), message and field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]> | undefined;

  constructor(status: number, message: string, errors?: Record<string, string[]>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

type Scalar = string | number | boolean;
export type QueryValue = Scalar | null | undefined | readonly Scalar[];
export type QueryParams = Readonly<Record<string, QueryValue>>;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: HttpMethod;
  query?: QueryParams;
  /** FormData is sent as multipart; anything else as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

/** '/api/job' stays as is; 'job' becomes '/api/job'. */
export function apiPath(path: string): string {
  return path.startsWith('/') ? path : `${API_ROOT}/${path}`;
}

/** The request address with the query and the `app` parameter. Arrays repeat the name. */
export function apiUrl(path: string, query: QueryParams = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) for (const item of value) params.append(name, String(item));
    else params.set(name, String(value));
  }
  const app = getAppKey();
  if (app && !params.has('app')) params.set('app', app);
  const rest = params.toString();
  return `${apiPath(path)}${rest ? `?${rest}` : ''}`;
}

async function readError(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as Partial<ErrorResponse>;
    return new ApiError(response.status, body.message || response.statusText || `HTTP ${response.status}`, body.errors);
  } catch {
    return new ApiError(response.status, response.statusText || `HTTP ${response.status}`);
  }
}

async function readBody<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The signed-in user's access token; a lost sign-in sends the browser to sign in and rejects with a 401. */
export async function bearer(): Promise<string> {
  try {
    return await getAccessToken();
  } catch (error) {
    if (error instanceof SignInRequiredError) {
      if (!error.redirecting) redirectToLogin();
      throw new ApiError(401, 'Sign-in required');
    }
    throw error;
  }
}

/**
 * Calls the API with the bearer token and the `app` parameter. Resolves with the parsed JSON body;
 * rejects with ApiError. A 401 sends the browser to sign-in; an unreachable server is reported to
 * the network-status store (the Network Error dialog) and rejects with status 0.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${await bearer()}` };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), { method, headers, body: payload, signal });
  } catch (error) {
    // fetch rejects with a TypeError when the server cannot be reached (an abort is a DOMException).
    if (error instanceof TypeError) {
      reportNetworkFailure();
      throw new ApiError(0, 'Network Error');
    }
    throw error;
  }

  if (response.status === 401) {
    redirectToLogin();
    throw await readError(response);
  }
  if (!response.ok) throw await readError(response);
  return readBody<T>(response);
}

/** A file the API serves (an image, a resume) as a Blob, with the same bearer and app parameter. */
export async function apiBlob(path: string, query?: QueryParams): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), { headers: { Authorization: `Bearer ${await bearer()}` } });
  } catch (error) {
    if (error instanceof TypeError) {
      reportNetworkFailure();
      throw new ApiError(0, 'Network Error');
    }
    throw error;
  }
  if (!response.ok) throw await readError(response);
  return response.blob();
}

/** What to tell the user about a failed call: the server's message, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}

export function apiGet<T>(path: string, query?: QueryParams, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>(path, { query, signal });
}

export function apiPost<T>(path: string, body?: unknown, query?: QueryParams): Promise<T> {
  return apiRequest<T>(path, { method: 'POST', body, query });
}

export function apiPut<T>(path: string, body?: unknown, query?: QueryParams): Promise<T> {
  return apiRequest<T>(path, { method: 'PUT', body, query });
}

export function apiDelete<T>(path: string, body?: unknown, query?: QueryParams): Promise<T> {
  return apiRequest<T>(path, { method: 'DELETE', body, query });
}

function appendValue(form: FormData, name: string, value: unknown): void {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return;
  if (value === null) form.append(name, '');
  else if (value instanceof Blob) form.append(name, value);
  else if (value instanceof Date) form.append(name, value.toISOString());
  else if (Array.isArray(value)) value.forEach((item: unknown, i) => appendValue(form, `${name}[${i}]`, item));
  else if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) appendValue(form, `${name}[${key}]`, item);
  } else form.append(name, String(value));
}

/**
 * A multipart body: arrays as `name[i]`, nested objects as `name[key]`, files as they are,
 * dates as ISO strings, null as an empty field; undefined is left out.
 */
export function toFormData(values: object): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) appendValue(form, name, value);
  return form;
}
