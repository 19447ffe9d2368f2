import * as v from 'valibot';
import { id, namedRecordEntries, requiredText } from './fields';
import { statusEntries } from './pipeline-status';

// Spec 001 §5, word for word: the create dialog's two messages and the drawer's one.
export const STAGE_NAME_REQUIRED = '* Add A Name To Create Stage';
export const STAGE_STATUS_REQUIRED = 'Please Select Atleast One Status';
/** The stage drawer's wording (it picks statuses, yet the spec calls them stages). */
export const STAGE_DRAWER_STATUS_REQUIRED = 'Please Select Atleast One Stage';
export const STAGE_STATUS_UNKNOWN = 'Unknown status.';

export const stageName = requiredText('stage name', 100, STAGE_NAME_REQUIRED);

export const statusIdList = (required = STAGE_STATUS_REQUIRED) =>
  v.pipe(v.array(id(STAGE_STATUS_UNKNOWN), required), v.minLength(1, required), v.maxLength(100, 'A stage has at most 100 statuses.'));

/** POST /api/stage: name and statusId[i] in order. */
export const StageCreateSchema = v.object({
  name: stageName,
  statusId: v.optional(statusIdList(), []),
});

/** The drawer's form: the same fields with the drawer's message for an empty status choice. */
export const StageDrawerSchema = v.object({
  name: stageName,
  statusId: v.optional(statusIdList(STAGE_DRAWER_STATUS_REQUIRED), []),
});

export const StageStatusEntrySchema = v.object({
  statusId: id(STAGE_STATUS_UNKNOWN),
  sequence: v.optional(id('The sequence must be a whole number from 1.')),
});

/** PUT /api/stage/:id: a name, and optionally the status list (sequenced, or plain ids in order). */
export const StageUpdateSchema = v.object({
  name: stageName,
  status: v.optional(
    v.pipe(
      v.array(StageStatusEntrySchema, STAGE_STATUS_REQUIRED),
      v.minLength(1, STAGE_STATUS_REQUIRED),
      v.maxLength(100, 'A stage has at most 100 statuses.'),
    ),
  ),
  statusId: v.optional(statusIdList()),
});

/** PUT /api/stage/map-status/:id: the statuses, in order. */
export const StageMapStatusSchema = v.object({ statusId: v.optional(statusIdList(), []) });

/** DELETE /api/stage: id[i] (form) or ids (JSON). */
export const StageDeleteManySchema = v.object({
  id: v.optional(v.array(id('Unknown stage.'), 'Select the stages to delete.')),
  ids: v.optional(v.array(id('Unknown stage.'), 'Select the stages to delete.')),
});

export type StageCreateFields = v.InferOutput<typeof StageCreateSchema>;
export type StageUpdateFields = v.InferOutput<typeof StageUpdateSchema>;
export type StageMapStatusFields = v.InferOutput<typeof StageMapStatusSchema>;

export const StageStatusSchema = v.object({ ...statusEntries, sequence: v.number() });
export type StageStatus = v.InferOutput<typeof StageStatusSchema>;

export const StageSchema = v.object({
  ...namedRecordEntries,
  /** In sequence order. */
  status: v.array(StageStatusSchema),
});
export type Stage = v.InferOutput<typeof StageSchema>;
