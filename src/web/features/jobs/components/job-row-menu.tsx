import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import {
  CloudArrowUpRegular,
  CloudDismissRegular,
  DeleteRegular,
  EditRegular,
  EyeRegular,
  MoreHorizontalRegular,
  PeopleListRegular,
} from '@fluentui/react-icons';
import type { JobListItem } from '../../../../shared/contract/job-views';

/** What a job row can do; the page decides where each action leads. */
export interface JobRowActions {
  /** jobs:write: Edit Job, Publish / Unpublish and Delete show only with it. */
  canWrite: boolean;
  onEdit: (job: JobListItem) => void;
  onPublish: (job: JobListItem) => void;
  onView: (job: JobListItem) => void;
  onDelete: (job: JobListItem) => void;
  onViewApplication: (job: JobListItem) => void;
}

export const isPublished = (job: Pick<JobListItem, 'publishplatforms'>) => job.publishplatforms.length > 0;

/**
 * The row's actions in one menu: five actions do not fit as icon buttons (the shared RowActions
 * offers only View, Edit and Delete).
 */
export function JobRowMenu({ job, actions }: { job: JobListItem; actions: JobRowActions }) {
  const published = isPublished(job);
  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={`Actions for ${job.jobTitle}`} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
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
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
