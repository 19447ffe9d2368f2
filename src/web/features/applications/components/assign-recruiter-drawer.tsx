import { useEffect } from 'react';
import { Body1, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import {
  ApplicationStatusChangeFields,
  AssignRecruiterFormSchema,
  NO_CHANGES,
} from '../../../../shared/contract/application-status-change';
import { FormDrawer } from '../../../ui/form-drawer';
import { SearchTagsField } from '../../../ui/form/search-tags-field';
import { SelectField } from '../../../ui/form/select-field';
import { useKitForm } from '../../../ui/form/use-kit-form';
import { notifySuccess, SUCCESS_TEXT } from '../../../lib/notify';
import {
  useApplicantStatusChoices,
  useAssignRecruiters,
  useCandidateHistory,
  useRecruiterSearch,
  useStatusChangeOptions,
} from '../../../domain/applicant-status/status-api';
import { CommentField, StageStatusFields } from '../../../domain/applicant-status/status-fields';
import { targetOf, type SelectionDrawerProps } from '../../../domain/applicant-status/status-drawer-parts';
import { fullName } from '../../../lib/formats';
import { useStableIds } from '../../../lib/use-stable-ids';

export type AssignRecruiterDrawerProps = SelectionDrawerProps;

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground3 },
});

const EMPTY = { recruitingManagerId: [] as number[], stageId: '', statusId: '', applicantStatusId: '', comment: '' };

/**
 * Assign Recruiter: the recruiters (users with the recruiter or admin role) replace each selected
 * applicant's assignment; a stage and status (or applicant status) is sent only when chosen (spec §5).
 */
export function AssignRecruiterDrawer({ applicationIds, open, onClose, onDone }: AssignRecruiterDrawerProps) {
  const styles = useStyles();
  const options = useStatusChangeOptions(applicationIds, open);
  const withoutPipeline = options.data !== undefined && options.data.data.pipelines.length === 0;
  const applicantStatuses = useApplicantStatusChoices(open && withoutPipeline);
  // One applicant: start from the recruiters assigned now.
  const single = useCandidateHistory(open && applicationIds.length === 1 ? applicationIds[0] : null);
  const assigned = single.data?.data.recruitingManager ?? [];
  const assign = useAssignRecruiters();

  const kit = useKitForm({
    schema: AssignRecruiterFormSchema,
    // The schema is a pipe (cross-field rules): its object part says the comment's limit.
    limitsFrom: ApplicationStatusChangeFields,
    defaultValues: EMPTY,
    fallbackMessage: 'The recruiters could not be assigned. Please try again.',
    onSubmit: async (values) => {
      const changed = await assign(applicationIds, values.recruitingManagerId ?? [], targetOf(values), values.comment);
      // Said above the buttons, as Update Status says it: a toast would cover the drawer's title.
      if (changed === 0) throw new Error(NO_CHANGES);
      notifySuccess(SUCCESS_TEXT.submitted);
      onDone();
      onClose();
    },
  });
  const { watch, setValue, control } = kit.form;
  const resetKit = kit.reset;
  const assignedIds = useStableIds(assigned.map((user) => user.id));
  useEffect(() => {
    if (open) resetKit({ ...EMPTY, recruitingManagerId: assignedIds });
  }, [open, assignedIds, resetKit]);
  const stageId = String(watch('stageId') ?? '');
  const known = assigned.map((user) => ({ value: String(user.id), label: fullName(user) }));
  const count = applicationIds.length;

  return (
    <FormDrawer
      open={open}
      onClose={onClose}
      title="Assign Recruiter"
      kit={kit}
      formLabel="Assign recruiters"
      load={{ data: options.data?.data, isLoading: options.isLoading, error: options.error, label: 'Loading the stages' }}
    >
      {(loaded) => (
        <>
          <Body1>{`${count} applicant${count === 1 ? '' : 's'} selected`}</Body1>
          <Caption1 className={styles.muted}>
            The recruiters chosen replace those assigned now. A status is changed only when you choose one.
          </Caption1>
          <SearchTagsField
            control={control}
            name="recruitingManagerId"
            label="Recruiters"
            noun="recruiters"
            known={known}
            useSearch={useRecruiterSearch}
            required
          />
          {withoutPipeline ? (
            <SelectField
              control={control}
              name="applicantStatusId"
              label="Applicant Status (optional)"
              choices={applicantStatuses.choices}
              placeholder="Keep the current status"
            />
          ) : (
            <StageStatusFields control={control} setValue={setValue} stages={loaded.stages} stageId={stageId} />
          )}
          <CommentField control={control} />
        </>
      )}
    </FormDrawer>
  );
}
