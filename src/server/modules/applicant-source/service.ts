import { and, asc, count, eq, sql } from 'drizzle-orm';
import { applicantSources, applications } from '../../db/schema';
import type { ListQuery } from '../../../shared/contract/list';
import {
  SOURCE_ID_MISMATCH,
  SOURCE_IDENTIFIER_READ_ONLY,
  type ApplicantSource,
  type SourceCreateFields,
  type SourceUpdateFields,
} from '../../../shared/contract/applicant-source';
import { listColumns } from '../../db/paging';
import { conflict, invalid, notFound } from '../../core/errors';
import type { ServiceContext } from '../../core/context';

const columns = {
  id: applicantSources.id,
  sourceId: applicantSources.id,
  source: applicantSources.source,
  description: applicantSources.description,
  identifier: applicantSources.identifier,
};

const scoped = (ctx: ServiceContext, id: number) => and(eq(applicantSources.appId, ctx.appId), eq(applicantSources.id, id));

/** Search matches the source name, its identifier or its description. */
export function listSources(ctx: ServiceContext, query: ListQuery) {
  const source = {
    table: applicantSources,
    where: eq(applicantSources.appId, ctx.appId),
    search: [applicantSources.source, applicantSources.identifier, applicantSources.description],
    order: [asc(applicantSources.id)],
  };
  return listColumns(ctx.db, query, source, columns);
}

export async function getSource(ctx: ServiceContext, id: number): Promise<ApplicantSource> {
  const [row] = await ctx.db.select(columns).from(applicantSources).where(scoped(ctx, id));
  if (!row) throw notFound('Applicant source');
  return row;
}

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
  return ctx.db.transaction(async (db) => {
    const source = await getSource({ ...ctx, db }, id);
    const [{ value: used }] = await db
      .select({ value: count() })
      .from(applications)
      .where(and(eq(applications.appId, ctx.appId), eq(applications.sourceId, id)));
    if (used > 0) {
      throw conflict(`'${source.source}' is the source of ${used} application${used === 1 ? '' : 's'} and cannot be deleted.`);
    }
    await db.delete(applicantSources).where(scoped(ctx, id));
  });
}

/** What the resource routes call for list, one, create, update and delete. */
export const applicantSourceOperations = {
  list: listSources,
  one: getSource,
  create: createSource,
  update: updateSource,
  remove: deleteSource,
};
