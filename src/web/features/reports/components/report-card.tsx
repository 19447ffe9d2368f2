import type { ReactNode } from 'react';
import type { SWRResponse } from 'swr';
import type { ItemResponse } from '../../../../shared/contract/list';
import type { ReportName } from '../../../../shared/contract/reports';
import { useFiguresPlaceholder } from '../../../ui/charts/figures-placeholder';
import { ExportButton } from '../../../ui/export-button/export-button';
import { FigureCard } from '../../../ui/charts/figure-card';
import { reportCsvPath, type ReportQuery } from '../api';

export interface ReportCardProps<T> {
  title: string;
  name: ReportName;
  /** The filters the figures and the CSV are for; null while the report cannot be asked yet. */
  query: ReportQuery | null;
  result: SWRResponse<ItemResponse<T>>;
  /** When the figures hold nothing to show, the message said instead. */
  emptyMessage: (report: T) => string | null;
  /** Controls above the figures that stay while they load (e.g. the pipeline picker). */
  lead?: ReactNode;
  children: (report: T) => ReactNode;
}

/** One report: its heading and Export CSV, then its figures, a skeleton while they load, the empty message, or the failure with Retry. */
export function ReportCard<T>({ title, name, query, result, emptyMessage, lead, children }: ReportCardProps<T>) {
  const report = result.data?.data;
  const placeholder = useFiguresPlaceholder(title, result, report === undefined ? null : emptyMessage(report));
  // No query yet (a filter being corrected): nothing is asked, so nothing is loading either.
  const body = query === null ? null : (placeholder ?? (report !== undefined && children(report)));
  return (
    <FigureCard
      title={title}
      actions={query && <ExportButton path={reportCsvPath(name)} filePrefix={name} query={query} selectedIds={[]} label="Export CSV" />}
    >
      {lead}
      {body}
    </FigureCard>
  );
}
