import { useEffect } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { notifySuccess, SUCCESS_TEXT } from '../lib/notify';
import { useKitForm, type KitForm, type KitFormOptions } from './form/use-kit-form';

/** How the drawer's owner opens and closes it. */
export interface DrawerControl {
  open: boolean;
  onClose: () => void;
  /** After a save went through (e.g. to clear the selection). */
  onDone?: () => void;
}

export interface DrawerFormOptions<TInput extends FieldValues, TOutput> extends Omit<
  KitFormOptions<TInput, TOutput>,
  'defaultValues' | 'onSubmit'
> {
  /**
   * Where each opening starts. Compared by value: a refetch that brings the same values does not
   * wipe what is being typed.
   */
  start: DefaultValues<NoInfer<TInput>>;
  /**
   * The save. False when it stopped short with a message on a field: the drawer stays open.
   * Otherwise the drawer says it was submitted, calls onDone and closes.
   */
  save: (values: NoInfer<TOutput>) => Promise<boolean | void>;
}

/** FormDrawer's open, onClose and kit: spread into it (`<FormDrawer {...drawer} …>`). */
export interface DrawerForm<TInput extends FieldValues, TOutput> {
  open: boolean;
  onClose: () => void;
  kit: KitForm<TInput, TOutput>;
}

/** The kit form of a drawer that saves once and closes: started afresh at each opening. */
export function useDrawerForm<TInput extends FieldValues, TOutput = TInput>(
  { open, onClose, onDone }: DrawerControl,
  { start, save, ...options }: DrawerFormOptions<TInput, TOutput>,
): DrawerForm<TInput, TOutput> {
  const kit = useKitForm<TInput, TOutput>({
    ...options,
    defaultValues: start,
    onSubmit: async (values) => {
      if ((await save(values)) === false) return;
      notifySuccess(SUCCESS_TEXT.submitted);
      onDone?.();
      onClose();
    },
  });
  const resetKit = kit.reset;
  const startKey = JSON.stringify(start);
  useEffect(() => {
    if (open) resetKit(JSON.parse(startKey) as DefaultValues<TInput>);
  }, [open, startKey, resetKit]);
  return { open, onClose, kit };
}
