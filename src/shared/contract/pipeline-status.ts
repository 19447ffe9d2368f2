import * as v from 'valibot';
import { id, NamedRecordSchema, namedRecordEntries, requiredText } from './fields';

// Spec 001 §5, word for word.
export const STATUS_NAME_REQUIRED = 'Add a name to create status';
export const STATUS_STAGE_REQUIRED = 'Please select stage';
export const STATUS_STAGE_UNKNOWN = 'Unknown stage.';
export const STATUS_CODES = ['to_be_start', 'rejected'] as const;

const statusName = requiredText('status name', 100, STATUS_NAME_REQUIRED);

/** A missing or empty stage is the same mistake as no choice at all. */
const stageId = v.pipe(
  v.optional(v.union([v.number(), v.string()], STATUS_STAGE_REQUIRED), ''),
  v.check((value) => value !== '', STATUS_STAGE_REQUIRED),
  id(STATUS_STAGE_UNKNOWN),
);

const statusColor = v.optional(v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'The colour must be a hex colour like #0f6cbd.')));

/** POST /api/status (multipart): name and the stage it joins. */
export const StatusCreateSchema = v.object({ name: statusName, stageId, statusColor });

/** PUT /api/status/:id: rename. */
export const StatusRenameSchema = v.object({ name: statusName, statusColor });

/** PUT /api/status/map-stage/:id: the stage whose list the status joins. */
export const StatusMapStageSchema = v.object({ stageId });

export type StatusCreateInput = v.InferInput<typeof StatusCreateSchema>;
export type StatusCreateFields = v.InferOutput<typeof StatusCreateSchema>;
export type StatusRenameFields = v.InferOutput<typeof StatusRenameSchema>;

/** A status wherever it is shown: on its own or in a stage's list. */
export const statusEntries = {
  ...namedRecordEntries,
  statusColor: v.string(),
  /** 'to_be_start' or 'rejected' for the built-ins, else null. */
  code: v.nullable(v.string()),
};

export const StatusSchema = v.object({
  ...statusEntries,
  /** The first stage the status belongs to, read back as stageStatus.name. */
  stageId: v.nullable(v.number()),
  stageStatus: v.nullable(NamedRecordSchema),
});
export type Status = v.InferOutput<typeof StatusSchema>;
