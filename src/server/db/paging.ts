import { listMeta, type ListMeta, type ListQuery } from '../../shared/contract/list';

/** Runs the count and the page query of a list with the same filter and shapes `{ data, meta }`. */
export async function paginate<T>(
  query: Pick<ListQuery, 'page' | 'limit'>,
  total: Promise<{ value: number }[]>,
  rows: (offset: number, limit: number) => Promise<T[]>,
): Promise<{ data: T[]; meta: ListMeta }> {
  const [counted, data] = await Promise.all([total, rows((query.page - 1) * query.limit, query.limit)]);
  return { data, meta: listMeta(counted[0]?.value ?? 0, query.page, query.limit) };
}
