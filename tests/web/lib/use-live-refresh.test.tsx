import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdRealtime } from '../../../src/web/lib/realtime';
import { useLiveRefresh } from '../../../src/web/lib/use-live-refresh';
import { memoryHub } from '../../support/memory-hub';

// A dashboard card refetches when the hub says its figures changed, or after a gap in the
// connection, at most once a second however many changes come, and never misses the last one.

const EVENT = 'hiringChanged';

function Card({ refresh, minIntervalMs }: { refresh: () => void; minIntervalMs?: number }) {
  useLiveRefresh(EVENT, refresh, minIntervalMs);
  return null;
}

let release = () => {};
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  await act(async () => {
    release = holdRealtime();
  });
});
afterEach(() => {
  act(() => release());
  vi.useRealTimers();
});

const push = (times = 1, target = EVENT) =>
  act(() => {
    for (let i = 0; i < times; i++) memoryHub.push(target);
  });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useLiveRefresh', () => {
  it('refreshes at once on the event, then once at the end of the second for a burst, then at once again when quiet', () => {
    const refresh = vi.fn();
    render(<Card refresh={refresh} />);
    expect(memoryHub.listens(EVENT)).toBe(true);

    push();
    expect(refresh).toHaveBeenCalledTimes(1);
    push(9);
    advance(999);
    expect(refresh).toHaveBeenCalledTimes(1);
    advance(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    advance(5_000);
    expect(refresh).toHaveBeenCalledTimes(2);

    push();
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('refreshes after a reconnect (pushes were lost meanwhile), in the same throttle as the event', () => {
    const refresh = vi.fn();
    render(<Card refresh={refresh} />);
    act(() => memoryHub.drop());
    act(() => memoryHub.restore());
    expect(refresh).toHaveBeenCalledTimes(1);
    push(3);
    expect(refresh).toHaveBeenCalledTimes(1);
    advance(1_000);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('ignores other events, keeps to a longer interval when asked, and calls the latest refresh', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const view = render(<Card refresh={first} minIntervalMs={5_000} />);
    push(1, 'notification');
    expect(first).not.toHaveBeenCalled();
    push(2);
    expect(first).toHaveBeenCalledTimes(1);
    view.rerender(<Card refresh={latest} minIntervalMs={5_000} />);
    advance(4_999);
    expect(latest).not.toHaveBeenCalled();
    advance(1);
    expect(first).toHaveBeenCalledTimes(1);
    expect(latest).toHaveBeenCalledTimes(1);
  });

  it('leaves no timer behind when unmounted, and refreshes no more', () => {
    const refresh = vi.fn();
    const view = render(<Card refresh={refresh} />);
    push(2);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
    advance(2_000);
    push();
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
