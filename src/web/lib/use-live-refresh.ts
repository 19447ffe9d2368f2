import { useEffect, useEffectEvent, useRef } from 'react';
import { Throttle, type Schedule } from '../../shared/rules/throttle';
import { useHubEvent, useHubReconnected } from './realtime';

const browserSchedule: Schedule = (task, delayMs) => {
  const timer = setTimeout(task, delayMs);
  return () => clearTimeout(timer);
};

/**
 * Calls `refresh` when the hub pushes `event` and after a gap in the connection (pushes sent
 * meanwhile were lost), at most once per `minIntervalMs`: at once, and once more at the end of the
 * interval if more came meanwhile, so a burst of changes costs two refetches and the last one is
 * always seen.
 */
export function useLiveRefresh(event: string, refresh: () => void, minIntervalMs = 1000): void {
  const onRefresh = useEffectEvent(refresh);
  const throttle = useRef<Throttle | null>(null);
  useEffect(() => {
    const current = new Throttle(() => onRefresh(), minIntervalMs, browserSchedule);
    throttle.current = current;
    return () => {
      current.cancel();
      throttle.current = null;
    };
  }, [minIntervalMs]);
  const request = () => throttle.current?.request();
  useHubEvent(event, request);
  useHubReconnected(request);
}
