import { Subtitle2, makeStyles } from '@fluentui/react-components';
import type { TimeInStageReport } from '../../../../shared/contract/reports';
import { HorizontalBars } from '../../../ui/charts/bar-charts';
import { ChartDataTable } from '../../../ui/charts/chart-data-table';
import { ChoiceSelect } from '../../../ui/filter-bar/choice-select';
import { EmptyState } from '../../../ui/empty-state';
import { usePipelineChoices, useTimeInStage, type ReportQuery } from '../api';
import { PIPELINE_PARAM } from './report-filters-state';
import { ReportCard } from './report-card';
import { formatDays, formatRate } from './report-format';

export interface TimeInStageCardProps {
  query: ReportQuery;
  /** The pipeline chosen in the address ('' for the first). */
  pipelineId: string;
  onPipelineChange: (pipelineId: string) => void;
}

const useStyles = makeStyles({ subheading: { margin: 0 } });

function StageFigures({ report }: { report: TimeInStageReport }) {
  const styles = useStyles();
  return (
    <>
      <HorizontalBars
        title="Median days in each stage"
        data={report.stages.map((stage) => ({
          label: stage.name,
          value: stage.medianDays,
          valueText: `median ${formatDays(stage.medianDays)} days, average ${formatDays(stage.averageDays)} (${stage.applications} applications)`,
        }))}
      />
      <ChartDataTable
        caption="Days in each stage"
        columns={['Stage', 'Applications', 'Median days', 'Average days']}
        rows={report.stages.map((s) => [s.name, s.applications, formatDays(s.medianDays), formatDays(s.averageDays)])}
      />
      <Subtitle2 as="h3" className={styles.subheading}>
        Stage conversion
      </Subtitle2>
      <ChartDataTable
        caption="Stage conversion"
        nameColumns={2}
        columns={['From stage', 'To stage', 'Entered', 'Passed', 'Rate']}
        rows={report.conversion.map((c) => [c.fromStage, c.toStage, c.entered, c.passed, formatRate(c.rate)])}
      />
    </>
  );
}

/** Time spent in each stage of one pipeline and the conversion from each stage to the next. */
export function TimeInStageCard({ query, pipelineId, onPipelineChange }: TimeInStageCardProps) {
  const pipelines = usePipelineChoices();
  const chosen = pipelineId || pipelines.choices[0]?.value || '';
  const stageQuery = chosen ? { ...query, [PIPELINE_PARAM]: chosen } : null;
  const result = useTimeInStage(stageQuery);

  const picker =
    !pipelines.isLoading && !pipelines.error && pipelines.choices.length === 0 ? (
      <EmptyState message="No hiring pipelines yet." />
    ) : (
      <ChoiceSelect
        label="Pipeline"
        value={chosen}
        onChange={onPipelineChange}
        options={pipelines.choices}
        isLoading={pipelines.isLoading}
        error={pipelines.error}
      />
    );
  return (
    <ReportCard
      title="Time in stage"
      name="time-in-stage"
      query={stageQuery}
      result={result}
      lead={picker}
      emptyMessage={(report) =>
        report.stages.every((stage) => stage.applications === 0) ? 'No applications went through this pipeline in this period.' : null
      }
    >
      {(report) => <StageFigures report={report} />}
    </ReportCard>
  );
}
