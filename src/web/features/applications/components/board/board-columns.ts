import type { JobApplicationItem } from '../../../../../shared/contract/application';
import type { JobPipelineView } from '../../../../../shared/contract/job-views';
import type { BoardColumn } from '../../../../ui/board';

type Pipeline = NonNullable<JobPipelineView['pipeline']>;

/** A section's id: the stage and the status. */
export const sectionKey = (stageId: number | undefined, statusId: number | undefined) => `${stageId ?? '-'}:${statusId ?? '-'}`;

/** The section a row sits in: where a pending move put it, else its current stage and status. */
export function rowSection(row: JobApplicationItem, moved: ReadonlyMap<number, string>): string {
  return moved.get(row.applicantId) ?? sectionKey(row.stage?.id, row.status?.id);
}

/**
 * One column per stage in pipeline order, its statuses as sections with the server's counts;
 * cards moved but not yet saved count where they were dropped.
 */
export function boardColumns(pipeline: Pipeline, rows: readonly JobApplicationItem[], moved: ReadonlyMap<number, string>): BoardColumn[] {
  const shift = new Map<string, number>();
  for (const row of rows) {
    const to = moved.get(row.applicantId);
    if (to === undefined) continue;
    const from = sectionKey(row.stage?.id, row.status?.id);
    shift.set(from, (shift.get(from) ?? 0) - 1);
    shift.set(to, (shift.get(to) ?? 0) + 1);
  }
  return [...pipeline.stages]
    .sort((a, b) => a.sequence - b.sequence)
    .map((stage) => {
      const sections = stage.status.map((status) => {
        const id = sectionKey(stage.id, status.id);
        return { id, title: status.name, color: status.colour, count: status.jobApplicationCount + (shift.get(id) ?? 0) };
      });
      return { id: String(stage.id), title: stage.name, sections, count: sections.reduce((sum, section) => sum + section.count, 0) };
    });
}
