import { LazyHorizontalBars } from '../../../ui/charts/lazy-charts';
import { ChartCard } from '../../../ui/charts/chart-card';
import { CardFooter } from './card-footer';
import { useFilteredCard } from './use-filtered-card';
import { useFiguresPlaceholder } from '../../../ui/charts/figures-placeholder';
import { CHART_LABEL_CHARS } from './chart-label';

const TITLE = 'Applicant Source';

/** Applications per source under the footer's filters, as a table or a bar chart. */
export function ApplicantSourceCard() {
  const { filter, query, figures, applicationsLink } = useFilteredCard('applicant-source', 'source');
  const rows = figures?.rows ?? [];
  const placeholder = useFiguresPlaceholder(TITLE, query, rows.length === 0 ? 'No applications yet.' : null);
  return (
    <ChartCard
      title={TITLE}
      columns={['Source', 'Applications']}
      rows={rows.map((row) => [row.source, row.applications])}
      defaultMode="table"
      placeholder={placeholder}
      footer={<CardFooter card={TITLE} filter={filter} viewAll={applicationsLink} />}
    >
      <LazyHorizontalBars
        title="Applications per source"
        labelChars={CHART_LABEL_CHARS}
        data={rows.map((row) => ({
          label: row.source,
          value: row.applications,
          valueText: `${row.applications} from ${row.source}`,
        }))}
      />
    </ChartCard>
  );
}
