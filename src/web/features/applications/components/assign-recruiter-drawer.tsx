import { Body1, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { AssignRecruiterFormSchema, NO_CHANGES } from '../../../../shared/contract/application-status-change';
import { FormDrawer } from '../../../ui/form-drawer';
import { SearchTagsField } from '../../../ui/form/search-tags-field';
import { SelectField } from '../../../ui/form/select-field';
import { useDrawerForm } from '../../../ui/use-drawer-form';
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

export type AssignRecruiterDrawerProps = SelectionDrawerProps;

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground3 },
});

const EMPTY = { recruitingManagerId: [] as number[], stageId: '', statusId: '', applicantStatusId: '', comment: '' };

/**
 * Assign Recruiter: the recruiters (users with the recruiter or admin role) replace each selected
 * applicant's assignment; a stage and status (or applicant status) is sent only when chosen (spec §5).
 */
export function AssignRecruiterDrawer(props: AssignRecruiterDrawerProps) {
  const { applicationIds, open } = props;
  const styles = useStyles();
  const options = useStatusChangeOptions(applicationIds, open);
  const withoutPipeline = options.data !== undefined && options.data.data.pipelines.length === 0;
  const applicantStatuses = useApplicantStatusChoices(open && withoutPipeline);
  // One applicant: start from the recruiters assigned now.
  const single = useCandidateHistory(open && applicationIds.length === 1 ? applicationIds[0] : null);
  const assigned = single.data?.data.recruitingManager ?? [];
  const assign = useAssignRecruiters();

  const drawer = useDrawerForm(props, {
    schema: AssignRecruiterFormSchema,
    start: { ...EMPTY, recruitingManagerId: assigned.map((user) => user.id) },
    fallbackMessage: 'The recruiters could not be assigned. Please try again.',
    save: async (values) => {
      const changed = await assign(applicationIds, values.recruitingManagerId ?? [], targetOf(values), values.comment);
      // Said above the buttons, as Update Status says it: a toast would cover the drawer's title.
      if (changed === 0) throw new Error(NO_CHANGES);
    },
  });
  const { watch, setValue, control } = drawer.kit.form;
  const stageId = String(watch('stageId') ?? '');
  const known = assigned.map((user) => ({ value: String(user.id), label: fullName(user) }));
  const count = applicationIds.length;

  return (
    <FormDrawer
      {...drawer}
      title="Assign Recruiter"
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
