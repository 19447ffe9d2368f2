import { describe, expect, it } from 'vitest';
import { pairKey, timelineMarks } from '../../../src/shared/rules/timeline-marks';

// Two stages: 1 (statuses 10 start, 11, 12, 99 rejected) and 2 (10 start, 21, 22, 99 rejected).
const stages = [
  {
    id: 1,
    status: [
      { id: 10, rejected: false },
      { id: 11, rejected: false },
      { id: 12, rejected: false },
      { id: 99, rejected: true },
    ],
  },
  {
    id: 2,
    status: [
      { id: 10, rejected: false },
      { id: 21, rejected: false },
      { id: 22, rejected: false },
      { id: 99, rejected: true },
    ],
  },
];
const at = (stageId: number, statusId: number) => ({ stageId, statusId });

function marksOf(current: ReturnType<typeof at> | null, visited: ReturnType<typeof at>[]) {
  const marks = timelineMarks(stages, current, visited);
  return Object.fromEntries([...marks].map(([key, mark]) => [key, mark]));
}

describe('timeline marks', () => {
  it('rule: present is the current stage and status, past what the history visited', () => {
    const marks = marksOf(at(2, 21), [at(1, 10), at(1, 12), at(2, 10), at(2, 21)]);
    expect(marks[pairKey(2, 21)]).toBe('present');
    expect([marks[pairKey(1, 10)], marks[pairKey(1, 12)], marks[pairKey(2, 10)]]).toEqual(['past', 'past', 'past']);
  });

  it('rule: statuses before the current one that were skipped are not visited', () => {
    const marks = marksOf(at(2, 21), [at(1, 10), at(1, 12), at(2, 10), at(2, 21)]);
    expect(marks[pairKey(1, 11)]).toBe('not_visited');
  });

  it('rule: statuses after the current one not visited are future', () => {
    const marks = marksOf(at(1, 11), [at(1, 10), at(1, 11)]);
    expect([marks[pairKey(1, 12)], marks[pairKey(2, 10)], marks[pairKey(2, 21)], marks[pairKey(2, 22)]]).toEqual([
      'future',
      'future',
      'future',
      'future',
    ]);
  });

  it('rule: a Rejected status not taken is not visited (a branch, not a step ahead)', () => {
    const marks = marksOf(at(1, 11), [at(1, 10), at(1, 11)]);
    expect([marks[pairKey(1, 99)], marks[pairKey(2, 99)]]).toEqual(['not_visited', 'not_visited']);
  });

  it('rule: once rejected nothing is future any more', () => {
    const marks = marksOf(at(1, 99), [at(1, 10), at(1, 99)]);
    expect(marks[pairKey(1, 99)]).toBe('present');
    expect(Object.values(marks).filter((mark) => mark === 'future')).toEqual([]);
    expect(marks[pairKey(2, 22)]).toBe('not_visited');
  });

  it('rule: a status is marked per stage (the same status in two stages is two places)', () => {
    const marks = marksOf(at(2, 10), [at(1, 10), at(2, 10)]);
    expect(marks[pairKey(1, 10)]).toBe('past');
    expect(marks[pairKey(2, 10)]).toBe('present');
  });

  it('rule: going back keeps what was visited later as past', () => {
    const marks = marksOf(at(1, 12), [at(1, 10), at(2, 10), at(2, 21), at(1, 12)]);
    expect(marks[pairKey(2, 21)]).toBe('past');
    expect(marks[pairKey(2, 22)]).toBe('future');
  });

  it('rule: with no current status everything is ahead', () => {
    expect(new Set(Object.values(marksOf(null, [])))).toEqual(new Set(['future']));
  });

  it('rule: a current status the pipeline no longer has leaves the rest future, visited ones past', () => {
    const marks = marksOf(at(3, 30), [at(1, 10), at(3, 30)]);
    expect(marks[pairKey(1, 10)]).toBe('past');
    expect(marks[pairKey(1, 11)]).toBe('future');
  });
});
