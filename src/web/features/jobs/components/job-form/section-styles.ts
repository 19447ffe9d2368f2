import { makeStyles, tokens } from '@fluentui/react-components';

/** Headed sections of fields laid out in as many columns as fit. */
export const useSectionStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
    alignItems: 'start',
    // A select is as wide as its longest option unless it and its cell may shrink below that.
    '& > *': { minWidth: 0 },
    '& .fui-Select, & select': { minWidth: 0 },
  },
  heading: { margin: 0, paddingTop: tokens.spacingVerticalS },
});
