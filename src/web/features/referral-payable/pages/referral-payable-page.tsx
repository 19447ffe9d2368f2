import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Link } from '@fluentui/react-components';
import { ArrowDownloadRegular, DeleteRegular, TaskListSquareLtrRegular } from '@fluentui/react-icons';
import type { PayableItem } from '../../../../shared/contract/referral-payable';
import { notCompletedMessage } from '../../../../shared/rules/referral-payout';
import { ListPage } from '../../../ui/list-page/list-page';
import { SHORT_PAGE_SIZES } from '../../../ui/data-table/types';
import { DeleteConfirmDialog } from '../../../ui/delete-confirm-dialog';
import { ExportButton } from '../../../ui/export-button/export-button';
import { usePermissions } from '../../../lib/permissions';
import { pagedListQuery } from '../../../lib/list-read';
import { useListState } from '../../../lib/use-list-state';
import { usePayableMutations, usePayables } from '../api';
import { payableColumns } from '../components/payable-columns';
import { LastWorkingDayDialog } from '../components/last-working-day-dialog';
import { PayoutFilter } from '../components/payout-filter';
import { PAYABLE_LIST_READ } from '../components/payable-list-query';
import { PayoutStatusDrawer } from '../components/payout-status-drawer';
import { ReleaseGuard } from '../components/release-guard';
import { fullName } from '../../../lib/formats';

interface Selection {
  ids: number[];
  clear: () => void;
}

const EXPORT_PATH = 'referral-payable/export';

/**
 * /referral-payable: 'Referral Payable'. Status and Export act on a selection only once every
 * selected hire has completed the release period (the tooltip says so otherwise); Export of the
 * whole list takes only those past it.
 */
export function ReferralPayablePage() {
  const navigate = useNavigate();
  const canWrite = usePermissions().can('referrals:write');
  const list = useListState(PAYABLE_LIST_READ);
  const [searchParams] = useSearchParams();
  // The same parameters, and so the same request, as the one started before this code loaded.
  const request = pagedListQuery(searchParams, PAYABLE_LIST_READ);
  const { status } = request;
  const query = usePayables(request);
  const releaseDays = query.data?.releaseDays;
  const [statusFor, setStatusFor] = useState<Selection | null>(null);
  const [deleting, setDeleting] = useState<Selection | null>(null);
  const [lastDayFor, setLastDayFor] = useState<PayableItem | null>(null);
  const { remove } = usePayableMutations();

  const columns = useMemo(
    () =>
      payableColumns({
        onView: (row) => navigate(`/job-referral/${row.applicantId}`),
        onLastWorkingDay: canWrite ? setLastDayFor : undefined,
      }),
    [canWrite, navigate],
  );
  const filterQuery = { search: list.search, status };
  const blockedBy = (rows: PayableItem[]) =>
    releaseDays !== undefined && rows.some((row) => !row.payoutDue) ? notCompletedMessage(releaseDays) : null;

  return (
    <ListPage<PayableItem>
      title="Referral Payable"
      description={
        <>
          <Link onClick={() => navigate('/referrals')}>Back to referrals</Link>
          {/* The days are the referral settings' release period, which the list answers with; a user refused the list is not told a rule without its number. */}
          {releaseDays !== undefined &&
            ` · The payout date is the joining date plus ${releaseDays} days; Export without a selection takes only the referrals past it.`}
        </>
      }
      list={list}
      query={query}
      columns={columns}
      tableLabel="Referral payouts"
      getRowId={(row) => String(row.applicantId)}
      rowLabel={(row) => `Select ${fullName(row)}`}
      searchPlaceholder="Search the employee's name, e-mail or phone"
      pageSizeOptions={SHORT_PAGE_SIZES}
      selectionActions={(selected, clear) => {
        const ids = selected.map((row) => row.applicantId);
        const blocked = blockedBy(selected);
        return (
          <>
            {canWrite && (
              <ReleaseGuard blockedBy={blocked} icon={<TaskListSquareLtrRegular />} label="Status">
                <Button icon={<TaskListSquareLtrRegular />} onClick={() => setStatusFor({ ids, clear })}>
                  Status
                </Button>
              </ReleaseGuard>
            )}
            <ReleaseGuard blockedBy={blocked} icon={<ArrowDownloadRegular />} label="Export">
              <ExportButton path={EXPORT_PATH} filePrefix="referral-payable" query={filterQuery} selectedIds={ids} />
            </ReleaseGuard>
            {canWrite && (
              <Button icon={<DeleteRegular />} onClick={() => setDeleting({ ids, clear })}>
                Delete
              </Button>
            )}
          </>
        );
      }}
      filters={
        <>
          <PayoutFilter value={list.filters.status} onChange={(value) => list.setFilter('status', value)} />
          <ExportButton path={EXPORT_PATH} filePrefix="referral-payable" query={filterQuery} selectedIds={[]} />
        </>
      }
      emptyMessage="No hired referrals yet: a referral appears here once its candidate joins."
      noMatchMessage="No referrals match your search and status."
    >
      <PayoutStatusDrawer
        applicantIds={statusFor?.ids ?? []}
        open={statusFor !== null}
        onClose={() => setStatusFor(null)}
        onDone={() => statusFor?.clear()}
      />
      <DeleteConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting?.ids.length === 1 ? 'Delete payout record' : `Delete ${deleting?.ids.length ?? 0} payout records`}
        detail="The payout records and their remarks go; the applications and referrals stay."
        onConfirm={async () => {
          await remove(deleting?.ids ?? []);
          deleting?.clear();
        }}
      />
      {lastDayFor && <LastWorkingDayDialog row={lastDayFor} onClose={() => setLastDayFor(null)} />}
    </ListPage>
  );
}
