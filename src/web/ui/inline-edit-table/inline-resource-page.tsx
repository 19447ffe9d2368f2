import { useMemo } from 'react';
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import * as v from 'valibot';
import type { Permission } from '../../../shared/contract/permissions';
import { usePermissions } from '../../lib/permissions';
import { inlineResourceProps, type InlineResourceRow } from '../list-page/inline-resource';
import { InlineListPage, type RowNoun } from '../list-page/inline-list-page';
import { usePagedList } from '../list-page/use-paged-list';
import { inlineListRead } from '../../lib/list-read';
import type { ListQuery } from '../list-page/list-page';
import type { InlineEditColumn } from './types';

/** What the page asks the feature's list hook for. */
export interface InlinePageParams {
  page: number;
  limit: number;
  search: string;
}

/** The feature's writes, as useResourceMutations gives them. */
export interface InlineResourceWrites<Input> {
  create: (input: Input) => Promise<void>;
  update: (id: number, input: Input) => Promise<void>;
  remove: (id: number) => Promise<void>;
}

export interface InlineResourcePageProps<Item, Row extends InlineResourceRow, Input> {
  title: string;
  description: string;
  /** What a row is: the table's name, its empty state and the delete confirmation say it. */
  rowNoun: RowNoun;
  /** The table's name when the rows' plural does not say it. */
  tableLabel?: string;
  addLabel: string;
  /** Who may add, edit and delete rows; everyone who may open the page sees them. */
  permission: Permission;
  /** The page size when the address names none; default 10. */
  defaultLimit?: number;
  /** The feature's SWR list hook. */
  useList: (params: InlinePageParams) => ListQuery<Item>;
  /** The feature's writes; a refusal keeps the row open with the server's message. */
  useMutations: () => InlineResourceWrites<Input>;
  /** A listed item as its row edits it (form values as text). */
  toRow: (item: Item) => Row;
  /** The body the API takes for a row, on add and on edit. */
  toInput: (row: Row) => Input;
  /** The contract's input schema: its first message shows under the row, and nothing is sent. */
  schema: v.GenericSchema;
  /** The edit's schema, where the spec words an edit's messages apart from an add's. */
  editSchema?: v.GenericSchema;
  columns: readonly InlineEditColumn<Row>[];
  newRow: () => Row;
  /** Why the lists the columns choose from could not be loaded ('Designations', the error). */
  choicesProblem?: { what: string; error: Error | undefined };
}

/**
 * A set-up list whose rows are added, edited and deleted in place: the page, the permission, the
 * contract's rules before sending, add or update by the row's id, and the notices of every write.
 * A feature gives its hooks, its row shape and its columns.
 */
export function InlineResourcePage<Item, Row extends InlineResourceRow, Input>(props: InlineResourcePageProps<Item, Row, Input>) {
  const { useList, useMutations, toRow, toInput, schema, editSchema, choicesProblem } = props;
  const { list, query } = usePagedList(useList, inlineListRead(props.defaultLimit));
  const mutations = useMutations();
  const canWrite = usePermissions().can(props.permission);
  const data = useMemo(() => query.data && { ...query.data, data: query.data.data.map(toRow) }, [query.data, toRow]);

  const validate = (draft: Row): string | null => {
    const result = v.safeParse(draft.id !== null && editSchema ? editSchema : schema, toInput(draft));
    return result.success ? null : result.issues[0].message;
  };

  const rows = inlineResourceProps<Row>({
    canWrite,
    save: (draft, mode) => {
      const input = toInput(draft);
      return mode === 'add' || draft.id === null ? mutations.create(input) : mutations.update(draft.id, input);
    },
    remove: mutations.remove,
  });

  return (
    <InlineListPage<Row>
      title={props.title}
      description={props.description}
      list={list}
      query={{ data, error: query.error, isLoading: query.isLoading }}
      rowNoun={props.rowNoun}
      tableLabel={props.tableLabel}
      inline={{ ...rows, columns: props.columns, newRow: props.newRow, validate, addLabel: props.addLabel }}
    >
      {choicesProblem?.error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{`${choicesProblem.what} could not be loaded: ${choicesProblem.error.message}`}</MessageBarBody>
        </MessageBar>
      )}
    </InlineListPage>
  );
}
