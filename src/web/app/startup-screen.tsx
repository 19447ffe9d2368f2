import { Body1, FluentProvider, Link, makeStyles, Spinner, Title3, tokens, webLightTheme } from '@fluentui/react-components';
import { TEAMS_SDK_NOT_FOUND } from '../host/teams';

const useStyles = makeStyles({
  root: { height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' },
  notFound: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    maxWidth: '560px',
    padding: tokens.spacingHorizontalXL,
    boxSizing: 'border-box',
  },
  title: { margin: 0 },
});

/** Shown while Teams detection runs: inside an iframe, or wherever the address says the page is a Teams tab. */
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

/**
 * A Teams tab's address whose host never answered: the tab says so instead of showing the password
 * sign-in (which cannot help a Teams user), and offers the web app.
 */
export function TeamsNotFoundScreen() {
  const styles = useStyles();
  return (
    <FluentProvider theme={webLightTheme}>
      <main className={styles.root}>
        <section className={styles.notFound}>
          <Title3 as="h1" className={styles.title}>
            {TEAMS_SDK_NOT_FOUND}
          </Title3>
          <Body1>
            This page is a Microsoft Teams tab, but Teams did not answer. Reload the tab, or{' '}
            <Link href={window.location.pathname}>open Hireloop in the browser</Link>.
          </Body1>
        </section>
      </main>
    </FluentProvider>
  );
}
