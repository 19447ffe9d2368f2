import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { ExportButton } from '../../../../src/web/ui/export-button/export-button';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';
import { holdRequests, useInProcessApi } from '../../../support/web-api';
import { createApplication, createJob } from '../../../support/job-factory';

let t: TestApp;
let admin: TestUser;
let employee: TestUser;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('web-export-button');
  admin = await t.factories.user(tenant, 'admin');
  employee = await t.factories.user(tenant, 'employee');
  const job = await createJob(t.db, tenant.id, { jobTitle: 'Backend Engineer' });
  ids.job = job.id;
  ids.asha = (await createApplication(t.db, tenant.id, job.id, { firstName: 'Asha' })).id;
  ids.bala = (await createApplication(t.db, tenant.id, job.id, { firstName: 'Bala' })).id;
});
afterAll(() => t.close());
afterEach(() => vi.unstubAllGlobals());

/** Catches the saved file: the Blob handed to the download link and the link's name. */
function catchSave() {
  const saved: { blob: Blob | null; name: string | null } = { blob: null, name: null };
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  Object.assign(URL, { createObjectURL: (blob: Blob) => ((saved.blob = blob), 'blob:export'), revokeObjectURL: () => undefined });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.name = this.download;
  });
  return {
    saved,
    restore() {
      click.mockRestore();
      Object.assign(URL, { createObjectURL: original.create, revokeObjectURL: original.revoke });
    },
  };
}

const renderButton = (query: Record<string, string | number | undefined>, selectedIds: number[]) =>
  render(
    <FluentProvider theme={webLightTheme}>
      <ExportButton query={query} selectedIds={selectedIds} />
    </FluentProvider>,
  );

describe('ExportButton', () => {
  it('exports the filtered list and saves the CSV under the server’s name', async () => {
    const { calls } = useInProcessApi(t, admin);
    const save = catchSave();
    try {
      renderButton({ jobId: ids.job, search: '', page: 3 }, []);
      await userEvent.click(screen.getByRole('button', { name: 'Export' }));
      await waitFor(() => expect(save.saved.name).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/));
      const text = await save.saved.blob!.text();
      expect(text).toContain('Asha');
      expect(text).toContain('Bala');
      expect(calls.at(-1)?.path).toMatch(new RegExp(`^/api/v2/application/export\\?jobId=${ids.job}&app=`));
    } finally {
      save.restore();
    }
  });

  it('names and exports only the selection', async () => {
    useInProcessApi(t, admin);
    const save = catchSave();
    try {
      renderButton({}, [ids.bala]);
      await userEvent.click(screen.getByRole('button', { name: 'Export selected (1)' }));
      await waitFor(() => expect(save.saved.blob).not.toBeNull());
      const text = await save.saved.blob!.text();
      expect(text).toContain('Bala');
      expect(text).not.toContain('Asha');
    } finally {
      save.restore();
    }
  });

  it('shows progress and a Cancel while the file downloads; Cancel saves nothing', async () => {
    useInProcessApi(t, admin);
    const held = holdRequests((_method, path) => path.startsWith('/api/v2/application/export'));
    const save = catchSave();
    try {
      renderButton({}, []);
      await userEvent.click(screen.getByRole('button', { name: 'Export' }));
      expect(await screen.findByRole('progressbar')).toBeInTheDocument();
      expect(screen.getByText('Starting export…')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Cancel export' }));
      held.release();
      expect(await screen.findByRole('button', { name: 'Export' })).toBeInTheDocument();
      expect(save.saved.blob).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      save.restore();
    }
  });

  it('shows the server’s message when the export is refused', async () => {
    useInProcessApi(t, employee);
    renderButton({}, []);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/\S/);
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });
});
