import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { PdfViewer, PDF_FAILED_TEXT } from '../../../src/web/ui/pdf-viewer';
import { createTestApp, type TestApp, type TestUser } from '../../support/test-app';
import { createApplication, createJob } from '../../support/job-factory';
import { holdRequests, useInProcessApi } from '../../support/web-api';
import { renderUi } from './render-ui';

let t: TestApp;
let admin: TestUser;
const ids: Record<string, number> = {};

async function onePagePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([300, 400]).drawText('Page one', { x: 20, y: 350, font, size: 14 });
  return doc.save();
}

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('web-pdf-viewer');
  admin = await t.factories.user(tenant, 'admin');
  const job = await createJob(t.db, tenant.id);
  const apply = async (resumePath: string | null) => (await createApplication(t.db, tenant.id, job.id, { resumePath })).id;
  ids.pdf = await apply(await t.deps.storage.put(await onePagePdf(), 'pdf'));
  ids.broken = await apply(await t.deps.storage.put(new TextEncoder().encode('%PDF-1.4 but nothing else'), 'pdf'));
  ids.none = await apply(null);
});
afterAll(() => t.close());

const view = (id: number) => renderUi(<PdfViewer path={`/api/applicant/${id}/resume`} fileName="Asha-Rao-resume.pdf" missingText="No resume was uploaded." label="Resume pages" />);
const slow = { timeout: 10_000 };

describe('PdfViewer', () => {
  it('shows a loading state while the file is fetched with the signed-in user', async () => {
    const { calls } = useInProcessApi(t, admin);
    const held = holdRequests((_, path) => path.includes('/resume'));
    view(ids.pdf);
    expect(await screen.findByText('Loading the document…')).toBeInTheDocument();
    held.release();
    await screen.findByText(/pages?$|could not be shown/, undefined, slow);
    expect(calls.some((call) => call.path.startsWith(`/api/applicant/${ids.pdf}/resume`))).toBe(true);
  });

  it("says what a missing file means (the server's 404)", async () => {
    useInProcessApi(t, admin);
    view(ids.none);
    expect(await screen.findByText('No resume was uploaded.', undefined, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
  });

  it('says a file it cannot read could not be shown, and still offers Download', async () => {
    useInProcessApi(t, admin);
    view(ids.broken);
    expect(await screen.findByText(PDF_FAILED_TEXT, undefined, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
  });
  // Drawing pages needs canvas and a worker, which jsdom lacks: tests/e2e/applicant-resume.spec.ts checks them in Chromium.
});
