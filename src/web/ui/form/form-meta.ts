import { createContext, useContext } from 'react';

/** What every field of a kit form needs besides react-hook-form's own state. */
export interface FormMeta {
  /** Viewing, or a save is running: nothing can be changed. */
  disabled: boolean;
  isRequired: (name: string) => boolean;
  /** The most characters a text field takes, from the shared schema. */
  limitOf: (name: string) => number | undefined;
  /** Adds a step run before the values are checked; returns its removal. */
  registerFlush: (flush: () => void) => () => void;
}

export const FormMetaContext = createContext<FormMeta | null>(null);

export function useFormMeta(): FormMeta {
  const meta = useContext(FormMetaContext);
  if (!meta) throw new Error('Form fields must be rendered inside a KitForm.');
  return meta;
}
