import { makeStyles, Spinner, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '200px',
    height: '100%',
    padding: tokens.spacingVerticalXXL,
  },
});

export interface PageSpinnerProps {
  label?: string;
}

/** The Suspense fallback while a page's code loads (and while sign-in is checked). */
export function PageSpinner({ label = 'Loading…' }: PageSpinnerProps) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Spinner label={label} />
    </div>
  );
}
