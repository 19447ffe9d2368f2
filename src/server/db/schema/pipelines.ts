import { pgTable, integer, text, uniqueIndex, index, check } from 'drizzle-orm/pg-core';
import { relations, sql } from 'drizzle-orm';
import { appRowColumns, createdAtColumn, flagColumn, timestampColumns, uniqueNameIndex } from './columns';

// Hiring pipelines: a pipeline is an ordered list of stages, a stage an ordered list of statuses.
// Link rows (stage_statuses, pipeline_stages) die with either end; deleting a stage or status that
// an application or its history still points at is refused by those tables' restrict keys.
// Sequences are unique per parent, so an edit replaces the whole list (delete, then insert) rather
// than renumbering rows in place.

export const statuses = pgTable(
  'statuses',
  {
    ...appRowColumns(),
    name: text('name').notNull(),
    /** Hex colour of the status badge (the read-back `statusColor`). */
    statusColor: text('status_color').notNull().default('#616161'),
    /** Marks the built-in statuses every stage starts and ends with: 'to_be_start', 'rejected'. */
    code: text('code'),
    ...timestampColumns(),
  },
  (t) => [
    uniqueNameIndex('statuses_app_name_unique', t.appId, t.name),
    uniqueIndex('statuses_app_code_unique')
      .on(t.appId, t.code)
      .where(sql`${t.code} is not null`),
  ],
);

export const stages = pgTable(
  'stages',
  {
    ...appRowColumns(),
    name: text('name').notNull(),
    ...timestampColumns(),
  },
  (t) => [uniqueNameIndex('stages_app_name_unique', t.appId, t.name)],
);

/** A stage's statuses in order: To-be-start is sequence 1 and Rejected the last. */
export const stageStatuses = pgTable(
  'stage_statuses',
  {
    ...appRowColumns(),
    stageId: integer('stage_id')
      .notNull()
      .references(() => stages.id, { onDelete: 'cascade' }),
    statusId: integer('status_id')
      .notNull()
      .references(() => statuses.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
  },
  (t) => [
    uniqueIndex('stage_statuses_stage_status_unique').on(t.stageId, t.statusId),
    uniqueIndex('stage_statuses_stage_sequence_unique').on(t.stageId, t.sequence),
    index('stage_statuses_status_idx').on(t.statusId),
    check('stage_statuses_sequence_positive', sql`${t.sequence} >= 1`),
  ],
);

export const pipelines = pgTable(
  'pipelines',
  {
    ...appRowColumns(),
    name: text('name').notNull(),
    status: flagColumn('status'),
    ...timestampColumns(),
  },
  (t) => [uniqueNameIndex('pipelines_app_name_unique', t.appId, t.name), index('pipelines_app_created_idx').on(t.appId, t.createdAt)],
);

/** A pipeline's stages, sequenced from 1 in the order chosen. */
export const pipelineStages = pgTable(
  'pipeline_stages',
  {
    ...appRowColumns(),
    pipelineId: integer('pipeline_id')
      .notNull()
      .references(() => pipelines.id, { onDelete: 'cascade' }),
    stageId: integer('stage_id')
      .notNull()
      .references(() => stages.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
  },
  (t) => [
    uniqueIndex('pipeline_stages_pipeline_stage_unique').on(t.pipelineId, t.stageId),
    uniqueIndex('pipeline_stages_pipeline_sequence_unique').on(t.pipelineId, t.sequence),
    index('pipeline_stages_stage_idx').on(t.stageId),
    check('pipeline_stages_sequence_positive', sql`${t.sequence} >= 1`),
  ],
);

/** The /hiring-process screen: a named process with its own coloured stage names. */
export const hiringProcesses = pgTable(
  'hiring_processes',
  {
    ...appRowColumns(),
    name: text('name').notNull(),
    ...timestampColumns(),
  },
  (t) => [uniqueNameIndex('hiring_processes_app_name_unique', t.appId, t.name)],
);

export const hiringProcessStages = pgTable(
  'hiring_process_stages',
  {
    ...appRowColumns(),
    hiringProcessId: integer('hiring_process_id')
      .notNull()
      .references(() => hiringProcesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    colour: text('colour').notNull().default('#0f6cbd'),
    /** Display order; new stages go last. Not unique, so reordering needs no renumbering dance. */
    sequence: integer('sequence').notNull().default(1),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueNameIndex('hiring_process_stages_process_name_unique', t.hiringProcessId, t.name)],
);

export const statusesRelations = relations(statuses, ({ many }) => ({ stageStatuses: many(stageStatuses) }));

export const stagesRelations = relations(stages, ({ many }) => ({
  stageStatuses: many(stageStatuses),
  pipelineStages: many(pipelineStages),
}));

export const stageStatusesRelations = relations(stageStatuses, ({ one }) => ({
  stage: one(stages, { fields: [stageStatuses.stageId], references: [stages.id] }),
  status: one(statuses, { fields: [stageStatuses.statusId], references: [statuses.id] }),
}));

export const pipelinesRelations = relations(pipelines, ({ many }) => ({ pipelineStages: many(pipelineStages) }));

export const pipelineStagesRelations = relations(pipelineStages, ({ one }) => ({
  pipeline: one(pipelines, { fields: [pipelineStages.pipelineId], references: [pipelines.id] }),
  stage: one(stages, { fields: [pipelineStages.stageId], references: [stages.id] }),
}));

export const hiringProcessesRelations = relations(hiringProcesses, ({ many }) => ({ stages: many(hiringProcessStages) }));

export const hiringProcessStagesRelations = relations(hiringProcessStages, ({ one }) => ({
  hiringProcess: one(hiringProcesses, {
    fields: [hiringProcessStages.hiringProcessId],
    references: [hiringProcesses.id],
  }),
}));
