import type { Control } from 'react-hook-form';
import { makeStyles, tokens } from '@fluentui/react-components';
import { EXPERIENCE_MAX, PHONE_MAX, PHONE_MIN } from '../../../../shared/contract/application-intake';
import type { Choice } from '../../../ui/form/choice';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import type { ApplicantDraft } from '../intake-api';
import { ResumeField } from '../../../ui/form/resume-field';

export interface AddApplicantFieldsProps {
  control: Control<ApplicantDraft>;
  /** The jobs to choose from; without them (the drawer opened for one job) there is no job field. */
  jobChoices?: readonly Choice[];
  sourceChoices: readonly Choice[];
}

const useStyles = makeStyles({
  pair: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalM,
  },
});

/** The applicant's fields, their limits in the hints; names side by side where there is room. */
export function AddApplicantFields({ control, jobChoices, sourceChoices }: AddApplicantFieldsProps) {
  const styles = useStyles();
  return (
    <>
      {jobChoices && <SelectField control={control} name="jobId" label="Job" choices={jobChoices} placeholder="Select a job" required />}
      <div className={styles.pair}>
        <TextField control={control} name="firstName" label="First name" required />
        <TextField control={control} name="lastName" label="Last name" required />
      </div>
      <TextField control={control} name="applicantEmail" label="E-mail" type="email" required />
      <div className={styles.pair}>
        <TextField control={control} name="phoneNumber" label="Mobile no" hint={`${PHONE_MIN}–${PHONE_MAX} digits; + and - allowed`} required />
        <TextField control={control} name="experience" label="Experience (years)" type="number" min={0} max={EXPERIENCE_MAX} hint={`0 (fresher) to ${EXPERIENCE_MAX}`} required />
      </div>
      <TextField control={control} name="documentNumber" label="Document number (Aadhaar)" hint="Optional; 12 digits" />
      <SelectField control={control} name="sourceId" label="Source" choices={sourceChoices} placeholder="No source" />
      <ResumeField control={control} name="file" />
    </>
  );
}
