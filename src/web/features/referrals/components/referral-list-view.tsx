import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Label, Select, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { REFERRAL_LISTS, type ReferralListItem, type ReferralListName } from '../../../../shared/contract/referral';
import { ListPage } from '../../../ui/list-page/list-page';
import { usePagedList } from '../../../ui/list-page/use-paged-list';
import { SHORT_PAGE_SIZES } from '../../../ui/data-table/types';
import { ExportButton } from '../../../ui/export-button/export-button';
import { UpdateStatusDrawer } from '../../../domain/applicant-status/update-status-drawer';
import { TrashSelectionActions, useApplicantTrashConfirm } from '../../../domain/applicant-trash-confirm';
import { usePermissions } from '../../../lib/permissions';
import { useDeleteReferrals, useReferralList } from '../api';
import { referralColumns } from './referral-columns';
import { openResume } from './open-resume';
import { referralFilterQuery, referralListRead } from './referral-list-query';
import { fullName } from '../../../lib/formats';

export interface ReferralListViewProps {
  list: ReferralListName;
  title: string;
  description: string;
}

const STATE_LABELS: Record<string, string> = { in_progress: 'In Progress', hired: 'Hired', rejected: 'Rejected', duplicate: 'Duplicate' };

const useStyles = makeStyles({
  tools: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  filter: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

/**
 * One staff referral list (total, in progress, hired): search, the referral state filter and paging
 * in the address; row actions View Resume, Status, View Applicant, Delete; Export of the selection
 * or of every match; Back to /referrals.
 */
export function ReferralListView({ list: name, title, description }: ReferralListViewProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const canWrite = usePermissions().can('referrals:write');
  const paged = usePagedList(useReferralList, referralListRead(name));
  const { list } = paged;
  const states: readonly string[] = REFERRAL_LISTS[name];
  const filterQuery = referralFilterQuery(list);
  const remove = useDeleteReferrals();
  const [statusFor, setStatusFor] = useState<number | null>(null);
  const deletion = useApplicantTrashConfirm({ one: 'referral', many: 'referrals' }, remove);
  const askDelete = deletion.ask;

  const columns = useMemo(
    () =>
      referralColumns({
        canWrite,
        onViewResume: (row) => void openResume(row),
        onStatus: (row) => setStatusFor(row.applicantId),
        onView: (row) => navigate(`/application/view/${row.applicantId}`),
        onDelete: (row) => askDelete({ ids: [row.applicantId] }),
      }),
    [askDelete, canWrite, navigate],
  );
  const exportPath = `${name}/export`;

  return (
    <ListPage<ReferralListItem>
      title={title}
      description={description}
      {...paged}
      columns={columns}
      tableLabel={title}
      getRowId={(row) => String(row.applicantId)}
      rowLabel={(row) => `Select ${fullName(row)}`}
      searchPlaceholder="Search name, e-mail or phone"
      pageSizeOptions={SHORT_PAGE_SIZES}
      headerActions={
        <Button appearance="subtle" icon={<ArrowLeftRegular />} onClick={() => navigate('/referrals')}>
          Back
        </Button>
      }
      selectionActions={(selected, clear) => {
        const ids = selected.map((row) => row.applicantId);
        return (
          <TrashSelectionActions ids={ids} clearSelection={clear} canDelete={canWrite} ask={askDelete}>
            <ExportButton path={exportPath} filePrefix={name} query={filterQuery} selectedIds={ids} />
          </TrashSelectionActions>
        );
      }}
      filters={
        <div className={styles.tools}>
          {states.length > 1 && (
            <div className={styles.filter}>
              <Label htmlFor={`${name}-state`}>Status</Label>
              <Select
                id={`${name}-state`}
                value={list.filters.referralStatus ?? ''}
                onChange={(_, data) => list.setFilter('referralStatus', data.value)}
              >
                <option value="">Any status</option>
                {states.map((state) => (
                  <option key={state} value={state}>
                    {STATE_LABELS[state] ?? state}
                  </option>
                ))}
              </Select>
            </div>
          )}
          <ExportButton path={exportPath} filePrefix={name} query={filterQuery} selectedIds={[]} />
        </div>
      }
      emptyMessage="No referrals yet."
      noMatchMessage="No referrals match your search and filter."
    >
      <UpdateStatusDrawer applicationId={statusFor} onClose={() => setStatusFor(null)} />
      {deletion.dialog}
    </ListPage>
  );
}
