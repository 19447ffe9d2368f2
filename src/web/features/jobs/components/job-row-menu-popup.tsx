import { MenuItem } from '@fluentui/react-components';
import { CloudArrowUpRegular, CloudDismissRegular, DeleteRegular, EditRegular, EyeRegular, PeopleListRegular } from '@fluentui/react-icons';
import type { JobListItem } from '../../../../shared/contract/job-views';
import type { LoadedPopupProps } from '../../../ui/deferred-popup';
import { OpenedMenu } from '../../../ui/opened-menu';
import { isPublished, type JobRowActions } from './job-row-menu';

export interface JobRowMenuPopupProps {
  job: JobListItem;
  actions: JobRowActions;
}

/** The row's menu itself, loaded with the first use of a row's Actions button. */
export function JobRowMenuPopup({ job, actions, trigger }: LoadedPopupProps & JobRowMenuPopupProps) {
  const published = isPublished(job);
  return (
    <OpenedMenu trigger={trigger} positioning="below-end">
      {actions.canWrite && (
        <MenuItem icon={<EditRegular />} onClick={() => actions.onEdit(job)}>
          Edit Job
        </MenuItem>
      )}
      {actions.canWrite && (
        <MenuItem icon={published ? <CloudDismissRegular /> : <CloudArrowUpRegular />} onClick={() => actions.onPublish(job)}>
          {published ? 'Unpublish' : 'Publish'}
        </MenuItem>
      )}
      <MenuItem icon={<EyeRegular />} onClick={() => actions.onView(job)}>
        View Job
      </MenuItem>
      <MenuItem icon={<PeopleListRegular />} onClick={() => actions.onViewApplication(job)}>
        View Application
      </MenuItem>
      {actions.canWrite && (
        <MenuItem icon={<DeleteRegular />} onClick={() => actions.onDelete(job)}>
          Delete
        </MenuItem>
      )}
    </OpenedMenu>
  );
}
