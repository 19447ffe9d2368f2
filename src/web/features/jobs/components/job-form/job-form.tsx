import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button, Caption1, MessageBar, MessageBarBody, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { InfoRegular } from '@fluentui/react-icons';
import { JOB_SEO_LOCKED, JobInputSchema } from '../../../../../shared/contract/job';
import type { FormField } from '../../../../../shared/contract/form-fields';
import type { JobDetail } from '../../../../../shared/contract/job-views';
import { SEO_FIELDS, type JobFormField, type JobFormValues } from './form-values';
import { slugFromTitle } from '../../../../../shared/rules/slug';
import { formFieldOf, jobMessages, missingFields, requiredFormFields, requiredKeysFor, resolverOf, todayInBrowser } from './job-rules';
import { JobFieldsMeta } from './job-fields-meta';
import { JobFields } from './job-fields';
import { PlatformPicker } from './platform-picker';
import { SeoFields } from './seo-fields';
import { usePublishPlatforms } from '../../api';
import { FormSkeleton } from '../../../../ui/form/form-skeleton';
import { KitForm } from '../../../../ui/form/kit-form';
import { SubmitButton } from '../../../../ui/form/submit-button';
import { useKitForm } from '../../../../ui/form/use-kit-form';
import { useJobLookups } from './use-job-lookups';
import { DeferredTooltip } from '../../../../ui/deferred-tooltip';

type TabValue = 'job' | 'seo';

export interface JobFormProps {
  mode: 'create' | 'edit';
  initial: JobFormValues;
  /** The job form's mandatory-field configuration. */
  config: readonly FormField[];
  /** The saved job (edit). */
  job?: JobDetail;
  /** Saves; `platformIds` is null for Save and the chosen platforms for 'Save & Publish'. Rejects with the server's error. */
  onSave: (values: JobFormValues, platformIds: number[] | null) => Promise<void>;
  onCancel: () => void;
}

const useStyles = makeStyles({
  form: { gap: tokens.spacingVerticalL, maxWidth: '1100px' },
  panel: { paddingTop: tokens.spacingVerticalS },
  tabs: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalL },
  hint: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground3 },
});

const isSeoField = (field: JobFormField) => (SEO_FIELDS as readonly string[]).includes(field);

/** Create and edit: tabs Job and Seo; Save, 'Save & Publish' and Cancel. */
export function JobForm({ mode, initial, config, job, onSave, onCancel }: JobFormProps) {
  const styles = useStyles();
  const [tab, setTab] = useState<TabValue>('job');
  const lockedHint = useId();
  const today = useMemo(() => todayInBrowser(), []);
  const requiredKeys = useMemo(() => requiredKeysFor(mode, config), [mode, config]);
  const required = useMemo(() => requiredFormFields(requiredKeys, true), [requiredKeys]);
  // Create unlocks the Seo tab and Apply only once every mandatory field holds a value (spec §2).
  // A subscription, not useWatch: the whole form must not re-render on every key.
  const isLocked = useCallback(
    (values: JobFormValues) => mode === 'create' && missingFields(values, mode, requiredKeys).length > 0,
    [mode, requiredKeys],
  );
  const [locked, setLocked] = useState(() => isLocked(initial));
  const shownTab: TabValue = locked ? 'job' : tab;
  // The tab of the first field in error opens, so the message (and focus) can be seen.
  const showFirst = (fields: readonly string[]) => {
    if (fields.length && fields.every((field) => isSeoField(field as JobFormField)) && !locked) setTab('seo');
    else if (fields.length) setTab('job');
  };
  const kit = useKitForm<JobFormValues>({
    defaultValues: initial,
    resolver: resolverOf((values) => jobMessages(values, { mode, requiredKeys, today, withSeo: true })),
    limitsFrom: JobInputSchema,
    fieldOf: formFieldOf,
    required,
    onSubmit: (values) => onSave(values, null),
    fallbackMessage: 'The job could not be saved. Please try again.',
    onErrorFields: showFirst,
  });
  const { setValue, subscribe } = kit.form;
  const lookups = useJobLookups();
  const platforms = usePublishPlatforms();

  const lastTitle = useRef(initial.jobTitle);
  const followsTitle = mode === 'create' || !initial.slug;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values, name }) => {
          setLocked(isLocked(values));
          if (name !== 'jobTitle') return;
          // The slug follows the title until the recruiter writes a slug of their own; a saved
          // slug is a published address, so editing the title never moves it.
          if (followsTitle && (!values.slug || values.slug === slugFromTitle(lastTitle.current)))
            setValue('slug', slugFromTitle(values.jobTitle));
          lastTitle.current = values.jobTitle;
        },
      }),
    [subscribe, setValue, isLocked, followsTitle],
  );

  const seoTab = (
    <Tab value="seo" disabled={locked} aria-describedby={locked ? lockedHint : undefined}>
      Seo
    </Tab>
  );

  return (
    <JobFieldsMeta mode={mode} today={today} job={job}>
      <KitForm
        kit={kit}
        label={mode === 'create' ? 'Create job' : 'Edit job'}
        className={styles.form}
        guardLeave
        actions={
          <>
            <SubmitButton pending={kit.pending}>Save</SubmitButton>
            <PlatformPicker
              platforms={platforms.platforms}
              isLoading={platforms.isLoading}
              loadError={platforms.error}
              initial={job?.platformId ?? []}
              locked={locked}
              requireOne={mode === 'create'}
              pending={kit.pending}
              onApply={(ids) => void kit.submit((checked) => onSave(checked, ids))}
            />
            <Button disabled={kit.pending} onClick={onCancel}>
              Cancel
            </Button>
          </>
        }
      >
        <div className={styles.tabs}>
          <TabList selectedValue={shownTab} onTabSelect={(_, data) => setTab(data.value as TabValue)}>
            <Tab value="job">Job</Tab>
            {locked ? (
              // A disabled tab gets no pointer events, so a wrapper shows the tooltip to the mouse
              // (no ARIA on the wrapper inside the tablist); the visible hint below says it to everyone.
              <DeferredTooltip content={JOB_SEO_LOCKED} relationship="inaccessible">
                <span>{seoTab}</span>
              </DeferredTooltip>
            ) : (
              seoTab
            )}
          </TabList>
          {locked && (
            <Caption1 id={lockedHint} className={styles.hint}>
              <InfoRegular aria-hidden /> {JOB_SEO_LOCKED}
            </Caption1>
          )}
        </div>
        {lookups.error && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>Some lists could not be loaded: {lookups.error.message}</MessageBarBody>
          </MessageBar>
        )}
        {/* Both panels stay mounted, so the description editor keeps its text across tabs. */}
        <div className={styles.panel} role="tabpanel" aria-label="Job" hidden={shownTab !== 'job'}>
          {lookups.isLoading ? <FormSkeleton /> : <JobFields lookups={lookups} />}
        </div>
        <div className={styles.panel} role="tabpanel" aria-label="Seo" hidden={shownTab !== 'seo'}>
          <SeoFields jobId={job?.jobId} hasStoredImage={job?.hasSeoImage ?? false} />
        </div>
      </KitForm>
    </JobFieldsMeta>
  );
}
