import { tokens, type GriffelStyle } from '@fluentui/react-components';

/** A bar whose parts sit at both ends and wrap onto new lines on narrow screens (headers, pagers). */
export const spreadRow: GriffelStyle = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.spacingHorizontalM,
};

/** A `<ul>`/`<ol>` without bullets or indent whose items stack with `gap` between them. */
export function stackedList(gap: string): GriffelStyle {
  return { display: 'flex', flexDirection: 'column', gap, margin: 0, padding: 0, listStyleType: 'none' };
}
