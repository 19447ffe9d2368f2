import * as v from 'valibot';
import { RESUME_MAX_BYTES, RESUME_NOT_PDF, RESUME_TOO_LARGE } from '../../../shared/contract/application-intake';

// The resume a form may send, checked before sending: a PDF by its type or name (the server reads
// the bytes) of at most 5 MB.

const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

const pdfResume = v.pipe(
  v.instance(File),
  v.check(isPdf, RESUME_NOT_PDF),
  v.check((file) => file.size <= RESUME_MAX_BYTES, RESUME_TOO_LARGE),
);

/** A resume that may be left out (Add applicant). */
export const optionalResume = v.optional(v.nullable(pdfResume));

/** A resume that must be there (Refer a candidate): `requiredMessage` without one. */
export const requiredResume = (requiredMessage: string) =>
  v.pipe(
    v.nullable(pdfResume),
    v.check((file) => file !== null, requiredMessage),
  );
