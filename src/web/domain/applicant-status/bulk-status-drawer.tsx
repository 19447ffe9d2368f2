import { Body1, MessageBar, MessageBarBody } from '@fluentui/react-components';
import {
  JOINING_DATE_REQUIRED,
  MAX_BULK_APPLICANTS,
  MultipleStatusChangeSchema,
  TOO_MANY_APPLICANTS,
  type StatusChangeOptions,
} from '../../../shared/contract/application-status-change';
import { FormDrawer } from '../../ui/form-drawer';
import { SelectField } from '../../ui/form/select-field';
import { useDrawerForm } from '../../ui/use-drawer-form';
import { useApplicantStatusChoices, useMultipleStatusChange, useStatusChangeOptions, useWithoutPipelineDefault } from './status-api';
import { choosesHired, CommentField, JoiningDateField, StageStatusFields } from './status-fields';
import type { SelectionDrawerProps } from './status-drawer-parts';

export type BulkStatusDrawerProps = SelectionDrawerProps;

const EMPTY = { applicantId: [] as number[], stageId: '', statusId: '', withoutHiringProcessId: '', comment: '', joiningDate: '' };
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** What the selection spans, said before saving: a mismatch is refused whole by the server. */
function selectionNote(options: StatusChangeOptions): string | null {
  if (options.pipelines.length > 0 && options.withoutPipeline > 0) {
    return `${plural(options.withoutPipeline, 'selected applicant')} ${options.withoutPipeline === 1 ? 'is' : 'are'} on a job without a hiring pipeline: select them apart, or nothing is changed.`;
  }
  if (options.pipelines.length > 1) {
    return `The selection spans ${options.pipelines.length} hiring pipelines (${options.pipelines.map((p) => p.name).join(', ')}): if an applicant's pipeline lacks the chosen stage and status, nothing is changed.`;
  }
  return null;
}

/**
 * Status for the selected applicants: a stage and a status are both required (or an applicant
 * status when none of their jobs has a pipeline), the joining date when the status is the hired
 * one, with an optional comment; all change or none.
 */
export function BulkStatusDrawer(props: BulkStatusDrawerProps) {
  const { applicationIds, open } = props;
  const tooMany = applicationIds.length > MAX_BULK_APPLICANTS;
  const { data, error, isLoading } = useStatusChangeOptions(applicationIds, open && !tooMany);
  const options = data?.data;
  const onlyWithoutPipeline = options !== undefined && options.pipelines.length === 0;
  const applicantStatuses = useApplicantStatusChoices(open && onlyWithoutPipeline);
  const defaultStatus = useWithoutPipelineDefault(open && onlyWithoutPipeline);
  const changeAll = useMultipleStatusChange();

  const drawer = useDrawerForm(props, {
    // The selection is a field of the form, so the form checks the request's own schema.
    schema: MultipleStatusChangeSchema,
    start: {
      ...EMPTY,
      applicantId: applicationIds,
      withoutHiringProcessId: onlyWithoutPipeline && defaultStatus !== null ? String(defaultStatus) : '',
    },
    fallbackMessage: 'The statuses could not be saved. Please try again.',
    save: async (values) => {
      const hires = choosesHired(values.statusId, options?.hiredStatusId);
      if (hires && !values.joiningDate) {
        drawer.kit.form.setError('joiningDate', { type: 'required', message: JOINING_DATE_REQUIRED }, { shouldFocus: true });
        return false;
      }
      await changeAll({ ...values, joiningDate: hires ? values.joiningDate : undefined });
    },
  });
  const { watch, setValue, control } = drawer.kit.form;
  const stageId = String(watch('stageId') ?? '');
  const hires = choosesHired(watch('statusId'), options?.hiredStatusId);
  const note = options ? selectionNote(options) : null;

  return (
    <FormDrawer
      {...drawer}
      title="Change Status"
      formLabel="Change status of the selected applicants"
      load={{ data: options, isLoading, error, label: 'Loading the stages' }}
      saveDisabled={!options || tooMany}
      notice={
        tooMany && (
          <MessageBar intent="warning" role="alert">
            <MessageBarBody>{TOO_MANY_APPLICANTS}</MessageBarBody>
          </MessageBar>
        )
      }
    >
      {(loaded) => (
        <>
          <Body1>{`${plural(applicationIds.length, 'applicant')} selected`}</Body1>
          {note && (
            <MessageBar intent="warning">
              <MessageBarBody>{note}</MessageBarBody>
            </MessageBar>
          )}
          {onlyWithoutPipeline ? (
            <SelectField
              control={control}
              name="withoutHiringProcessId"
              label="Applicant Status"
              hint="Hiring pipeline is not attached with these jobs."
              choices={applicantStatuses.choices}
              placeholder="Select an applicant status"
              required
            />
          ) : (
            <>
              <StageStatusFields control={control} setValue={setValue} stages={loaded.stages} stageId={stageId} required />
              {hires && <JoiningDateField control={control} />}
            </>
          )}
          <CommentField control={control} />
        </>
      )}
    </FormDrawer>
  );
}
