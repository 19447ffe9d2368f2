import * as v from 'valibot';

/** Pagination meta carried by every list response. */
export const ListMetaSchema = v.object({
  total: v.number(),
  per_page: v.number(),
  current_page: v.number(),
  last_page: v.number(),
  from: v.nullable(v.number()),
  to: v.nullable(v.number()),
  /** Present when counting stopped at `total`: at least that many match (a broad applicant search). */
  total_capped: v.optional(v.literal(true)),
});
export type ListMeta = v.InferOutput<typeof ListMetaSchema>;

/** `{ data: [...], meta }`: one page of a list. */
export const listResponseSchema = <T extends v.GenericSchema>(item: T) => v.object({ data: v.array(item), meta: ListMetaSchema });
export type ListResponse<T> = { data: T[]; meta: ListMeta };

/** `{ data, message? }`: one record, with the success message after a write. */
export const itemResponseSchema = <T extends v.GenericSchema>(item: T) => v.object({ data: item, message: v.optional(v.string()) });
export type ItemResponse<T> = { data: T; message?: string };

/** `{ message }`: a write that answers no record (a delete). */
export const MessageResponseSchema = v.object({ message: v.string() });

/** A delete that keeps what has answers: `archived` says whether it was archived instead of deleted. */
export const ArchiveResponseSchema = v.object({ message: v.string(), archived: v.boolean() });

/** Every 4xx: `{ message, errors?: { field: [messages] } }`. */
export const ErrorResponseSchema = v.object({ message: v.string(), errors: v.optional(v.record(v.string(), v.array(v.string()))) });
export type ErrorResponse = v.InferOutput<typeof ErrorResponseSchema>;

const positiveInt = (fallback: number, max: number) =>
  v.optional(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform(Number),
      v.number('must be a number'),
      v.integer('must be a whole number'),
      v.minValue(1, 'must be at least 1'),
      v.maxValue(max, `must be at most ${max}`),
    ),
    fallback,
  );

/** page (1-based), limit (default 10, max 100 unless a list allows more) and search. */
export function listQuerySchema(maxLimit = 100) {
  return v.object({
    page: positiveInt(1, 1_000_000),
    limit: positiveInt(10, maxLimit),
    search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'must be at most 200 characters')), ''),
  });
}

export type ListQuery = v.InferOutput<ReturnType<typeof listQuerySchema>>;
/** What a client sends for a plain list (page, limit, search). */
export type ListQueryInput = v.InferInput<ReturnType<typeof listQuerySchema>>;

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** `sort` (one of the list's sort keys) and `order`, for lists the user sorts by a column. */
export function sortEntries<const S extends string>(sorts: readonly [S, ...S[]], defaultSort: S) {
  return {
    sort: v.optional(v.picklist(sorts, `sort must be one of ${sorts.join(', ')}.`), defaultSort),
    order: v.optional(v.picklist(SORT_ORDERS, 'order must be asc or desc.')),
  };
}

export function listMeta(total: number, page: number, limit: number, totalCapped = false): ListMeta {
  const lastPage = Math.max(1, Math.ceil(total / limit));
  const from = total === 0 ? null : (page - 1) * limit + 1;
  const to = total === 0 || from === null || from > total ? null : Math.min(total, page * limit);
  const meta: ListMeta = {
    total,
    per_page: limit,
    current_page: page,
    last_page: lastPage,
    from: from !== null && from > total ? null : from,
    to,
  };
  return totalCapped ? { ...meta, total_capped: true } : meta;
}
