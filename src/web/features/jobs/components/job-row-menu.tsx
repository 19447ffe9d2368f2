import { Button } from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import type { JobListItem } from '../../../../shared/contract/job-views';
import { DeferredPopup } from '../../../ui/deferred-popup';

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

const loadPopup = async () => (await import('./job-row-menu-popup')).JobRowMenuPopup;

/**
 * The row's actions in one menu: five actions do not fit as icon buttons (the shared RowActions
 * offers only View, Edit and Delete). The menu's code loads when a row's menu is first wanted:
 * the list shows without it.
 */
export function JobRowMenu({ job, actions }: { job: JobListItem; actions: JobRowActions }) {
  return (
    <DeferredPopup
      load={loadPopup}
      popupProps={{ job, actions }}
      trigger={(props) => (
        <Button
          appearance="subtle"
          icon={<MoreHorizontalRegular />}
          aria-label={`Actions for ${job.jobTitle}`}
          aria-haspopup="menu"
          {...props}
        />
      )}
    />
  );
}
