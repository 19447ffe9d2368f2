import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { FilterBar, type FilterBarProps } from '../../../src/web/ui/filter-bar/filter-bar';
import { renderUi } from './render-ui';

const now = () => new Date(2025, 2, 15, 16, 30);

function renderBar(overrides: Partial<FilterBarProps> = {}) {
  const onChange = vi.fn();
  const rendered = renderUi(
    <FilterBar
      onChange={onChange}
      now={now}
      departments={[{ id: 1, name: 'Engineering' }, { id: 2, name: 'Sales' }]}
      locations={[{ id: 'blr', name: 'Bengaluru' }]}
      sources={[{ id: 7, name: 'LinkedIn' }]}
      applicantStatuses={[{ id: 3, name: 'Shortlisted' }]}
      {...overrides}
    />,
  );
  return { ...rendered, onChange };
}

type User = ReturnType<typeof renderBar>['user'];

async function add(user: User, name: string) {
  await user.click(screen.getByRole('button', { name: 'Add' }));
  await user.click(await screen.findByRole('menuitem', { name }));
}

async function menuItems(user: User) {
  await user.click(screen.getByRole('button', { name: 'Add' }));
  const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
  await user.keyboard('{Escape}');
  return items;
}

describe('FilterBar', () => {
  it("the 'Add' menu offers the five filters", async () => {
    const { user } = renderBar();
    expect(await menuItems(user)).toEqual([
      'Date Filter',
      'Department Filter',
      'Location Filter',
      'Source Filter',
      'Applicant Status',
    ]);
  });

  it('each filter can be added only once', async () => {
    const { user } = renderBar();
    await add(user, 'Department Filter');
    expect(screen.getByRole('group', { name: 'Department Filter' })).toBeInTheDocument();
    expect(await menuItems(user)).not.toContain('Department Filter');
    for (const name of ['Date Filter', 'Location Filter', 'Source Filter', 'Applicant Status']) await add(user, name);
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
  });

  it('a removed filter is offered again and its value is dropped', async () => {
    const { user, onChange } = renderBar();
    await add(user, 'Department Filter');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'Sales');
    expect(onChange).toHaveBeenLastCalledWith({ departmentId: 2 });
    await user.click(screen.getByRole('button', { name: 'Remove Department Filter' }));
    expect(screen.queryByRole('group', { name: 'Department Filter' })).not.toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith({});
    expect(await menuItems(user)).toContain('Department Filter');
  });

  it('reports the option ids with their original types and clears them with All', async () => {
    const { user, onChange } = renderBar();
    await add(user, 'Location Filter');
    await add(user, 'Source Filter');
    await add(user, 'Applicant Status');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'Bengaluru');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Source' }), 'LinkedIn');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Applicant Status' }), 'Shortlisted');
    expect(onChange).toHaveBeenLastCalledWith({ locationId: 'blr', sourceId: 7, applicantStatusId: 3 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Source' }), 'All');
    expect(onChange).toHaveBeenLastCalledWith({ locationId: 'blr', applicantStatusId: 3 });
  });

  it('a date preset reports its range as yyyy-MM-dd', async () => {
    const { user, onChange } = renderBar();
    await add(user, 'Date Filter');
    const preset = screen.getByRole('combobox', { name: 'Date range' });
    expect(within(preset).getAllByRole('option').map((o) => o.textContent).slice(1)).toEqual([
      'Today',
      'Yesterday',
      'Last 7 days',
      'Last 30 days',
      'Last 90 days',
      'Last 180 days',
      'Custom',
    ]);
    await user.selectOptions(preset, 'Last 7 days');
    expect(onChange).toHaveBeenLastCalledWith({ fromDate: '2025-03-09', toDate: '2025-03-15' });
    await user.selectOptions(preset, 'Yesterday');
    expect(onChange).toHaveBeenLastCalledWith({ fromDate: '2025-03-14', toDate: '2025-03-14' });
  });

  it('Custom shows from and to date inputs and reports what is picked', async () => {
    const { user, onChange } = renderBar();
    await add(user, 'Date Filter');
    expect(screen.queryByLabelText('From')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Date range' }), 'Custom');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-01-01' } });
    expect(onChange).toHaveBeenLastCalledWith({ fromDate: '2025-01-01' });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-01-31' } });
    expect(onChange).toHaveBeenLastCalledWith({ fromDate: '2025-01-01', toDate: '2025-01-31' });
    await user.click(screen.getByRole('button', { name: 'Remove Date Filter' }));
    expect(onChange).toHaveBeenLastCalledWith({});
  });

  it('offers only the filters a page asks for', async () => {
    const { user } = renderBar({ filters: ['date', 'department'] });
    expect(await menuItems(user)).toEqual(['Date Filter', 'Department Filter']);
  });
});
