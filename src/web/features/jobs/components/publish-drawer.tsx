import { useState } from 'react';
import { Body1, Button, Caption1, Checkbox, Divider, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { JobListItem } from '../../../../shared/contract/job-views';
import { SideDrawer } from '../../../ui/side-drawer';
import { dismissNotification, notifyProgress, notifySuccess, SUCCESS_TEXT } from '../../../lib/notify';
import { useJobMutations, usePublishPlatforms } from '../api';
import { errorMessage } from '../../../lib/api';

export const PUBLISH_SUBMITTING = SUCCESS_TEXT.submitting;
export const PUBLISH_SUBMITTED = SUCCESS_TEXT.submitted;

export type PublishTarget = Pick<JobListItem, 'jobId' | 'jobTitle' | 'publishplatforms'>;

export interface PublishDrawerProps {
  /** The job to publish; null closes the drawer. */
  job: PublishTarget | null;
  onClose: () => void;
}

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyleType: 'none' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * Publish / Unpublish: the app's enabled platforms as checkboxes, the job's current ones ticked.
 * 'All Platforms' ticks every platform and unticking it clears them; saving with none unpublishes.
 */
export function PublishDrawer({ job, onClose }: PublishDrawerProps) {
  const styles = useStyles();
  const [shown, setShown] = useState<PublishTarget | null>(null);
  // Platforms load when the drawer first opens, not with every list.
  const { platforms, error: loadError, isLoading } = usePublishPlatforms(shown !== null);
  const { publish } = useJobMutations();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (job && job !== shown) {
    // A newly opened job starts from the platforms it is published to.
    setShown(job);
    setSelected(new Set(job.publishplatforms.map((platform) => platform.id)));
    setError(null);
  }

  const enabledIds = new Set(platforms.map((platform) => platform.id));
  const chosen = platforms.filter((platform) => selected.has(platform.id)).map((platform) => platform.id);
  const allChecked = platforms.length > 0 && chosen.length === platforms.length ? true : chosen.length > 0 ? 'mixed' : false;
  // Without the platform list nothing can be ticked, so Save would unpublish: it waits for the list.
  const listReady = !isLoading && !loadError;
  // Platforms an admin disabled since publishing cannot be published to again: saving drops them.
  const disabledNow = (shown?.publishplatforms ?? []).filter((platform) => listReady && !enabledIds.has(platform.id));

  const toggle = (id: number, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  const save = async (platformIds: number[]) => {
    if (!shown || pending) return;
    setPending(true);
    setError(null);
    const progress = notifyProgress(PUBLISH_SUBMITTING);
    try {
      await publish(shown.jobId, platformIds);
      dismissNotification(progress);
      notifySuccess(PUBLISH_SUBMITTED);
      onClose();
    } catch (failure) {
      dismissNotification(progress);
      setError(errorMessage(failure, 'The change could not be saved. Please try again.'));
    } finally {
      setPending(false);
    }
  };

  const close = () => !pending && onClose();
  const wasPublished = (shown?.publishplatforms.length ?? 0) > 0;

  return (
    <SideDrawer
      open={job !== null}
      onOpenChange={(open) => !open && close()}
      title="Publish to platforms"
      size="small"
      footer={
        <>
          <Button appearance="primary" disabled={pending || !listReady} icon={pending ? <Spinner size="tiny" aria-label="Saving" /> : undefined} onClick={() => void save(chosen)}>
            Save
          </Button>
          {wasPublished && (
            <Button disabled={pending} onClick={() => void save([])}>
              Unpublish
            </Button>
          )}
          <Button appearance="secondary" disabled={pending} onClick={close}>
            Cancel
          </Button>
        </>
      }
    >
      <div className={styles.body}>
        <Body1>{shown?.jobTitle}</Body1>
        <Caption1 className={styles.muted}>Tick the platforms to publish this job to; with none ticked it stays Saved.</Caption1>
        {loadError && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{`The platforms could not be loaded: ${loadError.message}`}</MessageBarBody>
          </MessageBar>
        )}
        {isLoading ? (
          <Spinner size="small" label="Loading platforms" />
        ) : loadError ? null : platforms.length === 0 ? (
          <Body1>No platform is enabled. An administrator can enable publish platforms.</Body1>
        ) : (
          <div className={styles.list} role="group" aria-label="Platforms">
            <Checkbox
              label="All Platforms"
              checked={allChecked}
              disabled={pending}
              onChange={(_, data) => setSelected(data.checked === true ? new Set(platforms.map((platform) => platform.id)) : new Set())}
            />
            <Divider />
            {platforms.map((platform) => (
              <Checkbox
                key={platform.id}
                label={platform.name}
                checked={selected.has(platform.id)}
                disabled={pending}
                onChange={(_, data) => toggle(platform.id, data.checked === true)}
              />
            ))}
          </div>
        )}
        {disabledNow.length > 0 && (
          <Caption1 className={styles.muted}>
            {`Also published to ${disabledNow.map((platform) => platform.name).join(', ')}, which ${disabledNow.length === 1 ? 'is' : 'are'} disabled now; saving removes ${disabledNow.length === 1 ? 'it' : 'them'}.`}
          </Caption1>
        )}
        {error && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{error}</MessageBarBody>
          </MessageBar>
        )}
      </div>
    </SideDrawer>
  );
}
