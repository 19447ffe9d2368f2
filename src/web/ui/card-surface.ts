import { tokens, type GriffelStyle } from '@fluentui/react-components';

/** The surface every card of the app shares (detail cards, chart cards, figure tiles). */
export const cardSurface: GriffelStyle = {
  borderRadius: tokens.borderRadiusLarge,
  border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  backgroundColor: tokens.colorNeutralBackground1,
};

/** A card holding a titled column of content (detail cards, chart cards). */
export const cardPanel: GriffelStyle = {
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.spacingVerticalM,
  minWidth: 0,
  padding: tokens.spacingHorizontalL,
  ...cardSurface,
};
