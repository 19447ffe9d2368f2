import { useLocation } from 'react-router-dom';
import { Body1, Title3 } from '@fluentui/react-components';
import { RouterLink } from '../router-link';
import { useDocumentTitle } from '../../lib/use-document-title';
import { usePageStyles } from './page-styles';

export interface NotBuiltNoteProps {
  title: string;
  /** h1 when the note is the whole page, h2 under a page's own heading. */
  headingLevel?: 'h1' | 'h2';
}

/** '<Screen title> — not built yet' with the route and a link to the dashboard. */
export function NotBuiltNote({ title, headingLevel = 'h2' }: NotBuiltNoteProps) {
  const styles = usePageStyles();
  const { pathname } = useLocation();
  return (
    <section className={styles.card} aria-label={`${title} — not built yet`}>
      <Title3 as={headingLevel} className={styles.title}>
        {title} — not built yet
      </Title3>
      <Body1 className={styles.muted}>
        Route: <code className={styles.code}>{pathname}</code>
      </Body1>
      <Body1>
        <RouterLink to="/">Go to dashboard</RouterLink>
      </Body1>
    </section>
  );
}

export interface PlaceholderPageProps {
  title: string;
}

/** Stands in for a screen that a later issue builds. */
export function PlaceholderPage({ title }: PlaceholderPageProps) {
  const styles = usePageStyles();
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <NotBuiltNote title={title} headingLevel="h1" />
    </div>
  );
}
