import { Text } from '@fluentui/react-components';
import { ChartCard } from '../../../ui/charts/chart-card';
import { LazyFunnel } from '../../../ui/charts/lazy-charts';
import { formatNumber } from '../../../lib/locale-formats';
import { useDashboardCard } from '../api';
import { CardFooter } from './card-footer';
import { useCardFilter, withQuery } from './card-filter';
import { useCardPlaceholder } from './card-placeholder';

const TITLE = 'Acquisitions';

/** How many of the filtered applications reached each step, as a table or a funnel, with their total. */
export function AcquisitionsCard() {
  const filter = useCardFilter('acquisitions');
  const query = useDashboardCard('acquisitions', filter.params);
  const card = query.data?.data;
  const steps = card?.steps ?? [];
  const placeholder = useCardPlaceholder(TITLE, query, card?.total === 0, 'No applications yet.');
  const { departmentId, jobId } = filter.values;
  const viewAll = withQuery('/application', { departmentId, jobId, locationId: card?.locationId, ...card?.range });
  return (
    <ChartCard
      title={TITLE}
      columns={['Step', 'Applications', 'Percent']}
      rows={steps.map((step) => [step.label, step.count, `${step.percent}%`])}
      defaultMode="table"
      placeholder={placeholder}
      footer={
        <CardFooter card={TITLE} filter={filter} viewAll={viewAll}>
          {card && <Text weight="semibold">Total Application : {formatNumber(card.total)}</Text>}
        </CardFooter>
      }
    >
      <LazyFunnel
        title="Applications at each step"
        data={steps.map((step) => ({ label: `${step.label} (${step.percent}%)`, value: step.count }))}
      />
    </ChartCard>
  );
}
