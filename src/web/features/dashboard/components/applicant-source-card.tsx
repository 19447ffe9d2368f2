import { LazyHorizontalBars } from '../../../ui/charts/lazy-charts';
import { ChartCard } from '../../../ui/charts/chart-card';
import { useDashboardCard } from '../api';
import { CardFooter } from './card-footer';
import { useCardFilter, withQuery } from './card-filter';
import { useCardPlaceholder } from './card-placeholder';
import { chartLabel } from './chart-label';

const TITLE = 'Applicant Source';

/** Applications per source under the footer's filters, as a table or a bar chart. */
export function ApplicantSourceCard() {
  const filter = useCardFilter('source');
  const query = useDashboardCard('applicant-source', filter.params);
  const card = query.data?.data;
  const rows = card?.rows ?? [];
  const placeholder = useCardPlaceholder(TITLE, query, rows.length === 0, 'No applications yet.');
  const { departmentId, jobId } = filter.values;
  const viewAll = withQuery('/application', { departmentId, jobId, locationId: card?.locationId, ...card?.range });
  return (
    <ChartCard
      title={TITLE}
      columns={['Source', 'Applications']}
      rows={rows.map((row) => [row.source, row.applications])}
      defaultMode="table"
      placeholder={placeholder}
      footer={<CardFooter card={TITLE} filter={filter} viewAll={viewAll} />}
    >
      <LazyHorizontalBars
        title="Applications per source"
        data={rows.map((row) => ({
          label: chartLabel(row.source),
          value: row.applications,
          valueText: `${row.applications} from ${row.source}`,
        }))}
      />
    </ChartCard>
  );
}
