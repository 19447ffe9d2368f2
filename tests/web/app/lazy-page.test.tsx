import { describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyPage, type LazyPage } from '../../../src/web/app/lazy-page';
import { APP_ROUTES, preloadRoute } from '../../../src/web/app/route-table';

const Hello = () => <p>Hello page</p>;

function inSuspense(Page: LazyPage) {
  return render(
    <Suspense fallback={<p>Loading page</p>}>
      <Page />
    </Suspense>,
  );
}

describe('lazyPage', () => {
  it('suspends on the first render when its code is not loaded yet', async () => {
    const Page = lazyPage(async () => ({ Hello }), 'Hello');
    inSuspense(Page);
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    expect(await screen.findByText('Hello page')).toBeInTheDocument();
  });

  it('renders at once, without a spinner, once preloaded; the code is loaded only once', async () => {
    const load = vi.fn(async () => ({ Hello }));
    const Page = lazyPage(load, 'Hello');
    await Page.preload();
    inSuspense(Page);
    expect(screen.getByText('Hello page')).toBeInTheDocument();
    expect(screen.queryByText('Loading page')).not.toBeInTheDocument();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says which export is missing instead of rendering nothing', async () => {
    const Page = lazyPage(async (): Promise<Record<string, unknown>> => ({ Hello }), 'Helo');
    await expect(Page.preload()).rejects.toThrow('The page module exports no Helo');
  });
});

describe('preloadRoute', () => {
  it('loads the page of the route the path matches, parameters and all, and nothing for other paths', async () => {
    const jobView = APP_ROUTES.find((route) => route.path === '/job/view/:id')?.page;
    const jobList = APP_ROUTES.find((route) => route.path === '/all/job')?.page;
    const viewLoads = vi.spyOn(jobView!, 'preload');
    const listLoads = vi.spyOn(jobList!, 'preload');
    await preloadRoute('/job/view/12');
    expect(viewLoads).toHaveBeenCalledTimes(1);
    expect(listLoads).not.toHaveBeenCalled();
    await expect(preloadRoute('/no/such/page')).resolves.toBeUndefined();
    expect(viewLoads).toHaveBeenCalledTimes(1);
  });
});
