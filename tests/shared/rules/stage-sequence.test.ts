import { describe, expect, it } from 'vitest';
import { appendStageStatus, chosenStatusIds, orderBySequence, sequenceStageStatuses } from '../../../src/shared/rules/stage-sequence';

const builtIns = { toBeStart: 1, rejected: 2 };

describe('stage status sequencing (spec 001 §4, §9)', () => {
  it('puts To-be-start at 1, the chosen statuses in order, Rejected last, contiguous', () => {
    expect(sequenceStageStatuses([7, 5, 9], builtIns)).toEqual([
      { statusId: 1, sequence: 1 },
      { statusId: 7, sequence: 2 },
      { statusId: 5, sequence: 3 },
      { statusId: 9, sequence: 4 },
      { statusId: 2, sequence: 5 },
    ]);
  });

  it('moves built-ins sent among the chosen to their fixed places and drops duplicates', () => {
    expect(sequenceStageStatuses([2, 5, 1, 5, 6], builtIns).map((s) => s.statusId)).toEqual([1, 5, 6, 2]);
  });

  it('leaves out built-ins the app does not have', () => {
    expect(sequenceStageStatuses([5, 6])).toEqual([
      { statusId: 5, sequence: 1 },
      { statusId: 6, sequence: 2 },
    ]);
    expect(sequenceStageStatuses([5], { toBeStart: 1, rejected: null }).map((s) => s.statusId)).toEqual([1, 5]);
  });

  it('orders by sequence, keeping ties in arrival order', () => {
    expect(
      orderBySequence([
        { statusId: 4, sequence: 9 },
        { statusId: 3, sequence: 2 },
        { statusId: 8, sequence: 2 },
      ]),
    ).toEqual([3, 8, 4]);
  });

  it('reads the chosen statuses of a stored list and appends before Rejected', () => {
    const stored = sequenceStageStatuses([5, 6], builtIns);
    expect(chosenStatusIds(stored, builtIns)).toEqual([5, 6]);
    expect(appendStageStatus(stored, 7, builtIns).map((s) => `${s.sequence}:${s.statusId}`)).toEqual(['1:1', '2:5', '3:6', '4:7', '5:2']);
  });
});
