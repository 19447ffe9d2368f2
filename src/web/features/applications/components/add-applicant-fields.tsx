import type { Control } from 'react-hook-form';
import { CandidateFields } from '../../../domain/candidate/candidate-fields';
import type { Choice } from '../../../ui/form/choice';
import { ResumeField } from '../../../domain/candidate/resume-field';
import { SelectField } from '../../../ui/form/select-field';
import type { ApplicantDraft } from '../intake-api';

export interface AddApplicantFieldsProps {
  control: Control<ApplicantDraft>;
  /** The jobs to choose from; without them (the drawer opened for one job) there is no job field. */
  jobChoices?: readonly Choice[];
  sourceChoices: readonly Choice[];
}

/** The job, the applicant's fields (their limits in the hints), the source and the resume. */
export function AddApplicantFields({ control, jobChoices, sourceChoices }: AddApplicantFieldsProps) {
  return (
    <>
      {jobChoices && <SelectField control={control} name="jobId" label="Job" choices={jobChoices} placeholder="Select a job" required />}
      <CandidateFields control={control} />
      <SelectField control={control} name="sourceId" label="Source" choices={sourceChoices} placeholder="No source" />
      <ResumeField control={control} name="file" />
    </>
  );
}
