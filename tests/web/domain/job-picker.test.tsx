import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { jobs } from '../../../src/server/db/schema';
import { AppProviders } from '../../../src/web/app/app';
import { BROWSER_HOST } from '../../../src/web/host/teams';
import { JobPicker } from '../../../src/web/domain/job-picker';
import { createTestApp, type TestApp, type TestUser } from '../../support/test-app';
import { useInProcessApi } from '../../support/web-api';

let t: TestApp;
let admin: TestUser;
/** Past the first page of the picker's 20 active jobs, alphabetically. */
let lastJobId: number;
let expiredJobId: number;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('web-job-picker');
  admin = await t.factories.user(tenant, 'admin');
  const many = Array.from({ length: 25 }, (_, i) => ({ appId: admin.appId, jobTitle: `Analyst ${String(i + 1).padStart(2, '0')}` }));
  await t.db.insert(jobs).values(many);
  const [last] = await t.db.insert(jobs).values({ appId: admin.appId, jobTitle: 'Zeta Platform Lead', jobCode: 'ZPL-1' }).returning();
  const [expired] = await t.db.insert(jobs).values({ appId: admin.appId, jobTitle: 'Legacy Tester', expiryDate: '2020-01-31' }).returning();
  lastJobId = last.id;
  expiredJobId = expired.id;
});
afterAll(() => t.close());

function renderPicker(value: string) {
  const onChange = vi.fn();
  render(
    <AppProviders host={BROWSER_HOST} isolatedCache>
      <MemoryRouter>
        <JobPicker label="Select Job" value={value} onChange={onChange} anyLabel="All jobs" />
      </MemoryRouter>
    </AppProviders>,
  );
  return { onChange, box: screen.getByRole('combobox', { name: 'Select Job' }) };
}

describe('JobPicker', () => {
  it("names the chosen job even when the first page of jobs does not hold it (a reload with the job's id in the address)", async () => {
    const { calls } = useInProcessApi(t, admin);
    const { box } = renderPicker(String(lastJobId));
    await waitFor(() => expect(box).toHaveValue('Zeta Platform Lead (ZPL-1)'));
    expect(calls.some((call) => call.path.startsWith(`/api/job/${lastJobId}`))).toBe(true);
  });

  it('lists the first active and expired jobs, and searches titles and codes on the server as the user types', async () => {
    const { calls } = useInProcessApi(t, admin);
    const user = userEvent.setup();
    const { box, onChange } = renderPicker('');
    expect(box).toHaveValue('All jobs');
    await user.click(box);
    const list = await screen.findByRole('listbox');
    await within(list).findByRole('option', { name: 'Analyst 01' });
    expect(within(list).getAllByRole('option', { name: /^Analyst/ })).toHaveLength(20);
    expect(within(list).getByRole('group', { name: 'Expired jobs' })).toHaveTextContent('Legacy Tester');
    expect(within(list).queryByRole('option', { name: /Zeta/ })).not.toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'zpl');
    await user.click(await within(list).findByRole('option', { name: 'Zeta Platform Lead (ZPL-1)' }, { timeout: 5000 }));
    expect(onChange).toHaveBeenLastCalledWith(String(lastJobId));
    expect(calls.some((call) => call.path.startsWith('/api/jobs/filter') && call.path.includes('search=zpl'))).toBe(true);
    expect(calls.some((call) => call.path.startsWith('/api/expired-jobs/filter') && call.path.includes('search=zpl'))).toBe(true);
  });

  it('offers an expired job and All, and says when nothing matches', async () => {
    useInProcessApi(t, admin);
    const user = userEvent.setup();
    const { box, onChange } = renderPicker(String(expiredJobId));
    await waitFor(() => expect(box).toHaveValue('Legacy Tester'));
    await user.click(box);
    await user.click(await screen.findByRole('option', { name: 'All jobs' }));
    expect(onChange).toHaveBeenLastCalledWith('');

    await user.clear(box);
    await user.type(box, 'no such job');
    expect(await screen.findByRole('option', { name: "Nothing matches 'no such job'" }, { timeout: 5000 })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
