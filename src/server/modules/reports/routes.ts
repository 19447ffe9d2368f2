import { Hono } from 'hono';
import type * as v from 'valibot';
import type { AppEnv, ServiceContext } from '../../core/context';
import { can } from '../../http/permissions';
import { endpoint } from '../../http/route';
import { recordEndpoint } from '../../http/call-endpoint';
import { csvDownload } from '../../http/csv-download';
import {
  RecruiterWorkloadReportSchema,
  ReferralProgrammeReportSchema,
  ReportFilterSchema,
  SourceEffectivenessReportSchema,
  TimeInStageQuerySchema,
  TimeInStageReportSchema,
  TimeToFillReportSchema,
  TimeToHireReportSchema,
  type ReportName,
  type ReportRange,
} from '../../../shared/contract/reports';
import {
  recruiterWorkloadReport,
  referralProgrammeReport,
  reportFileName,
  sourceEffectivenessReport,
  stageReport,
  tableRecords,
  tableRows,
  timeToFillReport,
  timeToHireReport,
} from './service';

type Schema = v.GenericSchema;

/**
 * The hiring reports, mounted at /api/reports: `/<name>` answers `{ data }`, `/<name>.csv` the
 * same figures as CSV. Readers of applications may run them; the figures cover what they may see.
 */
export function reportRoutes() {
  const routes = new Hono<AppEnv>();
  const read = can('applications:read');

  function report<Q extends Schema, S extends Schema>(
    name: ReportName,
    summary: string,
    query: Q,
    data: S,
    run: (ctx: ServiceContext, query: v.InferOutput<Q>) => Promise<v.InferOutput<S> & { range: ReportRange }>,
  ) {
    routes.get(
      `/${name}`,
      read,
      recordEndpoint({ summary, query, data }, (ctx, input) => run(ctx, input.query)),
    );
    routes.get(
      `/${name}.csv`,
      read,
      endpoint(
        {
          summary: `${summary}, as CSV`,
          description: 'UTF-8 with a BOM, a header row, CRLF lines; the same figures as the JSON answer.',
          query,
          responses: {},
          download: ['text/csv'],
        },
        async (c, input) => {
          const result = await run(c.get('ctx'), input.query);
          const table = tableRows(name, result);
          return csvDownload(c.req.raw, {
            columns: table.columns,
            records: tableRecords(table),
            fileName: reportFileName(name, result.range),
            total: table.rows.length,
          });
        },
      ),
    );
  }

  report(
    'time-to-hire',
    'Time to hire: days from application to hire, for hires in the range',
    ReportFilterSchema,
    TimeToHireReportSchema,
    timeToHireReport,
  );
  report(
    'time-to-fill',
    "Time to fill: days from a job's creation to the hire that filled it",
    ReportFilterSchema,
    TimeToFillReportSchema,
    timeToFillReport,
  );
  report(
    'time-in-stage',
    "Time in each stage of a pipeline, and each step's conversion",
    TimeInStageQuerySchema,
    TimeInStageReportSchema,
    stageReport,
  );
  report(
    'source-effectiveness',
    'Applicants, shortlisted and hired per source, referral and careers-site campaign',
    ReportFilterSchema,
    SourceEffectivenessReportSchema,
    sourceEffectivenessReport,
  );
  report(
    'referral-programme',
    'The referral programme: shares of applicants and hires, payouts, top referrers',
    ReportFilterSchema,
    ReferralProgrammeReportSchema,
    referralProgrammeReport,
  );
  report(
    'recruiter-workload',
    'Open and untouched applicants per assigned recruiter',
    ReportFilterSchema,
    RecruiterWorkloadReportSchema,
    recruiterWorkloadReport,
  );
  return routes;
}
