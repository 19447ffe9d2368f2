import { seoKeywords } from '../../db/schema';
import type { SeoKeyword, SeoKeywordFields } from '../../../shared/contract/seo';
import { appRecords } from '../../db/app-records';
import { valueTaken } from '../../db/value-taken';
import { conflict } from '../../core/errors';
import type { ServiceContext } from '../../core/context';

const columns = { id: seoKeywords.id, title: seoKeywords.title, keywords: seoKeywords.keywords };

const keywordRecords = appRecords(seoKeywords, columns, { label: 'SEO keyword', search: [seoKeywords.title] });
const { scoped } = keywordRecords;

/** Titles are unique per app whatever their case (the table's unique index says so too). */
async function assertTitleFree(ctx: ServiceContext, title: string, exceptId?: number) {
  if (await valueTaken(ctx.db, seoKeywords, seoKeywords.title, { appId: ctx.appId, value: title, exceptId }))
    throw conflict(`An SEO keyword set titled '${title}' already exists.`, 'title');
}

export async function createSeoKeyword(ctx: ServiceContext, input: SeoKeywordFields): Promise<SeoKeyword> {
  await assertTitleFree(ctx, input.title);
  const [row] = await ctx.db
    .insert(seoKeywords)
    .values({ appId: ctx.appId, title: input.title, keywords: input.keywords })
    .returning(columns);
  return row;
}

export async function updateSeoKeyword(ctx: ServiceContext, id: number, input: SeoKeywordFields): Promise<SeoKeyword> {
  await keywordRecords.reads.one(ctx, id);
  await assertTitleFree(ctx, input.title, id);
  const [row] = await ctx.db
    .update(seoKeywords)
    .set({ title: input.title, keywords: input.keywords, updatedAt: ctx.now })
    .where(scoped(ctx, id))
    .returning(columns);
  return row;
}

/** Nothing refers to a keyword set, so any may go. */
export const deleteSeoKeyword = (ctx: ServiceContext, id: number): Promise<void> => keywordRecords.remove(ctx, id, async () => undefined);

/** What the resource routes call for list, one, create, update and delete. */
export const seoKeywordOperations = {
  ...keywordRecords.reads,
  create: createSeoKeyword,
  update: updateSeoKeyword,
  remove: deleteSeoKeyword,
};
