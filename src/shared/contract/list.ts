import * as v from 'valibot';

/** Pagination meta carried by every list response. */
export interface ListMeta {
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
  from: number | null;
  to: number | null;
}

export interface ListResponse<T> {
  data: T[];
  meta: ListMeta;
}

export interface ItemResponse<T> {
  data: T;
  message?: string;
}

export interface ErrorResponse {
  message: string;
  errors?: Record<string, string[]>;
}

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

export function listMeta(total: number, page: number, limit: number): ListMeta {
  const lastPage = Math.max(1, Math.ceil(total / limit));
  const from = total === 0 ? null : (page - 1) * limit + 1;
  const to = total === 0 || from === null || from > total ? null : Math.min(total, page * limit);
  return { total, per_page: limit, current_page: page, last_page: lastPage, from: from !== null && from > total ? null : from, to };
}
