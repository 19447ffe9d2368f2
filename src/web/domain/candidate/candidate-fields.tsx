import type { Control, FieldValues, Path } from 'react-hook-form';
import { makeStyles, tokens } from '@fluentui/react-components';
import { EXPERIENCE_MAX, PHONE_MAX, PHONE_MIN } from '../../../shared/contract/application-intake';
import { TextField } from '../../ui/form/text-field';

type CandidateField = 'firstName' | 'lastName' | 'applicantEmail' | 'phoneNumber' | 'experience' | 'documentNumber';

/** A candidate not filled in yet: where Add applicant and Refer a candidate both start. */
export const BLANK_CANDIDATE: Record<CandidateField, string> = {
  firstName: '',
  lastName: '',
  applicantEmail: '',
  phoneNumber: '',
  experience: '',
  documentNumber: '',
};

export interface CandidateFieldsProps<T extends FieldValues> {
  control: Control<T>;
}

const useStyles = makeStyles({
  pair: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalM,
  },
});

/**
 * The candidate's own fields of Add applicant and Refer a candidate (the contract gives both the
 * same rules): name, e-mail, mobile, experience and Aadhaar, each limit in its hint, names side by
 * side where there is room.
 */
export function CandidateFields<T extends FieldValues & Partial<Record<CandidateField, unknown>>>({ control }: CandidateFieldsProps<T>) {
  const styles = useStyles();
  // T has these fields (its bound says so), but Path<T> cannot be worked out for a generic T.
  const name = (field: CandidateField) => field as Path<T>;
  return (
    <>
      <div className={styles.pair}>
        <TextField control={control} name={name('firstName')} label="First name" required />
        <TextField control={control} name={name('lastName')} label="Last name" required />
      </div>
      <TextField control={control} name={name('applicantEmail')} label="E-mail" type="email" required />
      <div className={styles.pair}>
        <TextField
          control={control}
          name={name('phoneNumber')}
          label="Mobile no"
          hint={`${PHONE_MIN}–${PHONE_MAX} digits; + and - allowed`}
          required
        />
        <TextField
          control={control}
          name={name('experience')}
          label="Experience (years)"
          type="number"
          min={0}
          max={EXPERIENCE_MAX}
          hint={`0 (fresher) to ${EXPERIENCE_MAX}`}
          required
        />
      </div>
      <TextField control={control} name={name('documentNumber')} label="Document number (Aadhaar)" hint="Optional; 12 digits" />
    </>
  );
}
