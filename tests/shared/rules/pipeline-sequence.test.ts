import { describe, expect, it } from 'vitest';
import {
  firstDuplicate,
  previewStageStatuses,
  resequence,
  sequenceInOrder,
  stageStatusOrder,
} from '../../../src/shared/rules/pipeline-sequence';

describe('pipeline sequencing rules (spec 001 §4, §9)', () => {
  it('sequences pipeline stages from 1 in the order selected', () => {
    expect(sequenceInOrder([30, 10, 20])).toEqual([
      { item: 30, sequence: 1 },
      { item: 10, sequence: 2 },
      { item: 20, sequence: 3 },
    ]);
    expect(sequenceInOrder([])).toEqual([]);
  });

  it('puts To-be-start at 1, the chosen statuses from 2 and Rejected at count of chosen + 2', () => {
    const order = stageStatusOrder('To-be-start', ['Pending', 'Shortlisted', 'On Hold'], 'Rejected');
    expect(order).toEqual([
      { item: 'To-be-start', sequence: 1 },
      { item: 'Pending', sequence: 2 },
      { item: 'Shortlisted', sequence: 3 },
      { item: 'On Hold', sequence: 4 },
      { item: 'Rejected', sequence: 5 },
    ]);
    expect(order.at(-1)?.sequence).toBe(3 + 2);
  });

  it('keeps the numbering contiguous when a built-in status is missing', () => {
    expect(stageStatusOrder(null, ['Pending'], 'Rejected')).toEqual([
      { item: 'Pending', sequence: 1 },
      { item: 'Rejected', sequence: 2 },
    ]);
  });

  it('renumbers an edited or shortened list 1..n without gaps, keeping its order (no edit numbering from 3)', () => {
    expect(
      resequence([
        { id: 'a', sequence: 3 },
        { id: 'b', sequence: 7 },
        { id: 'c', sequence: 4 },
      ]),
    ).toEqual([
      { id: 'a', sequence: 1 },
      { id: 'c', sequence: 2 },
      { id: 'b', sequence: 3 },
    ]);
    expect(
      resequence([
        { id: 'x', sequence: 2 },
        { id: 'y', sequence: 2 },
      ]).map((s) => s.id),
    ).toEqual(['x', 'y']);
  });

  it('previews a stage with To-be-start first and Rejected last, whatever order it was saved in', () => {
    const saved = [
      { id: 9, name: 'Rejected', sequence: 1, code: 'rejected' },
      { id: 5, name: 'Shortlisted', sequence: 4, code: null },
      { id: 1, name: 'To-be-start', sequence: 3, code: 'to_be_start' },
      { id: 4, name: 'Pending', sequence: 2, code: null },
    ];
    expect(previewStageStatuses(saved)).toEqual([
      { id: 1, name: 'To-be-start', sequence: 1 },
      { id: 4, name: 'Pending', sequence: 2 },
      { id: 5, name: 'Shortlisted', sequence: 3 },
      { id: 9, name: 'Rejected', sequence: 4 },
    ]);
  });

  it('previews the built-ins by name when a stage lacks them, and leaves them out when told they do not exist', () => {
    expect(previewStageStatuses([{ id: 4, name: 'Pending' }]).map((s) => s.name)).toEqual(['To-be-start', 'Pending', 'Rejected']);
    const known = previewStageStatuses([{ id: 4, name: 'Pending' }], { toBeStart: { id: 1, name: 'To-be-start' }, rejected: null });
    expect(known).toEqual([
      { id: 1, name: 'To-be-start', sequence: 1 },
      { id: 4, name: 'Pending', sequence: 2 },
    ]);
  });

  it('treats a chosen status that merely shares a name with a built-in but has no code as chosen', () => {
    const order = previewStageStatuses([{ id: 7, name: 'Rejected', code: null }], {
      toBeStart: null,
      rejected: { id: 9, name: 'Rejected' },
    });
    expect(order.map((s) => s.id)).toEqual([7, 9]);
  });

  it('finds a stage chosen twice', () => {
    expect(firstDuplicate([1, 2, 3])).toBeUndefined();
    expect(firstDuplicate([1, 2, 1, 2])).toBe(1);
  });
});
