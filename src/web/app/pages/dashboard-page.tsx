import { Body1, Skeleton, SkeletonItem, Title2 } from '@fluentui/react-components';
import { fullName } from '../../lib/person-name';
import { useUserInfo } from '../../domain/user-info';
import { NotBuiltNote } from './placeholder-page';
import { useDocumentTitle } from '../../lib/use-document-title';
import { usePageStyles } from './page-styles';
import { ReportsLink } from '../../features/reports/components/reports-link';

/** For now: the greeting of spec 000 §1 and a note that the dashboard is not built yet. */
export function DashboardPage() {
  const styles = usePageStyles();
  const { user, isLoading } = useUserInfo();
  useDocumentTitle('Dashboard');

  return (
    <div className={styles.page}>
      <header className={styles.heading}>
        {isLoading ? (
          <Skeleton aria-label="Loading greeting">
            <SkeletonItem size={32} />
          </Skeleton>
        ) : (
          <Title2 as="h1" className={styles.title}>
            Hi {fullName({ name: user?.userName, lastName: user?.lastName })}
          </Title2>
        )}
        <Body1 className={styles.muted}>The data below depends on the duration you choose.</Body1>
        <ReportsLink />
      </header>
      <NotBuiltNote title="Dashboard" />
    </div>
  );
}
