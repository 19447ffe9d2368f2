import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '@fluentui/react-components';
import type { PayableItem } from '../../../../shared/contract/referral-payable';
import { ListPage } from '../../../ui/list-page/list-page';
import { usePagedList } from '../../../ui/list-page/use-paged-list';
import { useJobReferrals } from '../api';
import { payableColumns } from '../components/payable-columns';

/** /job-referral: the hired referrals whose payout is not decided yet; each opens its detail page. */
export function JobReferralPage() {
  const navigate = useNavigate();
  const paged = usePagedList<PayableItem>(useJobReferrals);
  const columns = useMemo(
    () => payableColumns({ onView: (row) => navigate(`/job-referral/${row.applicantId}`) }).filter((column) => column.id !== 'remark'),
    [navigate],
  );
  return (
    <ListPage<PayableItem>
      {...paged}
      title="Job Referral"
      description={
        <>
          <Link onClick={() => navigate('/referral-payable')}>Back to Referral Payable</Link>
          {' · Hired referrals awaiting the payout decision: open one to mark it as duplicate or eligible.'}
        </>
      }
      columns={columns}
      tableLabel="Referrals awaiting a decision"
      getRowId={(row) => String(row.applicantId)}
      searchPlaceholder="Search the employee's name, e-mail or phone"
      emptyMessage="No referral awaits a decision."
      noMatchMessage="No referral awaiting a decision matches your search."
    />
  );
}
