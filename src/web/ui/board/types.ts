import type { ReactNode } from 'react';

/** A place cards sit in (a pipeline status inside its stage). */
export interface BoardSection {
  id: string;
  title: string;
  /** How many cards belong here in all (may exceed the cards loaded). */
  count: number;
  /** A data-driven colour for the section's marker. */
  color?: string | null;
}

/** One column of the board (a pipeline stage) with its sections. */
export interface BoardColumn {
  id: string;
  title: string;
  count: number;
  sections: readonly BoardSection[];
}

export interface BoardProps<T> {
  /** Accessible name of the board's scrolling region. */
  label: string;
  columns: readonly BoardColumn[];
  items: readonly T[];
  getItemId: (item: T) => string;
  /** The id of the section the item sits in; an unknown id leaves the item out. */
  getItemSection: (item: T) => string;
  /** The item's name in the Move button and announcements. */
  itemLabel: (item: T) => string;
  renderCard: (item: T) => ReactNode;
  /** Asks to move the item (dropped or picked in the Move menu); the owner decides and updates `items`. */
  onMove?: (item: T, column: BoardColumn, section: BoardSection) => void;
  /** What the live region says (moves, failures). */
  announcement?: string;
}
