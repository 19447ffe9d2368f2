import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  SEO_GRAPH_IMAGE_REQUIRED,
  SEO_GRAPH_IMAGE_TYPE,
  SEO_TITLE_REQUIRED,
  type SeoGraph,
  type SeoGraphRow,
} from '../../../../../src/shared/contract/seo';
import { createJob } from '../../../../support/job-factory';
import { createTestApp, type TestApp, type TestUser } from '../../../../support/test-app';
import { useInProcessApi } from '../../../../support/web-api';
import { renderApp } from '../../../app/render-app';
import { findRow } from '../../../../support/find-row';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let jobId: number;
const ids: Record<string, number> = {};

const png = (name = 'og.png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1])], name, { type: 'image/png' });

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('web-seo-graph');
  admin = await t.factories.user(tenant, 'admin');
  manager = await t.factories.user(tenant, 'hiring_manager');
  jobId = (await createJob(t.db, admin.appId, { jobTitle: 'Backend Engineer' })).id;
  for (const [title, type] of [
    ['Acme Corporation', 'Organization'],
    ['Careers FAQ', 'FAQPage'],
  ] as const) {
    const { body, type: contentType } = await multipart([
      ['title', title],
      ['type', type],
      ['description', `<p>About <strong>${title}</strong></p>`],
      ['keywords[0]', 'acme'],
      ['file', png()],
    ]);
    const response = await t.call('POST', '/api/seo-graph', { as: admin, body, headers: { 'content-type': contentType } });
    ids[title] = (response.body.data as SeoGraph).id;
  }
});
afterAll(() => t.close());

/**
 * A multipart body built by hand: jsdom's FormData (the global in web tests) drops a File's bytes
 * on the way to the in-process API, and the SEO graph cannot be saved without its image.
 */
async function multipart(entries: [string, FormDataEntryValue][]) {
  const boundary = `----seo-graph-${Math.random().toString(16).slice(2)}`;
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  for (const [name, value] of entries) {
    if (typeof value === 'string') {
      parts.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
      continue;
    }
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name}"\r\nContent-Type: ${value.type || 'application/octet-stream'}\r\n\r\n`;
    parts.push(encoder.encode(head), new Uint8Array(await value.arrayBuffer()), encoder.encode('\r\n'));
  }
  parts.push(encoder.encode(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

/** Sends the page's multipart bodies through `multipart` (install after useInProcessApi); answers what each sent. */
function keepUploadedBytes() {
  const inner = globalThis.fetch;
  const sent: [string, FormDataEntryValue][][] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!(init?.body instanceof FormData)) return inner(input, init);
    const entries = [...init.body.entries()];
    sent.push(entries);
    const { body, type } = await multipart(entries);
    const headers = new Headers(init.headers);
    headers.set('content-type', type);
    return inner(input, { ...init, headers, body });
  });
  return sent;
}

const slow = { timeout: 10_000 };
const rowOf = (name: string) => findRow(() => screen.getByRole('cell', { name }));
const heading = (name: string) => screen.findByRole('heading', { name, level: 1 }, slow);
const location = () => screen.getByTestId('location').textContent;
const serverGraphs = async () => (await t.call('GET', '/api/seo-graph?limit=100', { as: admin })).body.data as SeoGraphRow[];
const read = async (id: number) => (await t.call('GET', `/api/seo-graph/${id}`, { as: admin })).body.data as SeoGraph;

describe('SEO graph screens', () => {
  it("lists entries under 'SEO-Graph' with Title, Type and the description as text", async () => {
    useInProcessApi(t, admin);
    renderApp('/seo-graph');
    expect(await heading('SEO-Graph')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'SEO graph entries' }, slow);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['Title', 'Type', 'Description']));
    const row = await rowOf('Careers FAQ');
    expect(within(row).getByText('FAQPage')).toBeInTheDocument();
    expect(within(row).getByText('About Careers FAQ')).toBeInTheDocument();
  });

  it('creates an entry with an image, keywords and a job; requires the image and refuses a non-image file', async () => {
    const { calls } = useInProcessApi(t, admin);
    const sent = keepUploadedBytes();
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/seo-graph/create');
    expect(await heading('Create SEO-Graph')).toBeInTheDocument();
    const description = await screen.findByRole('textbox', { name: 'Description' }, slow);
    expect(screen.getByText('A .jpg or .png file of at most 2 MB.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SEO_TITLE_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(SEO_GRAPH_IMAGE_REQUIRED)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Backend posting');
    await user.selectOptions(screen.getByRole('combobox', { name: /Type/ }), 'JobPosting');
    description.innerHTML = '<p>Structured data for the opening.</p>';
    await user.type(screen.getByRole('textbox', { name: /Keywords/ }), 'backend{Enter}node.js{Enter}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Backend Engineer' })).toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: /Job/ }), String(jobId));
    const file = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(file, new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(SEO_GRAPH_IMAGE_TYPE)).toBeInTheDocument();
    await user.upload(file, png('posting.png'));
    expect(await screen.findByText('posting.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/seo-graph'));
    expect(sent[0].map(([name]) => name)).toEqual(
      expect.arrayContaining(['title', 'type', 'description', 'keywords[0]', 'keywords[1]', 'jobId', 'file']),
    );
    const saved = (await serverGraphs()).find((row) => row.title === 'Backend posting');
    expect(await read(saved!.id)).toMatchObject({
      type: 'JobPosting',
      description: '<p>Structured data for the opening.</p>',
      keywords: ['backend', 'node.js'],
      jobId,
      image: `/api/seo-graph/${saved!.id}/image`,
    });
  });

  it('edits an entry by POST {id}, keeping its stored image; Cancel returns to /seo-graph', async () => {
    const { calls } = useInProcessApi(t, admin);
    const user = userEvent.setup();
    renderApp(`/seo-graph/edit/${ids['Acme Corporation']}`);
    expect(await heading('Edit SEO-Graph')).toBeInTheDocument();
    const title = await screen.findByRole('textbox', { name: /Title/ }, slow);
    expect(title).toHaveValue('Acme Corporation');
    expect(await screen.findByRole('img', { name: 'Stored image' }, slow)).toBeInTheDocument();
    await user.clear(title);
    await user.type(title, 'Acme Corp');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/seo-graph'));
    expect(calls.some((call) => call.method === 'POST' && call.path.startsWith(`/api/seo-graph/${ids['Acme Corporation']}`))).toBe(true);
    expect(await read(ids['Acme Corporation'])).toMatchObject({ title: 'Acme Corp', image: expect.any(String) });

    await user.click(within(await rowOf('Careers FAQ')).getByRole('button', { name: 'Edit' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }, slow));
    await waitFor(() => expect(location()).toBe('/seo-graph'));
  });

  it('views an entry with the fields disabled and Save hidden', async () => {
    useInProcessApi(t, admin);
    renderApp(`/seo-graph/view/${ids['Careers FAQ']}`);
    expect(await heading('View SEO-Graph')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /Title/ }, slow)).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /Type/ })).toBeDisabled();
    expect(await screen.findByRole('textbox', { name: 'Description' }, slow)).toHaveAttribute('contenteditable', 'false');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Upload image|Replace image/ })).toBeDisabled();
  });

  it('offers only View to a user who may read but not write', async () => {
    useInProcessApi(t, manager);
    renderApp('/seo-graph');
    const row = await rowOf('Careers FAQ');
    expect(within(row).getByRole('button', { name: 'View' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
  });
});
