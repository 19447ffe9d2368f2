import { describe, expect, it } from 'vitest';
import { Throttle, type Schedule } from '../../../src/shared/rules/throttle';

/** A schedule whose one waiting task the test runs by hand. */
function handSchedule() {
  const waiting: { task: () => void; delayMs: number }[] = [];
  const schedule: Schedule = (task, delayMs) => {
    const entry = { task, delayMs };
    waiting.push(entry);
    return () => waiting.splice(waiting.indexOf(entry), 1);
  };
  const endWindow = () => waiting.shift()?.task();
  return { schedule, waiting, endWindow };
}

describe('Throttle', () => {
  it('runs at once, then once more at the end of a window that saw requests, and goes idle after a quiet one', () => {
    const { schedule, waiting, endWindow } = handSchedule();
    let runs = 0;
    let idle = 0;
    const throttle = new Throttle(
      () => runs++,
      1000,
      schedule,
      () => idle++,
    );
    throttle.request();
    throttle.request();
    throttle.request();
    expect([runs, waiting.map((entry) => entry.delayMs)]).toEqual([1, [1000]]);
    endWindow();
    expect([runs, waiting.length, idle]).toEqual([2, 1, 0]);
    endWindow();
    expect([runs, waiting.length, idle]).toEqual([2, 0, 1]);
    throttle.request();
    expect(runs).toBe(3);
  });

  it('cancel drops the waiting run and the window: the next request runs at once', () => {
    const { schedule, waiting } = handSchedule();
    let runs = 0;
    const throttle = new Throttle(() => runs++, 1000, schedule);
    throttle.request();
    throttle.request();
    throttle.cancel();
    expect([runs, waiting.length]).toEqual([1, 0]);
    throttle.request();
    expect([runs, waiting.length]).toEqual([2, 1]);
  });
});
