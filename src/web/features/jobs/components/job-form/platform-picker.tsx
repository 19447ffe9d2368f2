import { useState } from 'react';
import {
  Button,
  Checkbox,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Spinner,
  Subtitle2,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { JOB_SEO_LOCKED } from '../../../../../shared/contract/job';
import type { PublishPlatform } from '../../api';
import { DeferredTooltip } from '../../../../ui/deferred-tooltip';

export interface PlatformPickerProps {
  platforms: readonly PublishPlatform[];
  isLoading: boolean;
  /** The platform list failed to load: nothing can be applied (Apply would clear the job's platforms). */
  loadError?: Error;
  /** The platforms the job is already published to (edit). */
  initial: readonly number[];
  /** In create, Apply waits until every mandatory field is filled. */
  locked: boolean;
  /** Create needs at least one platform (without one it is a plain Save); edit may clear them all. */
  requireOne: boolean;
  pending: boolean;
  onApply: (platformIds: number[]) => void;
}

const useStyles = makeStyles({
  surface: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: '240px' },
  list: { display: 'flex', flexDirection: 'column' },
  empty: { color: tokens.colorNeutralForeground3 },
});

/** 'Save & Publish': choose enabled platforms ('All Platforms' selects or clears every one), then Apply. */
export function PlatformPicker({ platforms, isLoading, loadError, initial, locked, requireOne, pending, onApply }: PlatformPickerProps) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<number[]>(() => [...initial]);
  const everyId = platforms.map((platform) => platform.id);
  const allChosen = everyId.length > 0 && everyId.every((id) => chosen.includes(id));
  const allState = allChosen ? true : chosen.length ? 'mixed' : false;
  const cannotApply = locked || pending || isLoading || Boolean(loadError) || (requireOne && chosen.length === 0);

  const toggle = (id: number, checked: boolean) =>
    setChosen((current) => (checked ? [...current, id] : current.filter((other) => other !== id)));
  const apply = () => {
    setOpen(false);
    onApply(chosen.filter((id) => everyId.includes(id)));
  };

  const applyButton = (
    <Button appearance="primary" disabledFocusable={cannotApply} onClick={apply}>
      Apply
    </Button>
  );

  return (
    <Popover open={open} onOpenChange={(_, data) => setOpen(data.open)} trapFocus positioning="below-end">
      <PopoverTrigger disableButtonEnhancement>
        <Button appearance="primary" disabled={pending} icon={pending ? <Spinner size="tiny" aria-label="Publishing" /> : undefined}>
          Save &amp; Publish
        </Button>
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-label="Publish platforms">
        <Subtitle2>Publish to</Subtitle2>
        {isLoading && <Spinner size="tiny" label="Loading platforms" />}
        {loadError && <Text role="alert">{`The platforms could not be loaded: ${loadError.message}`}</Text>}
        {!isLoading && !loadError && platforms.length === 0 && <Text className={styles.empty}>No enabled platform.</Text>}
        {platforms.length > 0 && (
          <div className={styles.list} role="group" aria-label="Platforms">
            <Checkbox label="All Platforms" checked={allState} onChange={() => setChosen(allChosen ? [] : everyId)} />
            {platforms.map((platform) => (
              <Checkbox
                key={platform.id}
                label={platform.name}
                checked={chosen.includes(platform.id)}
                onChange={(_, data) => toggle(platform.id, data.checked === true)}
              />
            ))}
          </div>
        )}
        {locked ? (
          <DeferredTooltip content={JOB_SEO_LOCKED} relationship="description">
            {applyButton}
          </DeferredTooltip>
        ) : (
          applyButton
        )}
      </PopoverSurface>
    </Popover>
  );
}
