import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { RESUME_MAX_BYTES, RESUME_NOT_PDF, RESUME_TOO_LARGE } from '../../../../src/shared/contract/application-intake';
import { RESUME_REQUIRED } from '../../../../src/shared/contract/referral-refer';
import { optionalResume, requiredResume } from '../../../../src/web/domain/candidate/resume-schema';

const file = (name: string, type: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type });
const messageOf = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? null : result.issues[0].message;
};

describe('resume schemas of the candidate forms', () => {
  const required = requiredResume(RESUME_REQUIRED);

  it('takes a PDF by its type or, when the browser gives none, by its name', () => {
    for (const schema of [optionalResume, required]) {
      expect(messageOf(schema, file('cv.pdf', 'application/pdf'))).toBeNull();
      expect(messageOf(schema, file('CV.PDF', ''))).toBeNull();
    }
  });

  it('refuses another file type and a PDF over 5 MB with the contract’s words', () => {
    for (const schema of [optionalResume, required]) {
      expect(messageOf(schema, file('cv.docx', 'application/msword'))).toBe(RESUME_NOT_PDF);
      expect(messageOf(schema, file('cv.pdf', 'application/pdf', RESUME_MAX_BYTES + 1))).toBe(RESUME_TOO_LARGE);
    }
  });

  it('lets Add applicant leave the resume out, and asks Refer a candidate for one', () => {
    expect(messageOf(optionalResume, null)).toBeNull();
    expect(messageOf(optionalResume, undefined)).toBeNull();
    expect(messageOf(required, null)).toBe(RESUME_REQUIRED);
  });
});
