import { Body1, Link, MessageBar, MessageBarBody, Spinner, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { SideDrawer } from '../../../ui/side-drawer';
import { useLinkClick } from '../../../lib/use-link-click';
import { useJobPipelineView } from '../api';
import { JobPipelineStages, NoPipeline } from './job-pipeline-stages';

export interface JobPipelineDrawerProps {
  jobId: number;
  open: boolean;
  onClose: () => void;
}

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  title: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * View Application (jobs list) and View Status (job view): the job's hiring pipeline with its
 * applicants per stage and status, loaded when opened, and More Details to the job view.
 */
export function JobPipelineDrawer({ jobId, open, onClose }: JobPipelineDrawerProps) {
  const styles = useStyles();
  const { data, error, isLoading } = useJobPipelineView(open ? jobId : undefined);
  const view = data?.data.job.jobId === jobId ? data.data : undefined;
  const details = `/job/view/${jobId}`;

  const openDetails = useLinkClick(details, onClose);

  return (
    <SideDrawer
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Hiring Pipeline"
      footer={
        <Link href={details} onClick={openDetails}>
          More Details
        </Link>
      }
    >
      {/* Focusable, so keyboard users can scroll a long pipeline: the drawer body scrolls and may hold no control (axe scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.body} aria-busy={isLoading} tabIndex={0} role="region" aria-label="Applicants per stage">
        {error instanceof Error && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{error.message}</MessageBarBody>
          </MessageBar>
        )}
        {isLoading && !view && <Spinner size="small" label="Loading the pipeline" />}
        {view && (
          <>
            <div className={styles.heading}>
              <Subtitle2 as="h3" className={styles.title}>
                {view.job.jobTitle}
              </Subtitle2>
              <Body1 className={styles.muted}>
                {view.pipeline ? `${view.pipeline.name} · ` : ''}
                {`${view.totalApplications} application${view.totalApplications === 1 ? '' : 's'}`}
              </Body1>
            </div>
            {view.pipeline ? <JobPipelineStages pipeline={view.pipeline} /> : <NoPipeline statuses={view.applicantStatuses} />}
          </>
        )}
      </div>
    </SideDrawer>
  );
}
