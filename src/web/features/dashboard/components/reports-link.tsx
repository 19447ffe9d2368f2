import { Link } from '@fluentui/react-components';
import { DataHistogramRegular } from '@fluentui/react-icons';
import { useLinkClick } from '../../../lib/use-link-click';

const REPORTS_ROUTE = '/reports';

/** 'Reports' on the staff dashboard: the spec's menus have no entry for the page. */
export function ReportsLink() {
  const open = useLinkClick(REPORTS_ROUTE);
  return (
    <Link href={REPORTS_ROUTE} onClick={open}>
      <DataHistogramRegular aria-hidden="true" /> Reports
    </Link>
  );
}
