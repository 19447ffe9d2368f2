import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Body1, Title3 } from '@fluentui/react-components';
import { RouterLink } from '../router-link';
import { usePageStyles } from './page-styles';

export interface NotBuiltNoteProps {
  title: string;
}

/** '<Screen title> — not built yet' with the route and a link to the dashboard. */
export function NotBuiltNote({ title }: NotBuiltNoteProps) {
  const styles = usePageStyles();
  const { pathname } = useLocation();
  return (
    <section className={styles.card} aria-label={`${title} — not built yet`}>
      <Title3 as="h2" className={styles.title}>{title} — not built yet</Title3>
      <Body1 className={styles.muted}>
        Route: <code className={styles.code}>{pathname}</code>
      </Body1>
      {pathname !== '/' && (
        <Body1>
          <RouterLink to="/">Go to dashboard</RouterLink>
        </Body1>
      )}
    </section>
  );
}

export interface PlaceholderPageProps {
  title: string;
}

/** Stands in for a screen that a later issue builds. */
export function PlaceholderPage({ title }: PlaceholderPageProps) {
  const styles = usePageStyles();
  useEffect(() => {
    document.title = `${title} · Hireloop`;
  }, [title]);
  return (
    <div className={styles.page}>
      <NotBuiltNote title={title} />
    </div>
  );
}
