import * as v from 'valibot';
import { id } from './fields';
import { APPLICATION_LIST_MAX_LIMIT, ApplicationListQuerySchema, DATE_RANGE_INVALID } from './application';

// GET /api/v2/application/export: the applicant list's query (the same filters, the same rows) plus
// the selected rows, streamed as CSV.

/** At most one full list page of selected rows (the list's largest page). */
export const MAX_EXPORT_SELECTION = APPLICATION_LIST_MAX_LIMIT;
export const EXPORT_SELECTION_INVALID = 'applicantId must be a list of applicant ids.';
export const EXPORT_SELECTION_TOO_LONG = `At most ${MAX_EXPORT_SELECTION} selected applicants can be exported at once; export the filtered list instead.`;

/** The CSV's columns, in order. */
export const EXPORT_COLUMNS = [
  'Id',
  'First Name',
  'Last Name',
  'Email',
  'Contact Detail',
  'Experience',
  'Job Title',
  'Job Code',
  'Source',
  'Stage',
  'Status',
  'Document Number',
  'Referred By',
  'Application Date',
] as const;

const selectedId = id(EXPORT_SELECTION_INVALID);

/** An export's selected rows (`applicantId`, repeated or `applicantId[]`), each id once; none selected exports every match. */
export const exportSelectionSchema = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value])),
    // Checked as a whole so a bad entry is reported on `applicantId`, not on `applicantId.3`.
    v.array(v.union([v.string(), v.number()]), EXPORT_SELECTION_INVALID),
    v.check((ids) => ids.every((entry) => v.is(selectedId, entry)), EXPORT_SELECTION_INVALID),
    v.transform((ids) => [...new Set(ids.map((entry) => v.parse(selectedId, entry)))]),
    v.maxLength(MAX_EXPORT_SELECTION, EXPORT_SELECTION_TOO_LONG),
  ),
  [],
);

const listObject = ApplicationListQuerySchema.pipe[0];

/**
 * `applicantId` (repeated, or `applicantId[]`): only these of the matching rows; left out, every
 * matching row. page, limit and sort are accepted (the list's own address) and ignored: the export
 * is the whole match, by id.
 */
export const ApplicationExportQuerySchema = v.pipe(
  v.object({
    ...listObject.entries,
    applicantId: exportSelectionSchema,
  }),
  v.forward(
    v.check((query) => !query.fromDate || !query.toDate || query.fromDate <= query.toDate, DATE_RANGE_INVALID),
    ['toDate'],
  ),
);
export type ApplicationExportQuery = v.InferOutput<typeof ApplicationExportQuerySchema>;
