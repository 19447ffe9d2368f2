import type { Control, FieldValues, Path } from 'react-hook-form';
import { Checkbox } from '@fluentui/react-components';
import { BoundField } from '../../../ui/form/bound-field';
import { useFormMeta } from '../../../ui/form/form-meta';

export interface ConsentFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
}

export const CONSENT_LABEL = 'The candidate agreed to be referred and to share these details.';

/** The consent box: a referral is sent only once the employee confirms it (the field, not the box, shows the required mark). */
export function ConsentField<T extends FieldValues>({ control, name }: ConsentFieldProps<T>) {
  const meta = useFormMeta();
  return (
    <BoundField control={control} name={name} label="Consent" required>
      {(field) => (
        <Checkbox
          ref={field.ref}
          required={false}
          checked={Boolean(field.value)}
          disabled={meta.disabled}
          label={CONSENT_LABEL}
          onChange={(_, data) => field.onChange(data.checked === true)}
          onBlur={field.onBlur}
        />
      )}
    </BoundField>
  );
}
