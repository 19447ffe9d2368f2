import { Body1, Button, makeStyles, mergeClasses, Title2, tokens } from '@fluentui/react-components';
import { NotifyAppLoaded } from '../../host/notify-app-loaded';
import { useDocumentTitle } from '../../lib/use-document-title';
import { usePageStyles } from './page-styles';

// Shown without the shell (sign-in failed), so it keeps the shell's page padding itself.
const useStyles = makeStyles({
  root: { padding: tokens.spacingHorizontalXL },
});

export interface TeamsSignInRefusedPageProps {
  onRetry: () => void;
}

/**
 * Inside Teams when Teams gave no sign-in token (consent missing, a policy): the tab cannot go to
 * the central sign-in (a Teams user has no password there, and Microsoft's pages refuse to be framed).
 */
export function TeamsSignInRefusedPage({ onRetry }: TeamsSignInRefusedPageProps) {
  const styles = usePageStyles();
  const own = useStyles();
  useDocumentTitle('Sign-in failed');
  return (
    <main className={mergeClasses(styles.page, own.root)}>
      <section className={styles.card}>
        <Title2 as="h1" className={styles.title}>
          Microsoft Teams could not sign you in
        </Title2>
        <Body1 className={styles.muted}>
          Hireloop could not use your Microsoft account: it may need your permission, or your account may not be active in this workspace.
          Try again; if this keeps happening, ask your Hireloop or Microsoft 365 admin.
        </Body1>
        <div>
          <Button appearance="primary" onClick={onRetry}>
            Try again
          </Button>
        </div>
      </section>
      <NotifyAppLoaded />
    </main>
  );
}
