// The applicant timeline's marks (spec §2 "Pipeline timeline drawer"): each status of each stage
// of the job's pipeline is past, present, future or not visited for one applicant. Pure, so the
// server (GET candidate-history) and any screen agree.
//
// - present: the applicant's current stage and status.
// - past: a stage and status the applicant's history has been at (other than the current one).
// - future: a status after the current one in pipeline order (stage by stage, status by status)
//   that the applicant has not been at: where they may still go.
// - not_visited: a status before the current one that the applicant skipped, and any Rejected
//   status not taken (a branch, not a step ahead). Once the applicant is at a Rejected status the
//   process has ended, so nothing is future any more.
// An applicant with no current status (no history yet) has everything ahead: all future.

export const TIMELINE_MARKS = ['past', 'present', 'future', 'not_visited'] as const;
export type TimelineMark = (typeof TIMELINE_MARKS)[number];

export interface MarkedPair {
  stageId: number;
  statusId: number;
}

export interface TimelineStageInput {
  id: number;
  /** The stage's statuses in pipeline order; `rejected` marks the built-in Rejected status. */
  status: readonly { id: number; rejected: boolean }[];
}

/** The key of a stage and status (a status may sit in several stages, so the pair is the key). */
export const pairKey = (stageId: number, statusId: number) => `${stageId}:${statusId}`;

/** The mark of every stage and status of the pipeline, by `pairKey`. */
export function timelineMarks(
  stages: readonly TimelineStageInput[],
  current: MarkedPair | null,
  visited: readonly MarkedPair[],
): Map<string, TimelineMark> {
  const been = new Set(visited.map((pair) => pairKey(pair.stageId, pair.statusId)));
  const currentKey = current ? pairKey(current.stageId, current.statusId) : null;
  const flat = stages.flatMap((stage) => stage.status.map((status) => ({ key: pairKey(stage.id, status.id), rejected: status.rejected })));
  const currentIndex = flat.findIndex((entry) => entry.key === currentKey);
  const ended = currentIndex >= 0 && flat[currentIndex].rejected;
  const marks = new Map<string, TimelineMark>();
  flat.forEach((entry, index) => {
    if (entry.key === currentKey) marks.set(entry.key, 'present');
    else if (been.has(entry.key)) marks.set(entry.key, 'past');
    else if (current === null || currentIndex < 0) marks.set(entry.key, 'future');
    else if (entry.rejected || ended || index < currentIndex) marks.set(entry.key, 'not_visited');
    else marks.set(entry.key, 'future');
  });
  return marks;
}
