import { useEffect, useMemo } from 'react';
import * as v from 'valibot';
import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import type { JobOption } from '../../../../shared/contract/job-views';
import type { ApplicantSource } from '../../../../shared/contract/applicant-source';
import { ApplicantCreateSchema, APPLICANT_ADDED } from '../../../../shared/contract/application-intake';
import { SideDrawer } from '../../../ui/side-drawer';
import { BLANK_CANDIDATE } from '../../../domain/candidate/candidate-fields';
import { KitForm } from '../../../ui/form/kit-form';
import { optionalResume } from '../../../domain/candidate/resume-schema';
import { SubmitButton } from '../../../ui/form/submit-button';
import { useKitForm } from '../../../ui/form/use-kit-form';
import { notifySuccess } from '../../../lib/notify';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useListQuery } from '../../../lib/use-query';
import { useAddApplicant, type ApplicantDraft } from '../intake-api';
import { AddApplicantFields } from './add-applicant-fields';
import { API_PATHS } from '../../../../shared/contract/api-paths';

export interface AddApplicantDrawerProps {
  /** The job to add to; without it the form asks for one. */
  jobId?: number;
  open: boolean;
  onClose: () => void;
  /** After the applicant was saved, with its id. */
  onAdded: (applicantId: number) => void;
}

/** The contract's fields and, if given, the resume. */
const FormSchema = v.object({ ...ApplicantCreateSchema.entries, file: optionalResume });

const FORM_ID = 'add-applicant-form';
// Pickers list at most the API's page size; an app with more jobs searches the list instead.
const PICKER = { limit: 100 };

const blank = (jobId?: number): ApplicantDraft => ({
  ...BLANK_CANDIDATE,
  jobId: jobId === undefined ? '' : String(jobId),
  sourceId: '',
  file: null,
});

/** Add applicant: the applicant fields and a PDF resume; server messages land on their fields. */
export function AddApplicantDrawer({ jobId, open, onClose, onAdded }: AddApplicantDrawerProps) {
  const narrow = useMediaQuery('(max-width: 639px)');
  const jobs = useListQuery<JobOption>(API_PATHS.jobsFilter, open && jobId === undefined ? PICKER : null);
  const sources = useListQuery<ApplicantSource>(API_PATHS.source, open ? PICKER : null);
  const add = useAddApplicant();
  const kit = useKitForm<ApplicantDraft, v.InferOutput<typeof FormSchema>>({
    schema: FormSchema,
    defaultValues: blank(jobId),
    fallbackMessage: 'The applicant could not be added. Please try again.',
    required: ['jobId', 'firstName', 'lastName', 'applicantEmail', 'phoneNumber', 'experience'],
    onSubmit: async (values) => {
      const answer = await add({ ...values, file: values.file ?? null });
      notifySuccess(answer.message ?? APPLICANT_ADDED);
      onAdded(answer.data.applicantId);
      onClose();
    },
  });
  const { reset } = kit;
  // Each opening starts from an empty form for the given job.
  useEffect(() => {
    if (open) reset(blank(jobId));
  }, [open, jobId, reset]);

  const jobChoices = useMemo(
    () =>
      (jobs.data?.data ?? []).map((job) => ({
        value: String(job.jobId),
        label: job.jobCode ? `${job.jobTitle} (${job.jobCode})` : job.jobTitle,
      })),
    [jobs.data],
  );
  const sourceChoices = useMemo(
    () => (sources.data?.data ?? []).map((source) => ({ value: String(source.id), label: source.source })),
    [sources.data],
  );
  const loadError = (jobs.error ?? sources.error) as Error | undefined;
  const loading = (jobId === undefined && jobs.isLoading) || sources.isLoading;
  const close = () => !kit.pending && onClose();

  return (
    <SideDrawer
      open={open}
      onOpenChange={(next) => !next && close()}
      title="Add applicant"
      size={narrow ? 'full' : 'medium'}
      footer={
        <>
          <SubmitButton pending={kit.pending} form={FORM_ID} disabled={loading || Boolean(loadError)}>
            Add
          </SubmitButton>
          <Button appearance="secondary" disabled={kit.pending} onClick={close}>
            Cancel
          </Button>
        </>
      }
    >
      {loadError ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{`The form could not be loaded: ${loadError.message}`}</MessageBarBody>
        </MessageBar>
      ) : loading ? (
        <Spinner label="Loading…" />
      ) : (
        <KitForm kit={kit} id={FORM_ID} label="Add applicant">
          <AddApplicantFields
            control={kit.form.control}
            jobChoices={jobId === undefined ? jobChoices : undefined}
            sourceChoices={sourceChoices}
          />
        </KitForm>
      )}
    </SideDrawer>
  );
}
