import { csvLine } from '../../../shared/rules/csv';
import type {
  DurationStats,
  RecruiterWorkloadReport,
  ReferralProgrammeReport,
  ReportName,
  SourceEffectivenessReport,
  TimeInStageReport,
  TimeToHireReport,
} from '../../../shared/contract/reports';

// Each report's CSV: a header row, then the report's own figures (the JSON answer, row for row),
// through the exports' one CSV writer (http/csv-download: BOM, CRLF, formula-safe cells).

type Cell = string | number | null;
export interface ReportTable {
  columns: string[];
  rows: Cell[][];
}

/** One row per statistic, then one per histogram bucket ('Days <label>'). */
function durationTable(stats: DurationStats, range: { fromDate: string; toDate: string }): ReportTable {
  return {
    columns: ['From', 'To', 'Measure', 'Value'],
    rows: [
      ['Count', stats.count],
      ['Median days', stats.medianDays],
      ['25th percentile days', stats.p25Days],
      ['75th percentile days', stats.p75Days],
      ['Minimum days', stats.minDays],
      ['Maximum days', stats.maxDays],
      ...stats.histogram.map((bucket): Cell[] => [`Days ${bucket.label}`, bucket.count]),
    ].map((row) => [range.fromDate, range.toDate, ...row]),
  };
}

const timeToHire = (report: TimeToHireReport) => durationTable(report.stats, report.range);

/** The stages (time), then the steps (conversion), in one table: a Row column tells them apart. */
function timeInStage(report: TimeInStageReport): ReportTable {
  return {
    columns: ['Row', 'Stage', 'Next stage', 'Applications', 'Average days', 'Median days', 'Entered', 'Passed', 'Rate'],
    rows: [
      ...report.stages.map((s): Cell[] => ['Time in stage', s.name, null, s.applications, s.averageDays, s.medianDays, null, null, null]),
      ...report.conversion.map((c): Cell[] => ['Conversion', c.fromStage, c.toStage, null, null, null, c.entered, c.passed, c.rate]),
    ],
  };
}

function sourceEffectiveness(report: SourceEffectivenessReport): ReportTable {
  return {
    columns: ['Kind', 'Source', 'Applicants', 'Shortlisted', 'Hired', 'Hire rate'],
    rows: report.rows.map((row) => [row.kind, row.label, row.applicants, row.shortlisted, row.hired, row.hireRate]),
  };
}

/** The shares and payouts as measures, then the top referrers. */
function referralProgramme(report: ReferralProgrammeReport): ReportTable {
  const { applicants, hires, payouts } = report;
  return {
    columns: ['Measure', 'Name', 'Count', 'Referred', 'Rate', 'Amount', 'Hires'],
    rows: [
      ['Applicants', null, applicants.total, applicants.referred, applicants.rate, null, null],
      ['Hires', null, hires.total, hires.referred, hires.rate, null, null],
      ['Payouts due', null, payouts.due.count, null, null, payouts.due.amount, null],
      ['Payouts upcoming', null, payouts.upcoming.count, null, null, payouts.upcoming.amount, null],
      ['Payouts paid', null, payouts.paid.count, null, null, payouts.paid.amount, null],
      // A referrer's Count is their referrals.
      ...report.topReferrers.map((r): Cell[] => ['Top referrer', r.name, r.referrals, null, null, null, r.hires]),
    ],
  };
}

function recruiterWorkload(report: RecruiterWorkloadReport): ReportTable {
  return { columns: ['Recruiter', 'Open', 'Untouched 14+ days'], rows: report.rows.map((row) => [row.name, row.open, row.untouched]) };
}

/** How each report becomes a table. */
const REPORT_TABLES = {
  'time-to-hire': timeToHire,
  'time-to-fill': timeToHire,
  'time-in-stage': timeInStage,
  'source-effectiveness': sourceEffectiveness,
  'referral-programme': referralProgramme,
  'recruiter-workload': recruiterWorkload,
} satisfies Record<ReportName, (report: never) => ReportTable>;

/** The report named `name` as a table (its JSON answer, `report`, row for row). */
export function tableRows(name: ReportName, report: unknown): ReportTable {
  return (REPORT_TABLES[name] as (report: unknown) => ReportTable)(report);
}

/** The table's records as one chunk of CRLF lines (the header is the writer's). */
export async function* tableRecords(table: ReportTable): AsyncGenerator<string> {
  yield table.rows.map((row) => csvLine(row)).join('');
}

/** `<report>-<from>-to-<to>.csv`. */
export const reportFileName = (name: ReportName, range: { fromDate: string; toDate: string }) =>
  `${name}-${range.fromDate}-to-${range.toDate}.csv`;
