import { useLocation } from 'react-router-dom';
import { Body1, Title2 } from '@fluentui/react-components';
import { RouterLink } from '../router-link';
import { useDocumentTitle } from '../../lib/use-document-title';
import { usePageStyles } from './page-styles';

export function NotFoundPage() {
  const styles = usePageStyles();
  const { pathname } = useLocation();
  useDocumentTitle('Page not found');
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <Title2 as="h1" className={styles.title}>
          Page not found
        </Title2>
        <Body1 className={styles.muted}>
          There is no page at <code className={styles.code}>{pathname}</code>.
        </Body1>
        <Body1>
          <RouterLink to="/">Go to dashboard</RouterLink>
        </Body1>
      </section>
    </div>
  );
}
