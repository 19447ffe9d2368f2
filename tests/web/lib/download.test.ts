import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/web/lib/api';
import { fetchDownload, fileNameOf, progressShare, saveBlob, type DownloadProgress } from '../../../src/web/lib/download';
import { signInAsSelf } from '../app/fake-api';

function streamed(chunks: string[], headers: Record<string, string>): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers });
}

beforeEach(() => signInAsSelf('tok', 'acme'));
afterEach(() => vi.unstubAllGlobals());

describe('fetchDownload', () => {
  it('sends the bearer and app, reports rows against X-Total-Count and names the file', async () => {
    const fetch = vi.fn(async () =>
      streamed(['\uFEFFId,Name\r\n1,A\r\n', '2,B\r\n3,C\r\n'], {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="applications-2026-11-22.csv"',
        'X-Total-Count': '3',
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const seen: DownloadProgress[] = [];
    const file = await fetchDownload('v2/application/export', {
      query: { jobId: 4, applicantId: [1, 2] },
      onProgress: (p) => seen.push(p),
      fallbackName: 'x.csv',
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v2/application/export?jobId=4&applicantId=1&applicantId=2&app=acme');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok');
    expect(seen.map((p) => [p.rows, p.totalRows])).toEqual([
      [1, 3],
      [3, 3],
    ]);
    expect(progressShare(seen[0])).toBeCloseTo(1 / 3);
    expect(file.fileName).toBe('applications-2026-11-22.csv');
    expect(await file.blob.text()).toContain('3,C');
  });

  it("rejects with the server's message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ message: 'The given data was invalid.', errors: { toDate: ['bad'] } }), { status: 422 }),
      ),
    );
    const failure = await fetchDownload('v2/application/export', { fallbackName: 'x.csv' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 422, message: 'The given data was invalid.' });
  });

  it('is stopped by its signal', async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        init.signal?.throwIfAborted();
        return new Response('');
      }),
    );
    await expect(fetchDownload('v2/application/export', { signal: controller.signal, fallbackName: 'x.csv' })).rejects.toThrow();
  });
});

describe('helpers', () => {
  it('reads the file name or falls back', () => {
    expect(fileNameOf('attachment; filename="a.csv"', 'b.csv')).toBe('a.csv');
    expect(fileNameOf(null, 'b.csv')).toBe('b.csv');
  });

  it('has no share without a total, and a whole one for an empty export', () => {
    expect(progressShare({ bytes: 1, rows: 1, totalRows: null })).toBeNull();
    expect(progressShare({ bytes: 1, rows: 0, totalRows: 0 })).toBe(1);
  });

  it('saves through a temporary link', () => {
    const create = vi.fn(() => 'blob:x');
    const revoke = vi.fn();
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      saveBlob(new Blob(['x']), 'a.csv');
      expect(create).toHaveBeenCalledTimes(1);
      expect(click).toHaveBeenCalledTimes(1);
      expect(document.querySelector('a[download]')).toBeNull();
    } finally {
      click.mockRestore();
      Object.assign(URL, { createObjectURL: original.create, revokeObjectURL: original.revoke });
    }
  });
});
