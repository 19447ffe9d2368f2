import { describe, expect, it } from 'vitest';
import { listMeta } from '../../../../src/shared/contract/list';
import { lastPageOf, pageWindow, showingText, totalLabel } from '../../../../src/web/ui/data-table/paging';

describe('showingText', () => {
  it("reads 'Showing X to Y of Z entries' from the meta", () => {
    expect(showingText(listMeta(45, 2, 10))).toBe('Showing 11 to 20 of 45 entries');
    expect(showingText(listMeta(45, 5, 10))).toBe('Showing 41 to 45 of 45 entries');
  });

  it("says 'Z+' when the server stopped counting at Z (a broad search)", () => {
    expect(showingText(listMeta(1000, 1, 10, true))).toBe('Showing 1 to 10 of 1000+ entries');
    expect(totalLabel(listMeta(1000, 1, 10))).toBe('1000');
  });

  it('reads zeros without rows or meta', () => {
    expect(showingText(listMeta(0, 1, 10))).toBe('Showing 0 to 0 of 0 entries');
    expect(showingText(undefined)).toBe('Showing 0 to 0 of 0 entries');
  });
});

describe('pageWindow', () => {
  it('centres at most five pages on the current one and stays within the range', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(3, 0)).toEqual([1]);
  });

  it('takes the last page from the meta', () => {
    expect(lastPageOf(listMeta(45, 1, 10), 10)).toBe(5);
    expect(lastPageOf(undefined, 10)).toBe(1);
  });
});
