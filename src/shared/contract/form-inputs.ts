import * as v from 'valibot';
import { isCalendarDay } from '../rules/calendar-day';

// Schema pieces for form bodies: multipart sends every value as text (and cannot send an empty
// list or null), JSON sends real types; each piece takes both and names the field in its message.

export const MAX_ID = 2_147_483_647;
export const blankToUndefined = (value: unknown) => (value === '' || value === null || value === 'null' ? undefined : value);
/** Multipart cannot send an empty value, so every field may also be left out of the body altogether. */
export const omittable = <S extends v.GenericSchema>(schema: S) => v.optional(schema);
export const emptyList = (): never[] => [];
/** Form fields arrive as text: only digits (with a sign) make a number, so ' ', '1e2' and '0x10' do not. */
export const toWholeNumber = <T extends string | number | boolean>(value: T): number =>
  typeof value !== 'string' ? Number(value) : /^\s*-?\d+\s*$/.test(value) ? Number(value) : Number.NaN;

/** An optional id: '' or null means none. Form fields arrive as strings. */
export const optionalId = (label: string) =>
  omittable(v.pipe(
    v.unknown(),
    v.transform(blankToUndefined),
    v.optional(
      v.pipe(
        v.union([v.string(), v.number()], `${label} must be an id.`),
        v.transform(toWholeNumber),
        v.number(`${label} must be an id.`),
        v.integer(`${label} must be an id.`),
        v.minValue(1, `${label} must be an id.`),
        v.maxValue(MAX_ID, `${label} must be an id.`),
      ),
    ),
  ));

export const optionalInt = (label: string, min: number, max: number) =>
  omittable(v.pipe(
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
  ));

export const optionalText = (label: string, max: number) =>
  omittable(v.pipe(
    v.unknown(),
    v.transform(blankToUndefined),
    v.optional(v.pipe(v.string(`${label} must be text.`), v.trim(), v.maxLength(max, `${label} must be at most ${max} characters.`))),
  ));

/** A list of ids sent as `name[i]` (or a single plain field, or a JSON array), duplicates dropped. */
export const idList = (label: string) =>
  v.optional(v.pipe(
    v.unknown(),
    v.transform((value) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value])),
    v.array(
      v.pipe(
        v.union([v.string(), v.number()], `${label} must be a list of ids.`),
        v.transform(toWholeNumber),
        v.number(`${label} must be a list of ids.`),
        v.integer(`${label} must be a list of ids.`),
        v.minValue(1, `${label} must be a list of ids.`),
        v.maxValue(MAX_ID, `${label} must be a list of ids.`),
      ),
    ),
    v.transform((ids) => [...new Set(ids)]),
    v.maxLength(200, `${label} can have at most 200 entries.`),
  ), emptyList);

export const flag = (label: string) =>
  omittable(v.pipe(
    v.unknown(),
    v.transform(blankToUndefined),
    v.optional(v.pipe(v.union([v.string(), v.number(), v.boolean()]), v.transform(toWholeNumber), v.picklist([0, 1], `${label} must be 1 or 0.`))),
  ));

export const isoDate = omittable(v.pipe(
  v.unknown(),
  v.transform(blankToUndefined),
  v.optional(
    v.pipe(
      v.string('The target date must be a date.'),
      v.isoDate('The target date must be a date (YYYY-MM-DD).'),
      v.check(isCalendarDay, 'The target date is not a day of the calendar.'),
    ),
  ),
));
