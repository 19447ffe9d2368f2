import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import {
  Body1,
  Button,
  Caption1,
  Checkbox,
  Divider,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { JobPublishSchema } from '../../../../shared/contract/job-commands';
import type { JobListItem } from '../../../../shared/contract/job-views';
import { SideDrawer } from '../../../ui/side-drawer';
import { KitForm } from '../../../ui/form/kit-form';
import { SubmitButton } from '../../../ui/form/submit-button';
import { useKitForm } from '../../../ui/form/use-kit-form';
import { dismissNotification, notifyProgress, notifySuccess, SUCCESS_TEXT } from '../../../lib/notify';
import { useJobMutations, usePublishPlatforms } from '../api';

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
  error: { color: tokens.colorPaletteRedForeground1, overflowWrap: 'anywhere' },
});

const FORM_ID = 'publish-drawer-form';
const idsOf = (job: PublishTarget | null) => ({ platformId: (job?.publishplatforms ?? []).map((platform) => platform.id) });

/**
 * Publish / Unpublish: the app's enabled platforms as checkboxes, the job's current ones ticked.
 * 'All Platforms' ticks every platform and unticking it clears them; saving with none unpublishes.
 */
export function PublishDrawer({ job, onClose }: PublishDrawerProps) {
  const styles = useStyles();
  const [shown, setShown] = useState<PublishTarget | null>(null);
  if (job && job !== shown) setShown(job);
  // Platforms load when the drawer first opens, not with every list.
  const { platforms, error: loadError, isLoading } = usePublishPlatforms(shown !== null);
  const { publish } = useJobMutations();
  const enabledIds = platforms.map((platform) => platform.id);

  const save = async (platformIds: readonly number[]) => {
    if (!shown) return;
    const progress = notifyProgress(PUBLISH_SUBMITTING);
    try {
      // Platforms an admin disabled since publishing cannot be published to again: saving drops them.
      await publish(
        shown.jobId,
        platformIds.filter((id) => enabledIds.includes(id)),
      );
    } finally {
      dismissNotification(progress);
    }
    notifySuccess(PUBLISH_SUBMITTED);
    onClose();
  };
  const kit = useKitForm({
    schema: JobPublishSchema,
    defaultValues: idsOf(null),
    onSubmit: (values) => save(values.platformId),
    fallbackMessage: 'The change could not be saved. Please try again.',
  });
  const { reset } = kit;
  // A newly opened job starts from the platforms it is published to.
  useEffect(() => reset(idsOf(shown)), [shown, reset]);

  // Without the platform list nothing can be ticked, so Save would unpublish: it waits for the list.
  const listReady = !isLoading && !loadError;
  const disabledNow = (shown?.publishplatforms ?? []).filter((platform) => listReady && !enabledIds.includes(platform.id));
  const close = () => !kit.pending && onClose();
  const wasPublished = (shown?.publishplatforms.length ?? 0) > 0;

  return (
    <SideDrawer
      open={job !== null}
      onOpenChange={(open) => !open && close()}
      title="Publish to platforms"
      size="small"
      footer={
        <>
          <SubmitButton pending={kit.pending} form={FORM_ID} disabled={!listReady}>
            Save
          </SubmitButton>
          {wasPublished && (
            <Button disabled={kit.pending} onClick={() => void kit.submit(() => save([]))}>
              Unpublish
            </Button>
          )}
          <Button appearance="secondary" disabled={kit.pending} onClick={close}>
            Cancel
          </Button>
        </>
      }
    >
      <KitForm kit={kit} id={FORM_ID} label="Publish platforms" className={styles.body}>
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
          <Controller
            control={kit.form.control}
            name="platformId"
            render={({ field, fieldState }) => {
              const selected: number[] = Array.isArray(field.value) ? field.value.map(Number) : [];
              const chosen = enabledIds.filter((id) => selected.includes(id));
              const allChecked = chosen.length === enabledIds.length ? true : chosen.length > 0 ? 'mixed' : false;
              const toggle = (id: number, checked: boolean) =>
                field.onChange(checked ? [...selected, id] : selected.filter((other) => other !== id));
              return (
                <div className={styles.list} role="group" aria-label="Platforms">
                  <Checkbox
                    label="All Platforms"
                    checked={allChecked}
                    disabled={kit.pending}
                    onChange={(_, data) => field.onChange(data.checked === true ? enabledIds : [])}
                  />
                  <Divider />
                  {platforms.map((platform) => (
                    <Checkbox
                      key={platform.id}
                      label={platform.name}
                      checked={selected.includes(platform.id)}
                      disabled={kit.pending}
                      onChange={(_, data) => toggle(platform.id, data.checked === true)}
                    />
                  ))}
                  {fieldState.error && (
                    <Text role="alert" className={styles.error}>
                      {fieldState.error.message}
                    </Text>
                  )}
                </div>
              );
            }}
          />
        )}
        {disabledNow.length > 0 && (
          <Caption1 className={styles.muted}>
            {`Also published to ${disabledNow.map((platform) => platform.name).join(', ')}, which ${disabledNow.length === 1 ? 'is' : 'are'} disabled now; saving removes ${disabledNow.length === 1 ? 'it' : 'them'}.`}
          </Caption1>
        )}
      </KitForm>
    </SideDrawer>
  );
}
