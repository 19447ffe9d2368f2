// Sequencing rules of hiring pipelines and stages (spec 001 §4 "Pipeline creation", §9 "Stage
// sequence"). Pure functions shared by the server (what is saved and read back) and the web
// (the drawer's preview), so both always agree on the order.
//
// Contiguous numbering, also on edit: the spec notes that on edit the chosen statuses are
// sequenced from 3 onward. That would leave a gap at 2 while keeping the same order, so we number
// every list 1..n without gaps on create, on edit and after a removal. The order a user sees is
// the same either way; only the numbers differ.

/** Codes of the built-in statuses every stage starts and ends with (statuses.code). */
export const TO_BE_START_CODE = 'to_be_start';
export const REJECTED_CODE = 'rejected';
/** Display names used when a built-in status is not known by its row (e.g. a new tenant). */
export const TO_BE_START_NAME = 'To-be-start';
export const REJECTED_NAME = 'Rejected';

export interface Sequenced<T> {
  item: T;
  sequence: number;
}

/** Rule: pipeline stages are sequenced from 1 in the order they were selected. */
export function sequenceInOrder<T>(items: readonly T[]): Sequenced<T>[] {
  return items.map((item, index) => ({ item, sequence: index + 1 }));
}

/**
 * Rule: a list that carries its own sequences keeps their order but is renumbered 1..n, so
 * sequences stay contiguous after an edit or a removal. Ties keep the order they arrived in.
 */
export function resequence<T extends { sequence: number }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.sequence - b.item.sequence || a.index - b.index)
    .map(({ item }, index) => ({ ...item, sequence: index + 1 }));
}

/**
 * Rule: a stage's status order is To-be-start first (sequence 1), the chosen statuses in order
 * (from 2), Rejected last (count of chosen + 2). A built-in passed as null is left out and the
 * rest close up, so the numbering stays contiguous.
 */
export function stageStatusOrder<T>(toBeStart: T | null, chosen: readonly T[], rejected: T | null): Sequenced<T>[] {
  const ordered = [...(toBeStart === null ? [] : [toBeStart]), ...chosen, ...(rejected === null ? [] : [rejected])];
  return sequenceInOrder(ordered);
}

export interface StageStatusLike {
  id: number;
  name: string;
  sequence?: number;
  code?: string | null;
}

/** By code when the row carries one (null: an ordinary status); by the spec's name otherwise. */
function isBuiltIn(status: StageStatusLike, code: string, name: string): boolean {
  if (status.code !== undefined) return status.code === code;
  return status.name.trim().toLowerCase() === name.toLowerCase();
}

/**
 * The preview of a stage as a pipeline uses it: whatever order the stage's statuses were saved
 * in, To-be-start is moved first and Rejected last and the list is numbered 1..n. Built-ins are
 * recognised by code, or by name when the row carries no code. `builtIns` supplies them when the
 * stage's own list lacks them (null: leave it out); when not given, a placeholder with the
 * spec's name and id 0 stands in, so the web preview always shows both ends.
 */
export function previewStageStatuses(
  statuses: readonly StageStatusLike[],
  builtIns: { toBeStart?: StageStatusLike | null; rejected?: StageStatusLike | null } = {},
): { id: number; name: string; sequence: number }[] {
  const sorted = resequence(statuses.map((status, index) => ({ ...status, sequence: status.sequence ?? index + 1 })));
  const fallback = (given: StageStatusLike | null | undefined, name: string) => (given === undefined ? { id: 0, name } : given);
  const toBeStart = sorted.find((s) => isBuiltIn(s, TO_BE_START_CODE, TO_BE_START_NAME)) ?? fallback(builtIns.toBeStart, TO_BE_START_NAME);
  const rejected = sorted.find((s) => isBuiltIn(s, REJECTED_CODE, REJECTED_NAME)) ?? fallback(builtIns.rejected, REJECTED_NAME);
  const chosen = sorted.filter((s) => !isBuiltIn(s, TO_BE_START_CODE, TO_BE_START_NAME) && !isBuiltIn(s, REJECTED_CODE, REJECTED_NAME));
  return stageStatusOrder(toBeStart, chosen, rejected).map(({ item, sequence }) => ({ id: item.id, name: item.name, sequence }));
}

/** The first value that occurs twice, or undefined; a stage may be chosen only once per pipeline. */
export function firstDuplicate<T>(values: readonly T[]): T | undefined {
  const seen = new Set<T>();
  for (const value of values) {
    if (seen.has(value)) return value;
    seen.add(value);
  }
  return undefined;
}
