import { Link } from '@fluentui/react-components';
import { DataHistogramRegular } from '@fluentui/react-icons';
import { usePermissions } from '../../../lib/permissions';
import { useLinkClick } from '../../../lib/use-link-click';

export const REPORTS_ROUTE = '/reports';

/** 'Reports' for the dashboard (the spec's menus have no entry for it), shown to those who may read applications. */
export function ReportsLink() {
  const { can } = usePermissions();
  const open = useLinkClick(REPORTS_ROUTE);
  if (!can('applications:read')) return null;
  return (
    <Link href={REPORTS_ROUTE} onClick={open}>
      <DataHistogramRegular aria-hidden="true" /> Reports
    </Link>
  );
}
