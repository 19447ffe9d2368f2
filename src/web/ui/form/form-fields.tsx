import type { Control, FieldValues } from 'react-hook-form';
import { CheckboxesField, type CheckboxesFieldProps } from './checkboxes-field';
import { KeywordsField, type KeywordsFieldProps } from './keywords-field';
import { PersonField, type PersonFieldProps } from './person-field';
import { RadioField, type RadioFieldProps } from './radio-field';
import { RichTextField, type RichTextFieldProps } from './rich-text-field';
import { SearchTagsField, type SearchTagsFieldProps } from './search-tags-field';
import { SelectField, type SelectFieldProps } from './select-field';
import { SwitchField, type SwitchFieldProps } from './switch-field';
import { TextField, type TextFieldProps } from './text-field';

type Spec<Kind extends string, Props> = { kind: Kind } & Omit<Props, 'control'>;

/** One field of a form as data: which kit field it is, and that field's props but the form's control. */
export type FieldSpec<T extends FieldValues> =
  | Spec<'text', TextFieldProps<T>>
  | Spec<'select', SelectFieldProps<T>>
  | Spec<'switch', SwitchFieldProps<T>>
  | Spec<'radio', RadioFieldProps<T>>
  | Spec<'checkboxes', CheckboxesFieldProps<T>>
  | Spec<'person', PersonFieldProps<T>>
  | Spec<'tags', SearchTagsFieldProps<T>>
  | Spec<'keywords', KeywordsFieldProps<T>>
  | Spec<'rich-text', RichTextFieldProps<T>>;

/** The kit field a spec names, bound to the form (the fields ignore the extra `kind` prop). */
function FormField<T extends FieldValues>({ control, spec }: { control: Control<T>; spec: FieldSpec<T> }) {
  switch (spec.kind) {
    case 'text':
      return <TextField control={control} {...spec} />;
    case 'select':
      return <SelectField control={control} {...spec} />;
    case 'switch':
      return <SwitchField control={control} {...spec} />;
    case 'radio':
      return <RadioField control={control} {...spec} />;
    case 'checkboxes':
      return <CheckboxesField control={control} {...spec} />;
    case 'person':
      return <PersonField control={control} {...spec} />;
    case 'tags':
      return <SearchTagsField control={control} {...spec} />;
    case 'keywords':
      return <KeywordsField control={control} {...spec} />;
    case 'rich-text':
      return <RichTextField control={control} {...spec} />;
  }
}

export interface FormFieldsProps<T extends FieldValues> {
  control: Control<T>;
  /** In the order shown; each field's name is its key. */
  fields: readonly FieldSpec<T>[];
}

/** A form's fields from a table of specs, so a long form reads as the list of what it asks. */
export function FormFields<T extends FieldValues>({ control, fields }: FormFieldsProps<T>) {
  return fields.map((spec) => <FormField key={spec.name} control={control} spec={spec} />);
}
