import { Field, Input, Link } from '@fluentui/react-components';
import type { InlineEditColumn } from '../../../ui/inline-edit-table/types';

/** A row of the table: saved rows have an id, the new row has none yet. */
export interface ProcessRow {
  id: number | null;
  name: string;
  stageCount: number;
}

/** 'Process Name' (a link that opens the process's stages) and 'No. of stages'. */
export function processColumns(onOpen: (row: ProcessRow) => void): InlineEditColumn<ProcessRow>[] {
  return [
    {
      id: 'name',
      header: 'Process Name',
      width: '55%',
      renderView: (row) => (
        <Link as="button" onClick={() => onOpen(row)}>
          {row.name}
        </Link>
      ),
      renderEdit: (draft, setDraft) => (
        <Field label="Process Name">
          <Input
            value={draft.name}
            maxLength={100}
            onChange={(_event, data) => setDraft((current) => ({ ...current, name: data.value }))}
          />
        </Field>
      ),
    },
    {
      id: 'stages',
      header: 'No. of stages',
      width: '25%',
      renderView: (row) => row.stageCount,
      renderEdit: (draft) => draft.stageCount,
    },
  ];
}
