import { useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { JobApplicationItem } from '../../../../shared/contract/application';
import { usePermissions } from '../../../lib/permissions';
import { useListState } from '../../../lib/use-list-state';
import { EmptyState } from '../../../ui/empty-state';
import { ListPage } from '../../../ui/list-page/list-page';
import { PageHeader } from '../../../ui/page-header';
import { useJobApplications } from '../api';
import { AddApplicantButton } from '../components/add-applicant-button';
import { AssignRecruiterDrawer } from '../components/assign-recruiter-drawer';
import { JobApplicantsBoard } from '../components/board/job-applicants-board';
import { BulkStatusDrawer } from '../../../domain/applicant-status/bulk-status-drawer';
import { ExportButton } from '../../../ui/export-button/export-button';
import { FlaggedOnlyFilter } from '../components/flagged-only-filter';
import { JOB_APPLICANTS_STATE, flaggedQuery, jobApplicantsQuery, jobOf } from '../components/applicant-list-queries';
import { jobApplicantsColumns } from '../components/job-applicants-columns';
import { JobApplicantsJobPicker } from '../components/job-applicants-job-picker';
import { JobApplicantsSelection } from '../components/job-applicants-selection';
import { JobApplicantsViewSwitch, type ApplicantsView } from '../components/job-applicants-view-switch';
import { ResumeDrawer } from '../components/resume-drawer';
import { fullName } from '../../../lib/formats';

const TITLE = 'Applicants';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  tools: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS, minWidth: 0 },
});

interface Selection {
  ids: number[];
  clear: () => void;
}

/** A selection drawer's props: saving clears the table's selection and closes it. */
function selectionDrawer(selection: Selection | null, close: () => void) {
  return {
    applicationIds: selection?.ids ?? [],
    open: selection !== null,
    onClose: close,
    onDone: () => {
      selection?.clear();
      close();
    },
  };
}

/** /job/application/:id — 'Applicants' of one job (or of every job for `all`), as a table or a board. */
export function JobApplicantsPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const jobId = jobOf(useParams().id);
  const [params, setParams] = useSearchParams();
  const view: ApplicantsView = params.get('view') === 'board' ? 'board' : 'table';
  const canWrite = usePermissions().can('applications:write');
  const list = useListState(JOB_APPLICANTS_STATE);
  // The same parameters, and so the same request, as the one started before this code loaded.
  const query = useJobApplications(jobId, jobApplicantsQuery(params));
  const [resumeFor, setResumeFor] = useState<JobApplicationItem | null>(null);
  const [statusFor, setStatusFor] = useState<Selection | null>(null);
  const [assignFor, setAssignFor] = useState<Selection | null>(null);
  const columns = useMemo(() => jobApplicantsColumns(jobId === 'all'), [jobId]);

  if (jobId === null) return <EmptyState message="Job not found. Choose a job from the job list." />;

  const setView = (next: ApplicantsView) => {
    const nextParams = new URLSearchParams(params);
    if (next === 'board') nextParams.set('view', 'board');
    else nextParams.delete('view');
    setParams(nextParams);
  };
  // A new job starts at its first page, keeping the chosen view.
  const chooseJob = (next: number | 'all') =>
    navigate({ pathname: `/job/application/${next}`, search: view === 'board' ? '?view=board' : '' });
  const exportQuery = { ...(jobId === 'all' ? {} : { jobId }), search: list.search || undefined, ...flaggedQuery(list.filters) };
  const headerActions = (
    <>
      <JobApplicantsViewSwitch view={view} onChange={setView} />
      <AddApplicantButton jobId={jobId === 'all' ? undefined : jobId} />
    </>
  );
  const picker = <JobApplicantsJobPicker jobId={jobId} onChange={chooseJob} />;

  if (view === 'board') {
    return (
      <div className={styles.root}>
        <PageHeader title={TITLE} actions={headerActions} />
        <div className={styles.tools}>{picker}</div>
        <JobApplicantsBoard jobId={jobId} onShowTable={() => setView('table')} />
      </div>
    );
  }

  return (
    <ListPage<JobApplicationItem>
      title={TITLE}
      headerActions={headerActions}
      list={list}
      query={query}
      columns={columns}
      tableLabel="Applicants"
      getRowId={(row) => String(row.applicantId)}
      rowLabel={(row) => `Select ${fullName(row)}`}
      searchPlaceholder="Search name or e-mail"
      sortable
      selectionActions={(selected, clear) => (
        <JobApplicantsSelection
          selected={selected}
          exportQuery={exportQuery}
          canWrite={canWrite}
          onViewResume={setResumeFor}
          onStatus={(ids) => setStatusFor({ ids, clear })}
          onAssign={(ids) => setAssignFor({ ids, clear })}
        />
      )}
      filters={
        <div className={styles.tools}>
          {picker}
          <FlaggedOnlyFilter list={list} />
          <ExportButton query={exportQuery} selectedIds={[]} />
        </div>
      }
      emptyMessage={jobId === 'all' ? 'No applicants yet.' : 'No one has applied to this job yet.'}
      noMatchMessage="No applicants match your search."
    >
      <ResumeDrawer
        applicationId={resumeFor?.applicantId ?? null}
        title={resumeFor ? fullName(resumeFor) : undefined}
        onClose={() => setResumeFor(null)}
      />
      <BulkStatusDrawer {...selectionDrawer(statusFor, () => setStatusFor(null))} />
      <AssignRecruiterDrawer {...selectionDrawer(assignFor, () => setAssignFor(null))} />
    </ListPage>
  );
}
