import { and, count, eq, sql } from 'drizzle-orm';
import { applicantSources, applications } from '../../db/schema';
import {
  SOURCE_ID_MISMATCH,
  SOURCE_IDENTIFIER_READ_ONLY,
  type ApplicantSource,
  type SourceCreateFields,
  type SourceUpdateFields,
} from '../../../shared/contract/applicant-source';
import { appRecords } from '../../db/app-records';
import { conflict, invalid } from '../../core/errors';
import type { ServiceContext } from '../../core/context';

const columns = {
  id: applicantSources.id,
  sourceId: applicantSources.id,
  source: applicantSources.source,
  description: applicantSources.description,
  identifier: applicantSources.identifier,
};

/** The list's search matches the source name, its identifier or its description. */
const sourceRecords = appRecords(applicantSources, columns, {
  label: 'Applicant source',
  search: [applicantSources.source, applicantSources.identifier, applicantSources.description],
});
const { scoped } = sourceRecords;
const getSource = sourceRecords.reads.one;

export function createSource(ctx: ServiceContext, input: SourceCreateFields): Promise<ApplicantSource> {
  return ctx.db.transaction(async (db) => {
    const [taken] = await db
      .select({ source: applicantSources.source })
      .from(applicantSources)
      .where(and(eq(applicantSources.appId, ctx.appId), sql`lower(${applicantSources.identifier}) = lower(${input.identifier})`))
      .limit(1);
    if (taken) throw conflict(`The identifier '${input.identifier}' is already used by the source '${taken.source}'.`);
    const [row] = await db
      .insert(applicantSources)
      .values({ appId: ctx.appId, ...input })
      .returning(columns);
    return row;
  });
}

/** The identifier is read-only after creation: repeating it is fine, changing it is refused. */
export function updateSource(ctx: ServiceContext, id: number, input: SourceUpdateFields): Promise<ApplicantSource> {
  return ctx.db.transaction(async (db) => {
    const current = await getSource({ ...ctx, db }, id);
    if (input.sourceId !== undefined && input.sourceId !== id) throw invalid({ sourceId: [SOURCE_ID_MISMATCH] });
    if (input.identifier !== undefined && input.identifier !== '' && input.identifier !== current.identifier) {
      throw invalid({ identifier: [SOURCE_IDENTIFIER_READ_ONLY] });
    }
    const [row] = await db
      .update(applicantSources)
      .set({ source: input.source, description: input.description, updatedAt: ctx.now })
      .where(scoped(ctx, id))
      .returning(columns);
    return row;
  });
}

/** A source that applications came from is kept, so their origin is never lost. */
export function deleteSource(ctx: ServiceContext, id: number): Promise<void> {
  return sourceRecords.remove(ctx, id, async (db, source) => {
    const [{ value: used }] = await db
      .select({ value: count() })
      .from(applications)
      .where(and(eq(applications.appId, ctx.appId), eq(applications.sourceId, id)));
    if (used > 0) {
      throw conflict(`'${source.source}' is the source of ${used} application${used === 1 ? '' : 's'} and cannot be deleted.`);
    }
  });
}

/** What the resource routes call for list, one, create, update and delete. */
export const applicantSourceOperations = { ...sourceRecords.reads, create: createSource, update: updateSource, remove: deleteSource };
