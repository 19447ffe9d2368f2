import type { ReactElement } from 'react';
import {
  Controller,
  type Control,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { KitField, type KitFieldProps } from './kit-field';
import { useFormMeta } from './form-meta';

export interface BoundFieldProps<T extends FieldValues> extends Pick<KitFieldProps, 'label' | 'hint' | 'warning' | 'className'> {
  control: Control<T>;
  name: Path<T>;
  /** Overrides the required marker the form gives. */
  required?: boolean;
  /** A message of the control itself, shown when the form has none for the field. */
  ownError?: string;
  /** Characters typed and allowed, for the counter (text fields). */
  countOf?: (value: unknown) => KitFieldProps['count'];
  children: (field: ControllerRenderProps<T, Path<T>>, fieldState: ControllerFieldState) => ReactElement;
}

/** One form value bound to its labelled field: required marker, message and counter from the kit. */
export function BoundField<T extends FieldValues>({ control, name, required, ownError, countOf, children, ...shown }: BoundFieldProps<T>) {
  const meta = useFormMeta();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <KitField
          {...shown}
          required={required ?? meta.isRequired(name)}
          error={fieldState.error?.message ?? ownError}
          count={countOf?.(field.value)}
        >
          {children(field, fieldState)}
        </KitField>
      )}
    />
  );
}
