import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../../src/web/host/browser-location';
import { LogLevel } from '@microsoft/signalr';
import { RESTART_DELAYS_MS, holdRealtime, hubLogger, useHubEvent, useHubReconnected, useHubState } from '../../../src/web/lib/realtime';
import { memoryHub } from '../../support/memory-hub';
import { installFakeApi, signInAsSelf } from '../app/fake-api';
import { renderApp } from '../app/render-app';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A page that shows the connection state, the pushes it got and how often it caught up. */
function Probe({ prefix = '' }: { prefix?: string }) {
  const state = useHubState();
  const [seen, setSeen] = useState<string[]>([]);
  const [catchUps, setCatchUps] = useState(0);
  useHubEvent<{ text: string }>('chatMessage', (payload) => setSeen((list) => [...list, `${prefix}${payload.text}`]));
  useHubReconnected(() => setCatchUps((n) => n + 1));
  return (
    <>
      <output data-testid="state">{state}</output>
      <output data-testid="seen">{seen.join(',')}</output>
      <output data-testid="catch-ups">{catchUps}</output>
    </>
  );
}

const text = (id: string) => screen.getByTestId(id).textContent;

/** Holds the connection as the shell does; flushes the start. */
async function hold() {
  let release = () => {};
  await act(async () => {
    release = holdRealtime();
  });
  return () => act(() => release());
}

describe('the realtime connection', () => {
  it('delivers pushes to the mounted subscribers, with the latest handler, and stops delivering after unmount', async () => {
    const view = render(<Probe />);
    const release = await hold();
    expect(text('state')).toBe('connected');
    expect(memoryHub.listens('chatMessage')).toBe(true);

    act(() => memoryHub.push('chatMessage', { text: 'one' }));
    view.rerender(<Probe prefix="new:" />);
    act(() => memoryHub.push('chatMessage', { text: 'two' }));
    act(() => memoryHub.push('somethingElse', { text: 'ignored' }));
    expect(text('seen')).toBe('one,new:two');

    view.unmount();
    act(() => memoryHub.push('chatMessage', { text: 'three' }));
    expect(memoryHub.connected).toBe(true);
    release();
    expect(memoryHub.connected).toBe(false);
    expect(memoryHub.stops).toBe(1);
  });

  it('one connection however many hold it; the last release stops it', async () => {
    const first = await hold();
    const second = await hold();
    expect(memoryHub.starts).toBe(1);
    first();
    expect(memoryHub.connected).toBe(true);
    second();
    expect(memoryHub.stops).toBe(1);
  });

  it('says reconnecting while the link is down and asks the page to catch up once it is back', async () => {
    render(<Probe />);
    await hold();
    expect(text('catch-ups')).toBe('0');

    act(() => memoryHub.drop());
    expect(text('state')).toBe('reconnecting');
    act(() => memoryHub.restore());
    expect(text('state')).toBe('connected');
    expect(text('catch-ups')).toBe('1');
  });

  it('retries a failed start later, and the fresh start counts as a catch-up', async () => {
    vi.useFakeTimers();
    memoryHub.failNextStarts(1);
    render(<Probe />);
    await hold();
    expect(text('state')).toBe('disconnected');
    expect(memoryHub.starts).toBe(1);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(RESTART_DELAYS_MS[0]);
    });
    expect(memoryHub.starts).toBe(2);
    expect(text('state')).toBe('connected');
    expect(text('catch-ups')).toBe('1');
  });

  it('starts a fresh connection when the automatic reconnect gives up', async () => {
    vi.useFakeTimers();
    render(<Probe />);
    await hold();
    act(() => memoryHub.close());
    expect(text('state')).toBe('disconnected');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(RESTART_DELAYS_MS[0]);
    });
    expect(memoryHub.starts).toBe(2);
    expect(text('state')).toBe('connected');
    expect(text('catch-ups')).toBe('1');
    act(() => memoryHub.push('chatMessage', { text: 'after' }));
    expect(text('seen')).toBe('after');
  });

  it('a first successful start is not a catch-up', async () => {
    render(<Probe />);
    await hold();
    expect(text('state')).toBe('connected');
    expect(text('catch-ups')).toBe('0');
  });
});

describe('the connection log', () => {
  it('keeps warnings and errors only, and never prints the access token', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    hubLogger.log(LogLevel.Information, 'WebSocket connected to ws://host/hubs/app?id=abc&access_token=secret-token');
    hubLogger.log(LogLevel.Warning, 'Failed to connect to ws://host/hubs/app?id=abc&access_token=secret-token&x=1');
    hubLogger.log(LogLevel.Error, 'Connection disconnected: access_token=secret-token');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(1);
    const printed = [...warn.mock.calls, ...error.mock.calls].flat().join(' ');
    expect(printed).not.toContain('secret-token');
    expect(printed).toContain('access_token=…&x=1');
  });
});

describe('the signed-in shell', () => {
  it('starts the one connection after sign-in and stops it on sign-out', async () => {
    signInAsSelf();
    installFakeApi();
    const view = renderApp('/');
    await screen.findByRole('button', { name: 'Toggle navigation' });
    expect(memoryHub.connected).toBe(true);
    expect(memoryHub.starts).toBe(1);
    view.unmount();
    expect(memoryHub.connected).toBe(false);
  });

  it('does not connect without a sign-in (the browser goes to sign in instead)', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    installFakeApi();
    renderApp('/');
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(memoryHub.starts).toBe(0);
  });
});
