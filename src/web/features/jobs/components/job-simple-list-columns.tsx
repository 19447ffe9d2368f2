import type { ReactElement } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, EditRegular, EyeRegular, GlobeSearchRegular, PeopleListRegular } from '@fluentui/react-icons';
import type { JobListItem } from '../../../../shared/contract/job-views';
import type { DataTableColumn } from '../../../ui/data-table/types';
import { formatDateDMY } from '../../../lib/formats';
import { DeferredTooltip } from '../../../ui/deferred-tooltip';

export interface JobSimpleActions {
  canWrite: boolean;
  /** Opens a route of the job (view, edit, applications, SEO). */
  go: (path: string) => void;
  onDelete: (job: JobListItem) => void;
}

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXS },
});

interface Action {
  label: string;
  icon: ReactElement;
  run: () => void;
  write: boolean;
}

function Actions({ job, actions }: { job: JobListItem; actions: JobSimpleActions }) {
  const styles = useStyles();
  const id = job.jobId;
  const all: Action[] = [
    { label: 'View', icon: <EyeRegular />, run: () => actions.go(`/job/view/${id}`), write: false },
    { label: 'Edit', icon: <EditRegular />, run: () => actions.go(`/job/edit/${id}`), write: true },
    { label: 'Job Applications', icon: <PeopleListRegular />, run: () => actions.go(`/job/application/${id}`), write: false },
    { label: 'Seo Create', icon: <GlobeSearchRegular />, run: () => actions.go(`/seo/create/${id}`), write: true },
    { label: 'Delete', icon: <DeleteRegular />, run: () => actions.onDelete(job), write: true },
  ];
  return (
    <div className={styles.actions}>
      {all
        .filter((action) => actions.canWrite || !action.write)
        .map((action) => (
          <DeferredTooltip key={action.label} content={action.label} relationship="label">
            <Button appearance="subtle" icon={action.icon} onClick={action.run} />
          </DeferredTooltip>
        ))}
    </div>
  );
}

/** The simpler list (/all/jobv1): Id, Job Title, Department, Expiry Date, Action. */
export function jobSimpleListColumns(actions: JobSimpleActions): DataTableColumn<JobListItem>[] {
  return [
    { id: 'id', header: 'Id', cell: (job) => job.jobId, width: '80px' },
    { id: 'jobTitle', header: 'Job Title', cell: (job) => job.jobTitle, card: 'title' },
    { id: 'department', header: 'Department', cell: (job) => job.department?.departmentName ?? '—' },
    { id: 'expiryDate', header: 'Expiry Date', cell: (job) => formatDateDMY(job.expiryDate) || '—' },
    { id: 'action', header: 'Action', cell: (job) => <Actions job={job} actions={actions} />, card: 'actions' },
  ];
}
