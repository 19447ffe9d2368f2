import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentCopyRegular, RecycleRegular } from '@fluentui/react-icons';
import type { ApplicationListItem } from '../../../../shared/contract/application';
import { ListPage } from '../../../ui/list-page/list-page';
import { TrashSelectionActions, useApplicantTrashConfirm } from '../../../domain/applicant-trash-confirm';
import { FilterBar } from '../../../ui/filter-bar/filter-bar';
import { usePermissions } from '../../../lib/permissions';
import { useListState } from '../../../lib/use-list-state';
import { useApplications } from '../api';
import { useApplicationTrashMutations } from '../trash-api';
import { applicationListColumns } from '../components/application-list-columns';
import { AddApplicantButton } from '../components/add-applicant-button';
import { ApplicationListJobChip } from '../components/application-list-job-chip';
import { FlaggedOnlyFilter } from '../components/flagged-only-filter';
import { APPLICATION_LIST_STATE, applicationFilterQuery, applicationListQuery, idOf } from '../components/applicant-list-queries';
import { ExportButton } from '../../../ui/export-button/export-button';
import { ResumeDrawer } from '../components/resume-drawer';
import { UpdateStatusDrawer } from '../../../domain/applicant-status/update-status-drawer';
import { fullName } from '../../../lib/formats';

const useStyles = makeStyles({
  tools: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
});

/**
 * /application and /applicationv1: 'Application List'. Paging, search, sort and the filter bar
 * are kept in the address; arriving from a job's View Applicants (its id in the navigation state)
 * moves the job id into the address too, so reload and Back keep the job filter.
 */
export function ApplicationListPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const location = useLocation();
  const permissions = usePermissions();
  const canWrite = permissions.can('applications:write');
  const canManage = permissions.can('applications:manage');
  const list = useListState(APPLICATION_LIST_STATE);
  const [searchParams] = useSearchParams();
  const jobId = idOf(list.filters.jobId);
  const arrivingJobId = idOf((location.state as { jobId?: unknown } | null)?.jobId);

  useEffect(() => {
    if (arrivingJobId === null) return;
    const params = new URLSearchParams(location.search);
    params.set('jobId', String(arrivingJobId));
    params.delete('page');
    navigate({ pathname: location.pathname, search: params.toString() }, { replace: true, state: null });
  }, [arrivingJobId, location.pathname, location.search, navigate]);

  // What the list shows, without its page: the export takes the same filters and search.
  const filterQuery = applicationFilterQuery(list);
  // The same parameters, and so the same request, as the one started before this code loaded.
  const query = useApplications(applicationListQuery(searchParams));

  const [statusFor, setStatusFor] = useState<number | null>(null);
  const [resumeFor, setResumeFor] = useState<ApplicationListItem | null>(null);
  const { remove } = useApplicationTrashMutations();
  // POST multiple-application-delete: all go to the trash or, when the server refuses one, none.
  const deletion = useApplicantTrashConfirm({ one: 'applicant', many: 'applicants' }, remove);
  const askDelete = deletion.ask;

  const columns = useMemo(
    () =>
      applicationListColumns({
        canWrite,
        onView: (row) => navigate(`/application/view/${row.applicantId}`),
        onEditStatus: (row) => setStatusFor(row.applicantId),
        onViewResume: setResumeFor,
        onDelete: (row) => askDelete({ ids: [row.applicantId] }),
      }),
    [askDelete, canWrite, navigate],
  );

  return (
    <ListPage<ApplicationListItem>
      title="Application List"
      description="Everyone who applied to the jobs you hire or recruit for."
      list={list}
      query={query}
      columns={columns}
      tableLabel="Applications"
      getRowId={(row) => String(row.applicantId)}
      rowLabel={(row) => `Select ${fullName(row)}`}
      searchPlaceholder="Search name, e-mail or phone"
      sortable
      headerActions={
        <>
          {canManage && (
            <>
              <Button appearance="subtle" icon={<DocumentCopyRegular />} onClick={() => navigate('/duplicate-records')}>
                Duplicate records
              </Button>
              <Button appearance="subtle" icon={<RecycleRegular />} onClick={() => navigate('/application/trash')}>
                Deleted applications
              </Button>
            </>
          )}
          <AddApplicantButton jobId={jobId ?? undefined} />
        </>
      }
      selectionActions={(selected, clear) => {
        const ids = selected.map((row) => row.applicantId);
        return (
          <TrashSelectionActions ids={ids} clearSelection={clear} canDelete={canWrite} ask={askDelete}>
            <ExportButton query={filterQuery} selectedIds={ids} />
          </TrashSelectionActions>
        );
      }}
      filters={
        <div className={styles.tools}>
          {jobId !== null && <ApplicationListJobChip jobId={jobId} onRemove={() => list.setFilter('jobId', '')} />}
          <FilterBar list={list} />
          <FlaggedOnlyFilter list={list} />
          <ExportButton query={filterQuery} selectedIds={[]} />
        </div>
      }
      emptyMessage="No applicants yet."
      noMatchMessage="No applicants match your search and filters."
    >
      <UpdateStatusDrawer applicationId={statusFor} onClose={() => setStatusFor(null)} />
      <ResumeDrawer
        applicationId={resumeFor?.applicantId ?? null}
        title={resumeFor ? fullName(resumeFor) : undefined}
        onClose={() => setResumeFor(null)}
      />
      {deletion.dialog}
    </ListPage>
  );
}
