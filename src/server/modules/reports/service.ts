import type { ServiceContext } from '../../core/context';
import type {
  RecruiterWorkloadReport,
  ReferralProgrammeReport,
  ReportFilter,
  SourceEffectivenessReport,
  TimeInStageQuery,
  TimeInStageReport,
  TimeToFillReport,
  TimeToHireReport,
} from '../../../shared/contract/reports';
import { timeToFill, timeToHire } from './durations';
import { recruiterWorkload } from './workload';
import { referralProgramme } from './referral-programme';
import { reportScope } from './scope';
import { sourceEffectiveness } from './sources';
import { timeInStageReport } from './stages';

// The hiring reports (contract: shared/contract/reports.ts): each checks its filters (422 on an
// id that is not the app's), resolves the range, then reads its figures in a few grouped statements.

export { reportFileName, tableRecords, tableRows } from './csv';

export const timeToHireReport = async (ctx: ServiceContext, filter: ReportFilter): Promise<TimeToHireReport> =>
  timeToHire(ctx, await reportScope(ctx, filter));

export const timeToFillReport = async (ctx: ServiceContext, filter: ReportFilter): Promise<TimeToFillReport> =>
  timeToFill(ctx, await reportScope(ctx, filter));

export const stageReport = async (ctx: ServiceContext, query: TimeInStageQuery): Promise<TimeInStageReport> =>
  timeInStageReport(ctx, await reportScope(ctx, query), query.pipelineId);

export const sourceEffectivenessReport = async (ctx: ServiceContext, filter: ReportFilter): Promise<SourceEffectivenessReport> =>
  sourceEffectiveness(ctx, await reportScope(ctx, filter));

export const referralProgrammeReport = async (ctx: ServiceContext, filter: ReportFilter): Promise<ReferralProgrammeReport> =>
  referralProgramme(ctx, await reportScope(ctx, filter));

export const recruiterWorkloadReport = async (ctx: ServiceContext, filter: ReportFilter): Promise<RecruiterWorkloadReport> =>
  recruiterWorkload(ctx, await reportScope(ctx, filter));
