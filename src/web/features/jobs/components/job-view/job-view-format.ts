import { experienceLabel } from '../../../../lib/formats';

/** '3-5 years', '10+ years', 'fresher' (0-0) or '' when no experience is set. */
export function experienceRangeLabel(min: number | null, max: number | null): string {
  if (min === null && max === null) return '';
  if (max === null) return `${min}+ years`;
  if (min === null || min === max) return experienceLabel(max);
  return `${min}-${max} years`;
}

/** The schema as stored, indented when it parses (the server only accepts JSON-LD, but old rows may not be). */
export function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
