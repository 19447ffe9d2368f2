import { useFormContext, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Input, Textarea, type InputProps } from '@fluentui/react-components';
import { BoundField } from './bound-field';
import { useFormMeta } from './form-meta';

export interface TextFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** Its value is shown as text (the contract may type a form field as unknown). */
  name: Path<T>;
  label: string;
  hint?: string;
  /** A warning that does not block saving. */
  warning?: string;
  type?: Extract<InputProps['type'], 'text' | 'number' | 'date' | 'email' | 'url'>;
  min?: string | number;
  max?: string | number;
  multiline?: boolean;
  rows?: number;
  /** Overrides the required marker the form gives. */
  required?: boolean;
  /** Read-only but focusable (an identifier that cannot change once created). */
  readOnly?: boolean;
  inputClassName?: string;
}

const textOf = (value: unknown) => String(value ?? '');

/**
 * A text, number or date input bound to a kit form. Nothing typed or pasted is cut off: near its
 * limit a counter shows, and past it the schema's message says the limit at once (saving waits).
 */
export function TextField<T extends FieldValues>({
  type = 'text',
  min,
  max,
  multiline = false,
  rows,
  readOnly = false,
  inputClassName,
  ...bound
}: TextFieldProps<T>) {
  const { name } = bound;
  const meta = useFormMeta();
  const { trigger, formState } = useFormContext<T>();
  const limit = type === 'number' || type === 'date' ? undefined : meta.limitOf(name);
  return (
    <BoundField {...bound} countOf={(value) => (limit === undefined ? undefined : { length: textOf(value).length, limit })}>
      {(field) => {
        const value = textOf(field.value);
        const change = (next: string) => {
          field.onChange(next);
          // Crossing the limit is said while typing or pasting, without waiting for the field to be left.
          const crosses = limit !== undefined && (value.length > limit || next.length > limit);
          if (crosses && !formState.isSubmitting) void trigger(name);
        };
        const common = { name: field.name, value, onBlur: field.onBlur, disabled: meta.disabled, readOnly, className: inputClassName };
        return multiline ? (
          <Textarea {...common} ref={field.ref} rows={rows} resize="vertical" onChange={(_, data) => change(data.value)} />
        ) : (
          <Input
            {...common}
            ref={field.ref}
            type={type}
            min={min}
            max={max}
            appearance={readOnly ? 'filled-darker' : undefined}
            onChange={(_, data) => change(data.value)}
          />
        );
      }}
    </BoundField>
  );
}
