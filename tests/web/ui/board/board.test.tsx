import { describe, expect, it, vi } from 'vitest';
import { createEvent, fireEvent, screen, within } from '@testing-library/react';
import { Board, type BoardColumn } from '../../../../src/web/ui/board';
import { renderUi } from '../render-ui';

interface Item {
  id: number;
  name: string;
  at: string;
}

const columns: BoardColumn[] = [
  {
    id: 'a',
    title: 'Screen',
    count: 3,
    sections: [
      { id: 'a1', title: 'New', count: 2, color: '#0f6cbd' },
      { id: 'a2', title: 'Shortlisted', count: 1 },
    ],
  },
  {
    id: 'b',
    title: 'Interview',
    count: 1,
    sections: [
      { id: 'b1', title: 'Booked', count: 1 },
      { id: 'b2', title: 'Offer', count: 0 },
    ],
  },
];
const items: Item[] = [
  { id: 1, name: 'Ann', at: 'a1' },
  { id: 2, name: 'Ben', at: 'a2' },
];

function renderBoard(onMove?: (item: Item, column: BoardColumn, section: BoardColumn['sections'][number]) => void, announcement?: string) {
  return renderUi(
    <Board<Item>
      label="Pipeline"
      columns={columns}
      items={items}
      getItemId={(item) => String(item.id)}
      getItemSection={(item) => item.at}
      itemLabel={(item) => item.name}
      renderCard={(item) => <span>{item.name}</span>}
      onMove={onMove}
      announcement={announcement}
    />,
  );
}

/** Fires an HTML5 drag event with a dataTransfer jsdom lacks. */
function drag(type: 'dragStart' | 'dragOver' | 'drop', element: Element) {
  const event = createEvent[type](element);
  Object.defineProperty(event, 'dataTransfer', { value: { setData: vi.fn(), effectAllowed: '', dropEffect: '' } });
  fireEvent(element, event);
}

describe('Board', () => {
  it('shows a column per stage with its sections, their counts and cards, in a named region', () => {
    renderBoard(vi.fn());
    const board = screen.getByRole('region', { name: 'Pipeline' });
    expect(
      within(board)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent?.replace(/\d+$/, '')),
    ).toEqual(['Screen', 'Interview']);
    expect(within(board).getByRole('heading', { level: 3, name: /New \(2\)/ })).toBeInTheDocument();
    expect(within(board).getByRole('list', { name: 'Screen: New' })).toHaveTextContent('Ann');
    expect(within(board).getByText('Not loaded here')).toBeInTheDocument();
    expect(within(board).getByText('No one here')).toBeInTheDocument();
  });

  it('the Move menu lists every stage → status, the current one disabled, and moves by keyboard', async () => {
    const onMove = vi.fn();
    const { user } = renderBoard(onMove);
    screen.getByRole('button', { name: 'Move Ann' }).focus();
    await user.keyboard('{Enter}');
    const current = await screen.findByRole('menuitem', { name: 'New (current)' });
    expect(current).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(onMove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Move Ann' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Booked' }));
    expect(onMove).toHaveBeenCalledWith(items[0], columns[1], columns[1].sections[0]);
  });

  it('drops a dragged card on another section, and not on its own', () => {
    const onMove = vi.fn();
    renderBoard(onMove);
    const ann = screen.getByText('Ann').closest('li') as HTMLElement;
    const own = screen.getByRole('heading', { level: 3, name: /New/ }).parentElement as HTMLElement;
    const booked = screen.getByRole('heading', { level: 3, name: /Booked/ }).parentElement as HTMLElement;
    drag('dragStart', ann);
    drag('dragOver', own);
    drag('drop', own);
    expect(onMove).not.toHaveBeenCalled();
    drag('dragStart', ann);
    drag('dragOver', booked);
    drag('drop', booked);
    expect(onMove).toHaveBeenCalledWith(items[0], columns[1], columns[1].sections[0]);
  });

  it('without onMove cards are fixed; the announcement is read from a live region', () => {
    renderBoard(undefined, 'Moved Ann to Interview, Booked.');
    expect(screen.queryByRole('button', { name: /Move/ })).not.toBeInTheDocument();
    expect(screen.getByText('Ann').closest('li')).not.toHaveAttribute('draggable', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Moved Ann to Interview, Booked.');
  });
});
