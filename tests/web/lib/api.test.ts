import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../../src/web/host/browser-location';
import { apiDelete, apiGet, apiPost, apiPut, ApiError, apiUrl, toFormData } from '../../../src/web/lib/api';
import { clearNetworkFailure, getNetworkStatus } from '../../../src/web/lib/network-status';
import { apiFetcher } from '../../../src/web/lib/swr';
import { installFakeApi, json, networkFailure, signInAsSelf } from '../app/fake-api';

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  signInAsSelf('tok', 'acme');
});
afterEach(() => {
  vi.restoreAllMocks();
  clearNetworkFailure();
});

describe('api client', () => {
  it('adds the bearer token and the app parameter', async () => {
    const api = installFakeApi({ 'GET /api/job': { data: [], meta: {} } });
    await apiGet('/api/job', { page: 2, search: 'dev', skip: undefined, empty: '' });
    const call = api.calls[0];
    expect(call.headers.get('Authorization')).toBe('Bearer tok');
    expect(call.path).toBe('/api/job?page=2&search=dev&app=acme');
  });

  it('accepts paths without the /api prefix and repeats array query values', () => {
    expect(apiUrl('v2/application', { applicantRelated: ['a', 'b'] })).toBe(
      '/api/v2/application?applicantRelated=a&applicantRelated=b&app=acme',
    );
  });

  it('sends JSON bodies as JSON and FormData as multipart', async () => {
    const seen: { type: string | null; body: unknown }[] = [];
    installFakeApi({
      'PUT /api/application/3': (_url, init) => {
        seen.push({ type: new Headers(init?.headers).get('Content-Type'), body: init?.body });
        return { data: { ok: true } };
      },
      'POST /api/multiple-job-delete': (_url, init) => {
        seen.push({ type: new Headers(init?.headers).get('Content-Type'), body: init?.body });
        return json(null, 204);
      },
    });
    await expect(apiPut('/api/application/3', { statusId: 4 })).resolves.toEqual({ data: { ok: true } });
    await expect(apiPost('/api/multiple-job-delete', toFormData({ jobId: [1, 2] }))).resolves.toBeUndefined();
    expect(seen[0]).toEqual({ type: 'application/json', body: '{"statusId":4}' });
    expect(seen[1].type).toBeNull();
    expect(seen[1].body).toBeInstanceOf(FormData);
  });

  it('throws ApiError with status, message and field errors', async () => {
    installFakeApi({ 'DELETE /api/stage/9': json({ message: 'Invalid input', errors: { name: ['is required'] } }, 422) });
    const error = await apiDelete('/api/stage/9').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'Invalid input', errors: { name: ['is required'] } });
  });

  it('sends the user to sign-in on 401', async () => {
    installFakeApi({ 'GET /api/userinfo': json({ message: 'Unauthorized' }, 401) });
    await expect(apiGet('/api/userinfo')).rejects.toMatchObject({ status: 401 });
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^\/account\/login\?callback=/));
  });

  it('sends the user to sign-in without calling the API when there is no token', async () => {
    localStorage.clear();
    const api = installFakeApi();
    await expect(apiGet('/api/userinfo')).rejects.toMatchObject({ status: 401 });
    expect(api.calls).toHaveLength(0);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('reports an unreachable server to the network status and rejects with status 0', async () => {
    installFakeApi({ 'GET /api/userinfo': networkFailure() });
    expect(getNetworkStatus().offline).toBe(false);
    await expect(apiGet('/api/userinfo')).rejects.toMatchObject({ status: 0, message: 'Network Error' });
    expect(getNetworkStatus().offline).toBe(true);
  });

  it('does not treat an aborted request as a network failure', async () => {
    installFakeApi({ 'GET /api/userinfo': new DOMException('aborted', 'AbortError') });
    await expect(apiGet('/api/userinfo')).rejects.toMatchObject({ name: 'AbortError' });
    expect(getNetworkStatus().offline).toBe(false);
  });

  it('fetches SWR keys given as a path or as [path, params]', async () => {
    const api = installFakeApi({ 'GET /api/source': { data: [] } });
    await apiFetcher('/api/source');
    await apiFetcher(['/api/source', { limit: 5 }] as const);
    expect(api.calls.map((c) => c.path)).toEqual(['/api/source?app=acme', '/api/source?limit=5&app=acme']);
  });
});

describe('toFormData', () => {
  it('writes arrays as name[i], nested objects as name[key], skips undefined', () => {
    const file = new File(['x'], 'cv.pdf', { type: 'application/pdf' });
    const form = toFormData({
      applicantId: [4, 9],
      statusId: 2,
      comment: undefined,
      remark: null,
      file,
      stage: [{ sequence: 1, statusId: 3 }],
    });
    expect([...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : 'file'])).toEqual([
      ['applicantId[0]', '4'],
      ['applicantId[1]', '9'],
      ['statusId', '2'],
      ['remark', ''],
      ['file', 'file'],
      ['stage[0][sequence]', '1'],
      ['stage[0][statusId]', '3'],
    ]);
  });
});
