import type { ListMeta } from '../../../shared/contract/list';

/** The list's total, with '+' when the server stopped counting there (a broad search). */
export function totalLabel(meta: ListMeta | undefined): string {
  return `${meta?.total ?? 0}${meta?.total_capped ? '+' : ''}`;
}

/** 'Showing X to Y of Z entries', from the list meta; zeros when there is nothing to show. */
export function showingText(meta: ListMeta | undefined): string {
  const total = meta?.total ?? 0;
  const from = total > 0 ? (meta?.from ?? 0) : 0;
  const to = total > 0 ? (meta?.to ?? 0) : 0;
  return `Showing ${from} to ${to} of ${totalLabel(meta)} entries`;
}

/** The page numbers to offer as buttons: a window of at most `size` pages around `current`. */
export function pageWindow(current: number, last: number, size = 5): number[] {
  const pages = Math.max(1, last);
  const count = Math.min(size, pages);
  const clamped = Math.min(Math.max(1, current), pages);
  let start = Math.max(1, clamped - Math.floor(count / 2));
  start = Math.min(start, pages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** The last page: meta.last_page when known, otherwise derived from total and page size. */
export function lastPageOf(meta: ListMeta | undefined, pageSize: number): number {
  if (!meta) return 1;
  if (meta.last_page > 0) return meta.last_page;
  return Math.max(1, Math.ceil(meta.total / Math.max(1, pageSize)));
}
