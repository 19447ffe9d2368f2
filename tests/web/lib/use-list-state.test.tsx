import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { useListState, type ListState } from '../../../src/web/lib/use-list-state';

let state: ListState;
const report = (next: ListState) => {
  state = next;
};

function Probe() {
  const current = useListState({ filters: ['published'] });
  useEffect(() => report(current));
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

function start(url: string) {
  const router = createMemoryRouter([{ path: '/jobs', element: <Probe /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

const location = () => screen.getByTestId('location').textContent;

describe('useListState: a list view kept in the address', () => {
  it('restores page, size, search, sort and filters from a pasted link', () => {
    start('/jobs?page=3&limit=25&search=ann&sort=jobTitle&order=desc&published=1');
    expect(state).toMatchObject({
      page: 3,
      limit: 25,
      search: 'ann',
      sorting: [{ id: 'jobTitle', desc: true }],
      filters: { published: '1' },
    });
  });

  it('reads defaults when the address has none, and ignores values that are not page numbers', () => {
    start('/jobs?page=-2&limit=abc');
    expect(state).toMatchObject({ page: 1, limit: 10, search: '', sorting: [], filters: { published: '' } });
  });

  it('caps the page size at the API maximum of 100', () => {
    start('/jobs?limit=5000');
    expect(state.limit).toBe(100);
  });

  it('leaves defaults out of the address and keeps parameters it does not own', () => {
    start('/jobs?process=4');
    act(() => state.setPage(2));
    expect(location()).toBe('/jobs?process=4&page=2');
    act(() => state.setPage(1));
    expect(location()).toBe('/jobs?process=4');
    act(() => state.setLimit(10));
    expect(location()).toBe('/jobs?process=4');
  });

  it('starts again at page 1 on a new search, size, sort or filter', () => {
    start('/jobs?page=4');
    act(() => state.setSearch('ann'));
    expect(location()).toBe('/jobs?search=ann');
    act(() => state.setPage(3));
    act(() => state.setLimit(50));
    expect(location()).toBe('/jobs?search=ann&limit=50');
    act(() => state.setPage(2));
    act(() => state.setSorting([{ id: 'created_at', desc: false }]));
    expect(location()).toBe('/jobs?search=ann&limit=50&sort=created_at');
    act(() => state.setPage(2));
    act(() => state.setFilter('published', '0'));
    expect(location()).toBe('/jobs?search=ann&limit=50&sort=created_at&published=0');
  });

  it('composes two updates made in one event', () => {
    start('/jobs');
    act(() => {
      state.setFilter('published', '1');
      state.setPage(3);
    });
    expect(location()).toBe('/jobs?published=1&page=3');
  });

  it('Back returns to the previous page, while typing a search does not add steps', async () => {
    const router = start('/jobs');
    act(() => state.setPage(2));
    act(() => state.setPage(3));
    act(() => state.setSearch('a'));
    act(() => state.setSearch('an'));
    expect(location()).toBe('/jobs?search=an');
    await act(() => router.navigate(-1));
    // The search replaced page 3's entry: one step back is page 2.
    expect(location()).toBe('/jobs?page=2');
    expect(state.page).toBe(2);
  });
});
