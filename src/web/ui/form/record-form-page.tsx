import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Button, MessageBar, MessageBarBody, Skeleton, SkeletonItem, makeStyles, tokens } from '@fluentui/react-components';
import { PageHeader } from '../page-header';
import { notifySuccess, SUCCESS_TEXT } from '../../lib/notify';
import { KitForm } from './kit-form';
import { SubmitButton } from './submit-button';
import { useKitForm, type KitForm as Kit, type KitFormOptions } from './use-kit-form';

/** create: a new record; edit: change it; view: every field read-only, Back instead of Save. */
export type RecordMode = 'create' | 'edit' | 'view';

const useStyles = makeStyles({
  skeleton: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '560px' },
});

/** What a record's form is given by its page. */
export interface RecordFormProps<Draft> {
  mode: RecordMode;
  initial: Draft;
  /** Saves; a rejection lands on the form (its fields or the message above the buttons). */
  onSubmit: (draft: Draft) => Promise<void>;
  onCancel: () => void;
}

export interface RecordCreatePageProps<Draft> {
  /** 'Applicant Source' → 'Create Applicant Source'. */
  noun: string;
  listPath: string;
  empty: Draft;
  create: (draft: Draft) => Promise<unknown>;
  form: (props: RecordFormProps<Draft>) => ReactNode;
}

/** A record's create page: the form, then the spec's create toast and back to the list. */
export function RecordCreatePage<Draft>({ noun, listPath, empty, create, form }: RecordCreatePageProps<Draft>) {
  const navigate = useNavigate();
  const back = () => navigate(listPath);
  return (
    <>
      <PageHeader title={`Create ${noun}`} />
      {form({
        mode: 'create',
        initial: empty,
        onSubmit: async (draft) => {
          await create(draft);
          notifySuccess(SUCCESS_TEXT.created);
          back();
        },
        onCancel: back,
      })}
    </>
  );
}

interface Loaded<Row> {
  data?: { data: Row };
  error?: unknown;
  isLoading: boolean;
}

export interface RecordEditPageProps<Row, Draft> {
  noun: string;
  listPath: string;
  /** Loads the record; a null id loads nothing. */
  useRecord: (id: number | null) => Loaded<Row>;
  draftOf: (row: Row) => Draft;
  update: (id: number, draft: Draft) => Promise<unknown>;
  form: (props: RecordFormProps<Draft>) => ReactNode;
}

/** /…/{childPath}/{id}: childPath 'edit' edits, 'view' shows read-only; anything else is not a page. */
export function RecordEditPage<Row, Draft>({ noun, listPath, useRecord, draftOf, update, form }: RecordEditPageProps<Row, Draft>) {
  const { childPath = '', id: rawId = '' } = useParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const styles = useStyles();
  const mode = childPath === 'edit' || childPath === 'view' ? childPath : null;
  const id = mode && /^\d{1,9}$/.test(rawId) ? Number(rawId) : null;
  const { data, error, isLoading } = useRecord(id);
  const back = () => navigate(listPath);

  if (!mode || id === null) {
    return (
      <PageHeader
        title="Page not found"
        description={`There is no page at ${pathname}.`}
        actions={<Button onClick={back}>{`Back to ${noun}`}</Button>}
      />
    );
  }
  return (
    <>
      <PageHeader title={`${mode === 'edit' ? 'Edit' : 'View'} ${noun}`} />
      {isLoading && (
        <Skeleton aria-label="Loading" className={styles.skeleton}>
          <SkeletonItem size={32} />
          <SkeletonItem size={32} />
        </Skeleton>
      )}
      {error instanceof Error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error.message}</MessageBarBody>
        </MessageBar>
      )}
      {data && (
        // A new key re-initialises the form when switching between view and edit of the same row.
        <div key={`${mode}-${id}`}>
          {form({
            mode,
            initial: draftOf(data.data),
            onSubmit: async (draft) => {
              await update(id, draft);
              notifySuccess(SUCCESS_TEXT.edited);
              back();
            },
            onCancel: back,
          })}
        </div>
      )}
    </>
  );
}

/** Save (not when viewing) and Cancel, or Back when viewing. */
export function RecordActions({ mode, pending, onCancel }: { mode: RecordMode; pending: boolean; onCancel: () => void }) {
  return (
    <>
      {mode !== 'view' && <SubmitButton pending={pending}>Save</SubmitButton>}
      <Button appearance="secondary" onClick={onCancel} disabled={pending}>
        {mode === 'view' ? 'Back' : 'Cancel'}
      </Button>
    </>
  );
}

export interface RecordFormShellProps<TInput extends FieldValues, TOutput> {
  kit: Kit<TInput, TOutput>;
  /** The form's accessible name. */
  label: string;
  mode: RecordMode;
  onCancel: () => void;
  className?: string;
  children: ReactNode;
}

/** A record's page form: its fields, then Save and Cancel (Back when viewing); leaving unsaved edits asks first. */
export function RecordForm<TInput extends FieldValues, TOutput>({
  kit,
  label,
  mode,
  onCancel,
  className,
  children,
}: RecordFormShellProps<TInput, TOutput>) {
  return (
    <KitForm
      kit={kit}
      label={label}
      className={className}
      guardLeave={mode !== 'view'}
      actions={<RecordActions mode={mode} pending={kit.pending} onCancel={onCancel} />}
    >
      {children}
    </KitForm>
  );
}

/**
 * The kit of a record form whose draft is what its schema hands on: it starts from the page's
 * `initial`, saves with its `onSubmit`, and is read-only when viewing.
 */
export function useRecordKit<TInput extends FieldValues, TOutput>(
  { mode, initial, onSubmit }: Pick<RecordFormProps<TOutput>, 'mode' | 'initial' | 'onSubmit'>,
  options: Omit<KitFormOptions<TInput, TOutput>, 'defaultValues' | 'onSubmit' | 'readOnly'>,
): Kit<TInput, TOutput> {
  // The schema's output is a valid input of the same schema (it is what a saved record reads back as).
  const defaultValues = initial as unknown as DefaultValues<TInput>;
  return useKitForm<TInput, TOutput>({ ...options, defaultValues, onSubmit, readOnly: mode === 'view' });
}
