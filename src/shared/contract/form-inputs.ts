import * as v from 'valibot';
import { isCalendarDay } from '../rules/calendar-day';
import { blankToUndefined, id, toWholeNumber, zeroOrOne } from './fields';

// Schema pieces for the job form's bodies, built on the shared field primitives: every piece may
// be left out, and '' or null clears it.

/** Multipart cannot send an empty value, so every field may also be left out of the body altogether. */
export const omittable = <S extends v.GenericSchema>(schema: S) => v.optional(schema);
export const emptyList = (): never[] => [];

/** An optional id: '' or null means none. */
export const optionalId = (label: string) =>
  omittable(v.pipe(v.unknown(), v.transform(blankToUndefined), v.optional(id(`${label} must be an id.`))));

export const optionalInt = (label: string, min: number, max: number) =>
  omittable(
    v.pipe(
      v.unknown(),
      v.transform(blankToUndefined),
      v.optional(
        v.pipe(
          v.union([v.string(), v.number()], `${label} must be a number.`),
          v.transform(toWholeNumber),
          v.number(`${label} must be a number.`),
          v.integer(`${label} must be a whole number.`),
          v.minValue(min, `${label} must be between ${min} and ${max}.`),
          v.maxValue(max, `${label} must be between ${min} and ${max}.`),
        ),
      ),
    ),
  );

/**
 * A list of ids sent as `name[i]` (or a single plain field, or a JSON array), duplicates dropped;
 * a missing field or one empty field is the empty list.
 */
export const idListValue = (label: string) =>
  v.pipe(
    v.unknown(),
    v.transform((value) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value])),
    v.array(id(`${label} must be a list of ids.`)),
    v.transform((ids) => [...new Set(ids)]),
    v.maxLength(200, `${label} can have at most 200 entries.`),
  );

/** An id list that is empty when left out. */
export const idList = (label: string) => v.optional(idListValue(label), emptyList);

export const flag = (label: string) =>
  omittable(v.pipe(v.unknown(), v.transform(blankToUndefined), v.optional(zeroOrOne(`${label} must be 1 or 0.`))));

export const isoDate = omittable(
  v.pipe(
    v.unknown(),
    v.transform(blankToUndefined),
    v.optional(
      v.pipe(
        v.string('The target date must be a date.'),
        v.isoDate('The target date must be a date (YYYY-MM-DD).'),
        v.check(isCalendarDay, 'The target date is not a day of the calendar.'),
      ),
    ),
  ),
);
