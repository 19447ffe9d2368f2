import { lazy, Suspense, useState } from 'react';
import { useFormContext, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Skeleton, SkeletonItem } from '@fluentui/react-components';
import { BoundField } from './bound-field';
import { useFormMeta } from './form-meta';

// Quill is large: it loads only with a form that has rich text, not with the app shell.
const RichTextEditor = lazy(async () => ({ default: (await import('../rich-text-editor')).RichTextEditor }));

export interface RichTextFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
}

/**
 * Rich text (Quill) bound to a kit form. An emptied editor reports '' (not Quill's `<p><br></p>`),
 * and the form hands over pending edits before it checks, so "required" holds on the first Save.
 */
export function RichTextField<T extends FieldValues>({ control, name, label, required }: RichTextFieldProps<T>) {
  const meta = useFormMeta();
  const { getValues } = useFormContext<T>();
  // The editor is uncontrolled: it reads the starting text once.
  const [initial] = useState(() => String(getValues(name) ?? ''));
  return (
    <BoundField control={control} name={name} label={label} required={required}>
      {(field, fieldState) => (
        <Suspense
          fallback={
            <Skeleton aria-label="Loading editor">
              <SkeletonItem size={128} />
            </Skeleton>
          }
        >
          <RichTextEditor
            aria-label={label}
            value={initial}
            onChange={field.onChange}
            onBlur={field.onBlur}
            registerFlush={meta.registerFlush}
            readOnly={meta.disabled}
            invalid={fieldState.invalid}
          />
        </Suspense>
      )}
    </BoundField>
  );
}
