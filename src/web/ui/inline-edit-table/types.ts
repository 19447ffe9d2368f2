import type { Dispatch, ReactNode, SetStateAction } from 'react';

export type InlineEditMode = 'add' | 'edit';

export interface InlineEditColumn<T> {
  /** Stable id of the column. */
  id: string;
  /** Header text. */
  header: string;
  /** The cell in view mode. */
  renderView: (row: T) => ReactNode;
  /** The cell in add/edit mode: render a labelled control bound to `draft`. */
  renderEdit: (draft: T, setDraft: Dispatch<SetStateAction<T>>) => ReactNode;
  /** CSS width, e.g. '40%'. */
  width?: string;
}

/** The row being added or edited. */
export interface InlineEditing<T> {
  mode: InlineEditMode;
  /** Id of the edited row; null for the add row. */
  id: string | null;
  draft: T;
  saving: boolean;
  error: string | null;
}
