import type { ListQueryInput } from '../../shared/contract/list';
import { apiDelete, apiPost, apiPut, toFormData, type QueryParams } from './api';
import { useInvalidate } from './query-keys';
import { useItemQuery, useListQuery } from './use-query';

/**
 * The read hooks and writes every set-up resource shares (list, one item, create, update, delete),
 * so a feature's api.ts declares only what the spec makes differ: the path, how a body is sent,
 * which other lists show its rows, and its extra endpoints.
 */

/** One item at `{path}/{id}`; a null or undefined id (a create form, nothing chosen) fetches nothing. */
export function useResourceItem<T>(path: string, id: number | null | undefined) {
  return useItemQuery<T>(id === null || id === undefined ? null : `${path}/${id}`);
}

/**
 * A resource's two read hooks: `useList(params)`, one page of `{path}` (null params fetch nothing),
 * and `useItem(id)`, `{path}/{id}`. A feature exports them under its own names. The list takes the
 * common page, limit and search unless the resource declares its own parameters.
 */
export function resourceReads<Row, Item = Row, Params extends QueryParams = ListQueryInput>(path: string) {
  return {
    useList: (params: Params | null) => useListQuery<Row>(path, params),
    useItem: (id: number | null | undefined) => useResourceItem<Item>(path, id),
  };
}

/** How the spec sends a body: `multipart/form-data` (FormData) or JSON. */
export type BodyEncoding = 'multipart' | 'json';

export interface ResourceWriteShape<CreateDraft extends object, UpdateDraft extends object> {
  /** POST {path}'s body encoding. */
  create: BodyEncoding;
  /** The request that saves an edit at {path}/{id}: PUT as JSON for most; the spec posts some as form data. */
  update: { method: 'PUT' | 'POST'; encoding: BodyEncoding };
  /** The create body's fields when they are not the draft itself. */
  createFields?: (draft: CreateDraft) => object;
  /** The update body's fields when they are not the draft itself. */
  updateFields?: (draft: UpdateDraft, id: number) => object;
  /** Other resources whose cached keys show this one's rows (a stage row lists its statuses). */
  alsoRefreshes?: readonly string[];
}

const encode = (fields: object, encoding: BodyEncoding) => (encoding === 'multipart' ? toFormData(fields) : fields);

/**
 * create, update and remove as the shape says, and `run` for a feature's extra writes; every write
 * revalidates each cached key of the resource (lists, items, sub-resources) and of `alsoRefreshes`.
 */
export function useResourceMutations<CreateDraft extends object, UpdateDraft extends object = CreateDraft>(
  path: string,
  shape: ResourceWriteShape<CreateDraft, UpdateDraft>,
) {
  const invalidate = useInvalidate();
  const refreshed = [path, ...(shape.alsoRefreshes ?? [])];
  const run = async <T>(request: Promise<T>): Promise<T> => {
    const result = await request;
    await invalidate(...refreshed);
    return result;
  };
  const sendUpdate = shape.update.method === 'POST' ? apiPost<void> : apiPut<void>;
  return {
    run,
    create: (draft: CreateDraft) => run(apiPost<void>(path, encode(shape.createFields?.(draft) ?? draft, shape.create))),
    update: (id: number, draft: UpdateDraft) =>
      run(sendUpdate(`${path}/${id}`, encode(shape.updateFields?.(draft, id) ?? draft, shape.update.encoding))),
    remove: (id: number) => run(apiDelete<void>(`${path}/${id}`)),
  };
}
