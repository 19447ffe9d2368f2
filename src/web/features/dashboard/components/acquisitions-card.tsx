import { Text } from '@fluentui/react-components';
import { ChartCard } from '../../../ui/charts/chart-card';
import { LazyFunnel } from '../../../ui/charts/lazy-charts';
import { formatNumber } from '../../../lib/locale-formats';
import { CardFooter } from './card-footer';
import { useFilteredCard } from './use-filtered-card';
import { useFiguresPlaceholder } from '../../../ui/charts/figures-placeholder';

const TITLE = 'Acquisitions';

/** How many of the filtered applications reached each step, as a table or a funnel, with their total. */
export function AcquisitionsCard() {
  const { filter, query, figures: card, applicationsLink } = useFilteredCard('acquisitions', 'acquisitions');
  const steps = card?.steps ?? [];
  const placeholder = useFiguresPlaceholder(TITLE, query, card?.total === 0 ? 'No applications yet.' : null);
  return (
    <ChartCard
      title={TITLE}
      columns={['Step', 'Applications', 'Percent']}
      rows={steps.map((step) => [step.label, step.count, `${step.percent}%`])}
      defaultMode="table"
      placeholder={placeholder}
      footer={
        <CardFooter card={TITLE} filter={filter} viewAll={applicationsLink}>
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
