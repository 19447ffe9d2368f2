import type { ReactNode } from 'react';
import { Body1, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useDocumentTitle } from '../lib/use-document-title';
import { spreadRow } from './layout-styles';

export interface PageHeaderProps {
  /** The page title, rendered as the page's h1 and named in the browser tab. */
  title: string;
  /** Optional line under the title. */
  description?: ReactNode;
  /** Buttons on the right (e.g. Create). */
  actions?: ReactNode;
  /** Optional element before the title (e.g. a Back link). */
  before?: ReactNode;
}

const useStyles = makeStyles({
  root: { ...spreadRow, marginBottom: tokens.spacingVerticalL },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  // A long unbroken name (an applicant's, up to 100 characters a part) wraps instead of running off the window.
  title: { margin: 0, overflowWrap: 'anywhere' },
  description: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** Title row of a page with its actions. */
export function PageHeader({ title, description, actions, before }: PageHeaderProps) {
  const styles = useStyles();
  useDocumentTitle(title);
  return (
    <header className={styles.root}>
      <div className={styles.heading}>
        {before}
        <Title3 as="h1" className={styles.title}>
          {title}
        </Title3>
        {description && <Body1 className={styles.description}>{description}</Body1>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
