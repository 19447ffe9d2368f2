// Helpers of the dashboard and reports journeys: what a card of figures shows, and whether it fits.
import type { Locator, Page } from '@playwright/test';

/** A figure as the page writes it ('1,234'), as a number. */
export const figure = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** The figure in column `column` (0 = the name) of the row of `table` whose text holds `row`. */
export async function rowFigure(table: Locator, row: string, column = 1): Promise<number> {
  return figure(await table.getByRole('row').filter({ hasText: row }).getByRole('cell').nth(column).innerText());
}

/**
 * What inside the page's cards of figures (their <section>s) is wider than its box: a box that
 * scrolls sideways, or a chart drawn past its card's edge. Empty when everything fits.
 */
export function overflowingFigures(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const cardName = (element: Element) => element.closest('section')?.querySelector('h2')?.textContent ?? '?';
    for (const element of document.querySelectorAll('main section *')) {
      const { overflowX } = getComputedStyle(element);
      if ((overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1)
        found.push(`${cardName(element)}: a box ${element.scrollWidth} px wide in ${element.clientWidth} px scrolls sideways`);
    }
    for (const chart of document.querySelectorAll('main section svg[role="region"]')) {
      const card = chart.closest('section')!.getBoundingClientRect();
      const drawn = chart.getBoundingClientRect();
      if (drawn.right > card.right + 1)
        found.push(`${cardName(chart)}: a chart reaches ${Math.round(drawn.right - card.right)} px past its card`);
    }
    return found;
  });
}
