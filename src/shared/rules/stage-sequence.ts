// Stage status sequencing (spec 001 §4 and §9) as a stage stores it, by status id. The rule itself
// (To-be-start 1, chosen in order, Rejected last, contiguous) lives in pipeline-sequence.ts.
import { resequence, stageStatusOrder } from './pipeline-sequence';

export interface BuiltInStatusIds {
  /** Id of the app's 'to_be_start' status, when the app has one. */
  toBeStart?: number | null;
  /** Id of the app's 'rejected' status, when the app has one. */
  rejected?: number | null;
}

export interface SequencedStatus {
  statusId: number;
  sequence: number;
}

/** Orders entries by their sequence (stable for equal sequences) and returns the ids in that order. */
export function orderBySequence(entries: readonly SequencedStatus[]): number[] {
  return resequence(entries).map((entry) => entry.statusId);
}

/** The chosen statuses of a stored list: built-ins dropped, order kept. */
export function chosenStatusIds(entries: readonly SequencedStatus[], builtIns: BuiltInStatusIds = {}): number[] {
  const fixed = new Set([builtIns.toBeStart, builtIns.rejected].filter((id): id is number => typeof id === 'number'));
  return orderBySequence(entries).filter((id) => !fixed.has(id));
}

/**
 * The list to store for a stage: duplicates dropped (first wins), built-ins moved to their fixed
 * places, sequences 1..n. A built-in the app lacks is simply left out.
 */
export function sequenceStageStatuses(chosen: readonly number[], builtIns: BuiltInStatusIds = {}): SequencedStatus[] {
  const { toBeStart, rejected } = builtIns;
  const middle = [...new Set(chosen)].filter((id) => id !== toBeStart && id !== rejected);
  return stageStatusOrder(toBeStart ?? null, middle, rejected ?? null).map(({ item, sequence }) => ({ statusId: item, sequence }));
}

/** Appends one status to a stored list: after the chosen ones, still before Rejected. */
export function appendStageStatus(
  entries: readonly SequencedStatus[],
  statusId: number,
  builtIns: BuiltInStatusIds = {},
): SequencedStatus[] {
  return sequenceStageStatuses([...chosenStatusIds(entries, builtIns), statusId], builtIns);
}
