import { FluentProvider, makeStyles, Spinner, webLightTheme } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' },
});

/** Shown inside an iframe while Teams detection runs (up to a few seconds outside Teams). */
export function StartupScreen() {
  const styles = useStyles();
  return (
    <FluentProvider theme={webLightTheme}>
      <div className={styles.root}>
        <Spinner label="Starting Hireloop…" />
      </div>
    </FluentProvider>
  );
}
