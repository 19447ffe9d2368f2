import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentPdfRegular, HistoryRegular, TaskListSquareLtrRegular } from '@fluentui/react-icons';
import { ApiError } from '../../../lib/api';
import { usePermissions } from '../../../lib/permissions';
import { EmptyState } from '../../../ui/empty-state';
import { ListProblem } from '../../../ui/list-page/list-problem';
import { PageHeader } from '../../../ui/page-header';
import { ShareButtons } from '../../../ui/share-buttons';
import { useApplicant } from '../api';
import { ApplicantViewCards, ApplicantViewSkeleton } from '../components/applicant-view-cards';
import { PipelineTimelineDrawer } from '../components/pipeline-timeline-drawer';
import { ResumeDrawer } from '../components/resume-drawer';
import { UpdateStatusDrawer } from '../../../domain/applicant-status/update-status-drawer';
import { fullName } from '../../../lib/formats';

const LIST = '/application';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

type Drawer = 'timeline' | 'status' | 'resume' | null;

/** /application/view/:id and /application/viewV1/:id: one applicant, read-only, with its status drawers. */
export function ApplicantViewPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const raw = useParams().id ?? '';
  const id = /^\d{1,9}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
  const { data, error } = useApplicant(id ?? undefined);
  const canWrite = usePermissions().can('applications:write');
  const [drawer, setDrawer] = useState<Drawer>(null);
  const applicant = data?.data;
  const cancel = <Button onClick={() => navigate(LIST)}>Cancel</Button>;

  if (id === null || (error instanceof ApiError && error.status === 404)) {
    return (
      <>
        <PageHeader title="Applicant not found" />
        <EmptyState message="There is no such applicant you can see: the link may be wrong, or the application was deleted or is not yours to see.">
          <Button onClick={() => navigate(LIST)}>Back to the application list</Button>
        </EmptyState>
      </>
    );
  }

  const name = applicant ? fullName(applicant) : 'Applicant';
  return (
    <div className={styles.root}>
      <PageHeader
        title={name}
        description={applicant ? `Applied for ${applicant.job.jobTitle}` : undefined}
        actions={
          applicant && (
            <div className={styles.actions}>
              <Button icon={<HistoryRegular />} onClick={() => setDrawer('timeline')}>
                View Status
              </Button>
              {canWrite && (
                <Button icon={<TaskListSquareLtrRegular />} onClick={() => setDrawer('status')}>
                  Update Status
                </Button>
              )}
              <Button icon={<DocumentPdfRegular />} onClick={() => setDrawer('resume')}>
                View Resume
              </Button>
              <ShareButtons route={`/application/view/${id}`} label={name} />
              {cancel}
            </div>
          )
        }
      />
      {applicant?.flagReason && (
        <MessageBar intent="warning">
          <MessageBarBody>
            <MessageBarTitle>Flagged for review</MessageBarTitle>
            {applicant.flagReason}
          </MessageBarBody>
        </MessageBar>
      )}
      {error ? <ListProblem error={error} /> : applicant ? <ApplicantViewCards applicant={applicant} /> : <ApplicantViewSkeleton />}
      {!applicant && <div className={styles.actions}>{cancel}</div>}
      <PipelineTimelineDrawer applicationId={drawer === 'timeline' ? id : null} onClose={() => setDrawer(null)} />
      <UpdateStatusDrawer applicationId={drawer === 'status' ? id : null} onClose={() => setDrawer(null)} />
      <ResumeDrawer applicationId={drawer === 'resume' ? id : null} title={name} onClose={() => setDrawer(null)} />
    </div>
  );
}
