import { makeStyles, tokens } from '@fluentui/react-components';

export const useReportStyles = makeStyles({
  // Tiles share a row while they fit and stack on a narrow card.
  tiles: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 150px), 1fr))', gap: tokens.spacingVerticalM },
});
