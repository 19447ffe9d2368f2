import { Body1, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import {
  ApplicationStatusChangeSchema,
  type CandidateHistory,
  JOINING_DATE_REQUIRED,
  NO_CHANGES,
} from '../../../shared/contract/application-status-change';
import { deferred } from '../../ui/deferred';
import { FormDrawer } from '../../ui/form-drawer';
import { SelectField } from '../../ui/form/select-field';
import { useDrawerForm } from '../../ui/use-drawer-form';
import { useApplicantStatusChoices, useApplicationStatusChange, useCandidateHistory, useWithoutPipelineDefault } from './status-api';
import { choosesHired, CommentField, JoiningDateField, StageStatusFields } from './status-fields';
import { targetOf } from './status-drawer-parts';

export interface UpdateStatusDrawerProps {
  /** The applicant to move; null closes the drawer. */
  applicationId: number | null;
  onClose: () => void;
}

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground3 },
});

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const EMPTY = { stageId: '', statusId: '', applicantStatusId: '', comment: '', joiningDate: '' };

/** The form's starting values: where the applicant is now (or the default applicant status). */
function startingValues(view: CandidateHistory | undefined, defaultApplicantStatus: number | null) {
  const current = view?.currentStatus;
  if (!view) return EMPTY;
  if (view.pipeline) return { ...EMPTY, stageId: text(current?.stageId), statusId: text(current?.statusId) };
  return { ...EMPTY, applicantStatusId: text(current?.applicantStatusId ?? defaultApplicantStatus) };
}

/**
 * Renders nothing until first opened: a list shows it for every row's Update Status, and its form
 * and the reads behind its choices were part of the list's first render.
 */
export const UpdateStatusDrawer = deferred<UpdateStatusDrawerProps>(
  async () => StatusDrawer,
  ({ applicationId }) => applicationId !== null,
);

/**
 * Update Status: stage then status (the stage's statuses; choosing a stage clears the status), the
 * joining date when the status is the hired one, and an optional comment; a job without a pipeline chooses an applicant status instead. Saving what
 * is already current says 'No Changes To Save' and sends nothing.
 */
function StatusDrawer({ applicationId, onClose }: UpdateStatusDrawerProps) {
  const styles = useStyles();
  const { data, error, isLoading } = useCandidateHistory(applicationId);
  const view = data?.data;
  const withoutPipeline = view !== undefined && view.pipeline === null;
  const applicantStatuses = useApplicantStatusChoices(withoutPipeline);
  const defaultApplicantStatus = useWithoutPipelineDefault(withoutPipeline);
  const change = useApplicationStatusChange();

  const drawer = useDrawerForm(
    { open: applicationId !== null, onClose },
    {
      schema: ApplicationStatusChangeSchema,
      // Each opening starts from where the applicant is now.
      start: startingValues(view, defaultApplicantStatus),
      fallbackMessage: 'The status could not be saved. Please try again.',
      save: async (values) => {
        if (applicationId === null || !view) return false;
        const current = view.currentStatus;
        const target = targetOf(values) ?? null;
        const unchanged =
          target === null ||
          ('stageId' in target
            ? target.stageId === current?.stageId && target.statusId === current?.statusId
            : target.applicantStatusId === current?.applicantStatusId);
        // Said above the buttons like any refused save (the bulk drawer's way): a toast would cover the drawer's title.
        if (unchanged) throw new Error(NO_CHANGES);
        const hires = choosesHired(values.statusId, view.hiredStatusId);
        if (hires && !values.joiningDate) {
          drawer.kit.form.setError('joiningDate', { type: 'required', message: JOINING_DATE_REQUIRED }, { shouldFocus: true });
          return false;
        }
        await change(applicationId, target, values.comment, hires ? values.joiningDate : undefined);
      },
    },
  );
  const { watch, setValue, control } = drawer.kit.form;
  const stageId = String(watch('stageId') ?? '');
  const hires = choosesHired(watch('statusId'), view?.hiredStatusId);
  const ready = view !== undefined && (!withoutPipeline || !applicantStatuses.isLoading);

  return (
    <FormDrawer
      {...drawer}
      title="Update Status"
      formLabel="Update status"
      load={{ data: view, isLoading, error, label: "Loading the applicant's status" }}
      saveDisabled={!ready}
    >
      {(loaded) => (
        <>
          <Body1>{loaded.job.jobTitle}</Body1>
          {loaded.pipeline ? (
            <>
              <StageStatusFields control={control} setValue={setValue} stages={loaded.stages} stageId={stageId} />
              {hires && <JoiningDateField control={control} />}
            </>
          ) : (
            <>
              <Caption1 className={styles.muted}>Hiring pipeline is not attached with this job: choose an applicant status.</Caption1>
              <SelectField
                control={control}
                name="applicantStatusId"
                label="Applicant Status"
                choices={applicantStatuses.choices}
                placeholder="Select an applicant status"
              />
            </>
          )}
          <CommentField control={control} />
        </>
      )}
    </FormDrawer>
  );
}
