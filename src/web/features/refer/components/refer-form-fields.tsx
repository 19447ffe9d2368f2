import type { Control } from 'react-hook-form';
import { makeStyles, tokens } from '@fluentui/react-components';
import { EXPERIENCE_MAX, PHONE_MAX, PHONE_MIN } from '../../../../shared/contract/application-intake';
import { NOTE_MAX } from '../../../../shared/contract/referral-refer';
import { TextField } from '../../../ui/form/text-field';
import type { ReferDraft } from '../api';
import { ConsentField } from './consent-field';
import { ResumeField } from '../../../ui/form/resume-field';

export interface ReferFormFieldsProps {
  control: Control<ReferDraft>;
}

const useStyles = makeStyles({
  pair: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalM,
  },
});

/** The candidate's details, the resume, why, and the consent; each limit said in its hint. */
export function ReferFormFields({ control }: ReferFormFieldsProps) {
  const styles = useStyles();
  return (
    <>
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
      <ResumeField control={control} name="file" required />
      <TextField control={control} name="note" label="Why do you recommend them?" hint={`Optional; up to ${NOTE_MAX} characters`} multiline rows={4} />
      <ConsentField control={control} name="consent" />
    </>
  );
}
