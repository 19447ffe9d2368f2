import * as v from 'valibot';
import { namedRecordEntries, requiredText } from './fields';

// Spec 001 §5, word for word (lower case as the spec writes it).
export const HIRING_PROCESS_NAME_REQUIRED = 'please enter the field';
export const HIRING_PROCESS_COLOUR_INVALID = 'Please choose a colour like #0f6cbd.';
export const DEFAULT_STAGE_COLOUR = '#0f6cbd';

const name = (what: string) => requiredText(`${what} name`, 100, HIRING_PROCESS_NAME_REQUIRED);

/** POST /api/hiring-process and PUT /api/hiring-process/:id. */
export const HiringProcessInputSchema = v.object({ name: name('process') });

/** POST /api/hiring-process/:id/stage: the drawer's stage name and colour (#rrggbb, stored lower case). */
export const HiringProcessStageInputSchema = v.object({
  name: name('stage'),
  colour: v.pipe(
    v.optional(v.string(HIRING_PROCESS_COLOUR_INVALID), DEFAULT_STAGE_COLOUR),
    v.trim(),
    v.regex(/^#[0-9a-fA-F]{6}$/, HIRING_PROCESS_COLOUR_INVALID),
    v.toLowerCase(),
  ),
});

export type HiringProcessFields = v.InferOutput<typeof HiringProcessInputSchema>;
export type HiringProcessStageFields = v.InferOutput<typeof HiringProcessStageInputSchema>;

/** A row of GET /api/hiring-process ('Process Name', 'No. of stages'). */
export const HiringProcessRowSchema = v.object({ ...namedRecordEntries, stageCount: v.number() });
export type HiringProcessRow = v.InferOutput<typeof HiringProcessRowSchema>;

export const HiringProcessStageSchema = v.object({
  ...namedRecordEntries,
  colour: v.string(),
  /** Display order, 1..n without gaps. */
  sequence: v.number(),
});
export type HiringProcessStage = v.InferOutput<typeof HiringProcessStageSchema>;

/** GET /api/hiring-process/:id. */
export const HiringProcessSchema = v.object({ ...namedRecordEntries, stages: v.array(HiringProcessStageSchema) });
export type HiringProcess = v.InferOutput<typeof HiringProcessSchema>;
