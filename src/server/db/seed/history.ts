import type { StageFlow } from './hiring';
import { REJECTED, TO_BE_START } from './hiring';
import type { Rng } from './random';

// Status histories that walk a pipeline the way a recruiter would: stage by stage in pipeline
// order, and inside a stage from To-be-start through increasing status sequences. A stage is
// passed on its last middle status; Rejected ends a history.

export type Outcome = 'progress' | 'rejected' | 'joined';

export interface Step {
  stageId: number;
  statusId: number;
  status: string;
}

type StageStatus = StageFlow['statuses'][number];

function middle(stage: StageFlow): StageStatus[] {
  return stage.statuses.filter((s) => s.name !== TO_BE_START && s.name !== REJECTED);
}

/** To-be-start, some of the pass-through statuses before `end` (in order), then `end`. */
function walk(rng: Rng, stage: StageFlow, end: StageStatus, stops: ReadonlySet<string>, pass: StageStatus): Step[] {
  const first = stage.statuses[0];
  const between = stage.statuses.filter(
    (s) => s.sequence > first.sequence && s.sequence < end.sequence && s !== pass && !stops.has(s.name) && s.name !== REJECTED,
  );
  const chosen = between.filter(() => rng.chance(0.6));
  const path = end === first ? [first] : [first, ...chosen, end];
  return path.map((s) => ({ stageId: stage.stageId, statusId: s.statusId, status: s.name }));
}

/** Earlier stages are likelier: most applicants never get far. */
function pickStage(rng: Rng, count: number): number {
  return rng.weighted(Array.from({ length: count }, (_, i) => [i, count - i] as const));
}

export function pipelinePath(
  rng: Rng,
  stages: StageFlow[],
  outcome: Outcome,
  options: { stops: ReadonlySet<string>; allowStops: boolean },
): Step[] {
  const steps: Step[] = [];
  const passOf = (stage: StageFlow) => middle(stage).at(-1) ?? stage.statuses[0];
  const passStage = (stage: StageFlow) => steps.push(...walk(rng, stage, passOf(stage), options.stops, passOf(stage)));

  if (outcome === 'joined') {
    stages.forEach(passStage);
    return steps;
  }
  const current = pickStage(rng, stages.length);
  stages.slice(0, current).forEach(passStage);
  const stage = stages[current];
  const pass = passOf(stage);
  if (outcome === 'rejected') {
    const rejected = stage.statuses.at(-1) ?? pass;
    const before = walk(rng, stage, pass, options.stops, pass).slice(0, -1);
    steps.push(...before, { stageId: stage.stageId, statusId: rejected.statusId, status: rejected.name });
    return steps;
  }
  // Before the last stage an applicant may sit on the pass status (e.g. Cleared) awaiting the next
  // stage; on the last stage that would mean hired, which is the 'joined' outcome.
  const lastStage = current === stages.length - 1;
  const ends = [
    stage.statuses[0],
    ...middle(stage).filter((s) => (s !== pass || !lastStage) && (options.allowStops || !options.stops.has(s.name))),
  ];
  steps.push(...walk(rng, stage, rng.pick(ends), options.stops, pass));
  return steps;
}

/** For jobs without a pipeline: the default status, then a step or two along the list. */
export function applicantStatusPath(rng: Rng, names: readonly string[], outcome: Outcome): string[] {
  const has = (name: string) => names.includes(name);
  const path = [names[0]];
  if (has('Reviewed') && (outcome !== 'progress' || rng.chance(0.6))) path.push('Reviewed');
  if (outcome === 'rejected') path.push(has('Rejected') ? 'Rejected' : (names.at(-1) ?? names[0]));
  if (outcome === 'joined' && has('Hired')) path.push('Hired');
  if (outcome === 'progress' && path.length > 1 && rng.chance(0.5)) {
    const next = ['Shortlisted', 'On Hold'].filter(has);
    if (next.length > 0) path.push(rng.pick(next));
  }
  return path;
}
