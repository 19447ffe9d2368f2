import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Button, Caption1, MessageBar, MessageBarBody, Spinner, Tab, TabList, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { InfoRegular } from '@fluentui/react-icons';
import { JOB_SEO_LOCKED } from '../../../../../shared/contract/job';
import type { FormField } from '../../../../../shared/contract/form-fields';
import type { JobDetail } from '../../../../../shared/contract/job-views';
import { SEO_FIELDS, type JobFormField, type JobFormValues } from './form-values';
import { slugFromTitle } from '../../../../../shared/rules/slug';
import { jobMessages, missingFields, requiredKeysFor, resolverOf, todayInBrowser } from './job-rules';
import { JobFieldsMeta } from './job-fields-meta';
import { JobFields } from './job-fields';
import { LeaveGuard } from './leave-dialog';
import { PlatformPicker } from './platform-picker';
import { FormSkeleton } from './page-state';
import { SeoFields } from './seo-fields';
import { FormFailure, useServerSubmit } from './server-errors';
import { usePublishPlatforms } from '../../api';
import { useJobLookups } from './use-job-lookups';

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
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1100px' },
  panel: { paddingTop: tokens.spacingVerticalS },
  tabs: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalL },
  hint: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

const isSeoField = (field: JobFormField) => (SEO_FIELDS as readonly string[]).includes(field);

/** Create and edit: tabs Job and Seo; Save, 'Save & Publish' and Cancel. */
export function JobForm({ mode, initial, config, job, onSave, onCancel }: JobFormProps) {
  const styles = useStyles();
  const [tab, setTab] = useState<TabValue>('job');
  const lockedHint = useId();
  const today = useMemo(() => todayInBrowser(), []);
  const requiredKeys = useMemo(() => requiredKeysFor(mode, config), [mode, config]);
  const form = useForm<JobFormValues>({
    defaultValues: initial,
    mode: 'onTouched',
    resolver: resolverOf((values) => jobMessages(values, { mode, requiredKeys, today, withSeo: true })),
  });
  const { formState, setValue, subscribe } = form;
  const lookups = useJobLookups();
  const platforms = usePublishPlatforms();

  // Create unlocks the Seo tab and Apply only once every mandatory field holds a value (spec §2).
  // A subscription, not useWatch: the whole form must not re-render on every key.
  const isLocked = useCallback((values: JobFormValues) => mode === 'create' && missingFields(values, mode, requiredKeys).length > 0, [mode, requiredKeys]);
  const [locked, setLocked] = useState(() => isLocked(initial));
  const shownTab: TabValue = locked ? 'job' : tab;
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
          if (followsTitle && (!values.slug || values.slug === slugFromTitle(lastTitle.current))) setValue('slug', slugFromTitle(values.jobTitle));
          lastTitle.current = values.jobTitle;
        },
      }),
    [subscribe, setValue, isLocked, followsTitle],
  );

  // The tab of the first field in error opens, so the message (and focus) can be seen.
  const showFirst = (fields: readonly JobFormField[]) => {
    if (fields.length && fields.every(isSeoField) && !locked) setTab('seo');
    else if (fields.length) setTab('job');
  };
  const { failure, submit, isSaving } = useServerSubmit(form, showFirst);
  const save = (platformIds: number[] | null) => submit((checked) => onSave(checked, platformIds));

  const seoTab = (
    <Tab value="seo" disabled={locked} aria-describedby={locked ? lockedHint : undefined}>
      Seo
    </Tab>
  );

  return (
    <FormProvider {...form}>
      <JobFieldsMeta mode={mode} requiredKeys={requiredKeys} today={today} disabled={formState.isSubmitting} withSeo job={job}>
        <form
          className={styles.form}
          aria-label={mode === 'create' ? 'Create job' : 'Edit job'}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save(null);
          }}
        >
          <div className={styles.tabs}>
            <TabList selectedValue={shownTab} onTabSelect={(_, data) => setTab(data.value as TabValue)}>
              <Tab value="job">Job</Tab>
              {locked ? (
                // A disabled tab gets no pointer events, so a wrapper shows the tooltip to the mouse
                // (no ARIA on the wrapper inside the tablist); the visible hint below says it to everyone.
                <Tooltip content={JOB_SEO_LOCKED} relationship="inaccessible">
                  <span>{seoTab}</span>
                </Tooltip>
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
          <FormFailure message={failure} />
          <div className={styles.actions}>
            <Button type="submit" appearance="primary" disabled={formState.isSubmitting} icon={formState.isSubmitting ? <Spinner size="tiny" aria-label="Saving" /> : undefined}>
              Save
            </Button>
            <PlatformPicker
              platforms={platforms.platforms}
              isLoading={platforms.isLoading}
              loadError={platforms.error}
              initial={job?.platformId ?? []}
              locked={locked}
              requireOne={mode === 'create'}
              pending={formState.isSubmitting}
              onApply={(ids) => void save(ids)}
            />
            <Button disabled={formState.isSubmitting} onClick={onCancel}>
              Cancel
            </Button>
          </div>
        </form>
        <LeaveGuard dirty={formState.isDirty} saving={isSaving} />
      </JobFieldsMeta>
    </FormProvider>
  );
}
