import type { ReportQuery } from '../api';

/** The filters every report takes, kept in the address under the API's own names. */
export const REPORT_FILTERS = ['departmentId', 'jobId', 'recruiterId', 'sourceId', 'fromDate', 'toDate'] as const;
/** The time in stage report's pipeline, also kept in the address. */
export const PIPELINE_PARAM = 'pipelineId';

export type ReportFilterValues = Readonly<Record<string, string>>;

/** Whether the chosen range runs backwards (it is being corrected, and the bar says so). */
export const isBackwards = (values: ReportFilterValues) => Boolean(values.fromDate && values.toDate && values.fromDate > values.toDate);

/** The query the reports take for the address's filters: set ones only; a backwards range is not sent until corrected. */
export function reportQuery(values: ReportFilterValues): ReportQuery {
  const backwards = isBackwards(values);
  const query: Record<string, string> = {};
  for (const name of REPORT_FILTERS) {
    if (backwards && (name === 'fromDate' || name === 'toDate')) continue;
    if (values[name]) query[name] = values[name];
  }
  return query;
}
