import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { FALLBACK_VERSION, useFooterContent } from './shell-api';

const useStyles = makeStyles({
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalXL,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground3,
    backgroundColor: tokens.colorNeutralBackground1,
    flexShrink: 0,
  },
});

/** The footer: the content line and the version label (1.0.23 when it cannot be loaded). */
export function AppFooter() {
  const styles = useStyles();
  const footer = useFooterContent();
  return (
    <footer className={styles.footer}>
      <Caption1>{footer?.content ?? ''}</Caption1>
      <Caption1>Version {footer?.version || FALLBACK_VERSION}</Caption1>
    </footer>
  );
}
