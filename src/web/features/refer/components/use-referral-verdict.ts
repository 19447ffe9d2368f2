import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { ReferralCheckSchema, type ReferralVerdict } from '../../../../shared/contract/referral-refer';
import { useDebounced } from '../../../ui/form/use-debounced';
import { checkReferral } from '../api';

export interface CandidateKeys {
  applicantEmail: string;
  phoneNumber: string;
  documentNumber: string;
}

/**
 * The server's verdict on the candidate typed so far (bonus, re-hire, duplicate), asked again once
 * typing pauses; details that are not valid yet are left out instead of asked about.
 */
export function useReferralVerdict(jobId: number, keys: CandidateKeys): ReferralVerdict | null {
  const email = useDebounced(keys.applicantEmail, 400);
  const phone = useDebounced(keys.phoneNumber, 400);
  const document = useDebounced(keys.documentNumber, 400);
  const [verdict, setVerdict] = useState<ReferralVerdict | null>(null);
  useEffect(() => {
    const fields = { applicantEmail: email, phoneNumber: phone, documentNumber: document };
    const valid = Object.fromEntries(
      Object.entries(fields).filter(
        ([name, value]) => value !== '' && v.safeParse(ReferralCheckSchema.entries[name as keyof typeof fields], value).success,
      ),
    );
    let current = true;
    checkReferral({ jobId, ...valid })
      .then((answer) => current && setVerdict(answer))
      // The notice falls back to what the eligibility says; the submit gives the final word anyway.
      .catch(() => current && setVerdict(null));
    return () => {
      current = false;
    };
  }, [jobId, email, phone, document]);
  return verdict;
}
