import type { Control } from 'react-hook-form';
import { NOTE_MAX } from '../../../../shared/contract/referral-refer';
import { CandidateFields } from '../../../domain/candidate/candidate-fields';
import { ResumeField } from '../../../domain/candidate/resume-field';
import { TextField } from '../../../ui/form/text-field';
import type { ReferDraft } from '../api';
import { ConsentField } from './consent-field';

export interface ReferFormFieldsProps {
  control: Control<ReferDraft>;
}

/** The candidate's details, the resume, why, and the consent; each limit said in its hint. */
export function ReferFormFields({ control }: ReferFormFieldsProps) {
  return (
    <>
      <CandidateFields control={control} />
      <ResumeField control={control} name="file" required />
      <TextField
        control={control}
        name="note"
        label="Why do you recommend them?"
        hint={`Optional; up to ${NOTE_MAX} characters`}
        multiline
        rows={4}
      />
      <ConsentField control={control} name="consent" />
    </>
  );
}
