import { useId, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { KitForm } from './form/kit-form';
import { SubmitButton } from './form/submit-button';
import type { KitForm as Kit } from './form/use-kit-form';
import { SideDrawer } from './side-drawer';

/** What the form is built from: it shows once loaded; meanwhile a spinner, or why it could not be loaded. */
export interface DrawerLoad<D> {
  data: D | undefined;
  isLoading: boolean;
  error: unknown;
  /** The spinner's name, e.g. 'Loading the stages'. */
  label: string;
}

export interface FormDrawerProps<TInput extends FieldValues, TOutput, D> {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The drawer's form (useKitForm): Save in the footer submits it. */
  kit: Kit<TInput, TOutput>;
  /** The form's accessible name. */
  formLabel: string;
  load: DrawerLoad<D>;
  /** Save waits for more than the load (default: until it is loaded). */
  saveDisabled?: boolean;
  /** Shown above the load state and the form, e.g. why nothing can be saved. */
  notice?: ReactNode;
  /** The fields, given the loaded data. */
  children: (data: D) => ReactNode;
}

/** Why the drawer's data could not be loaded, or a spinner while it loads (nothing once loaded). */
function DrawerLoadState<D>({ data, isLoading, error, label }: DrawerLoad<D>) {
  if (error instanceof Error) {
    return (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>{error.message}</MessageBarBody>
      </MessageBar>
    );
  }
  return isLoading && data === undefined ? <Spinner size="small" label={label} /> : null;
}

/**
 * A small side drawer holding one kit form, with Save and Cancel in its footer. It cannot be closed
 * while a save runs.
 */
export function FormDrawer<TInput extends FieldValues, TOutput, D>(props: FormDrawerProps<TInput, TOutput, D>) {
  const { open, onClose, title, kit, formLabel, load, saveDisabled = load.data === undefined, notice, children } = props;
  const formId = useId();
  const close = () => !kit.pending && onClose();
  return (
    <SideDrawer
      open={open}
      onOpenChange={(next) => !next && close()}
      title={title}
      size="small"
      footer={
        <>
          <SubmitButton pending={kit.pending} form={formId} disabled={saveDisabled}>
            Save
          </SubmitButton>
          <Button appearance="secondary" disabled={kit.pending} onClick={close}>
            Cancel
          </Button>
        </>
      }
    >
      {notice}
      <DrawerLoadState {...load} />
      {load.data !== undefined && (
        <KitForm kit={kit} id={formId} label={formLabel}>
          {children(load.data)}
        </KitForm>
      )}
    </SideDrawer>
  );
}
