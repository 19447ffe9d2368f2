import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { DebouncedSearch } from '../../../../src/web/ui/data-table/debounced-search';

const renderSearch = (value: string, onChange: (value: string) => void) =>
  render(
    <FluentProvider theme={webLightTheme}>
      <DebouncedSearch value={value} onChange={onChange} delay={250} />
    </FluentProvider>,
  );

describe('DebouncedSearch', () => {
  it('keeps what the user typed on when the parent echoes an earlier report late, and shows a search the parent changes', async () => {
    const reports: string[] = [];
    const onChange = vi.fn((value: string) => reports.push(value));
    const user = userEvent.setup();
    const { rerender } = renderSearch('', onChange);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, 'QA');
    await waitFor(() => expect(reports).toEqual(['QA']));
    await user.clear(box);
    await user.type(box, 'Backend');
    // The parent's echo of 'QA' arrives only now.
    const rerenderWith = (value: string) =>
      rerender(
        <FluentProvider theme={webLightTheme}>
          <DebouncedSearch value={value} onChange={onChange} delay={250} />
        </FluentProvider>,
      );
    rerenderWith('QA');
    expect(box).toHaveValue('Backend');
    await waitFor(() => expect(reports.at(-1)).toBe('Backend'));
    rerenderWith('Backend');
    // Back to an earlier search, or a cleared one: the box shows it.
    rerenderWith('');
    expect(box).toHaveValue('');
    rerenderWith('Backend');
    expect(box).toHaveValue('Backend');
  });
});
