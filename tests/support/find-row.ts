import { waitFor } from '@testing-library/react';

/**
 * The table row holding the element `find` returns, once that row is attached to the document.
 * Lists re-render their rows when data or permissions arrive, so a cell found a moment earlier
 * can belong to a row that was just replaced.
 */
export function findRow(find: () => HTMLElement, timeout = 10_000): Promise<HTMLElement> {
  return waitFor(
    () => {
      const row = find().closest('tr');
      if (!row?.isConnected) throw new Error('The row is not in the document yet.');
      return row as HTMLElement;
    },
    { timeout },
  );
}
