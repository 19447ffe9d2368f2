import type { Control, FieldValues, Path } from 'react-hook-form';
import type { ReactNode } from 'react';
import { Checkbox, FieldContextProvider, makeStyles, tokens } from '@fluentui/react-components';
import { BoundField } from './bound-field';
import { useFormMeta } from './form-meta';

export interface CheckboxesFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** A list of texts: the ticked choices, in the order the choices come. */
  name: Path<T>;
  label: string;
  /** The texts that can be ticked, each its own label. */
  choices: readonly string[];
  hint?: ReactNode;
}

const useStyles = makeStyles({ group: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL } });

/** Several of a few choices, each a checkbox named by its text; the group is named by the label. */
export function CheckboxesField<T extends FieldValues>({ control, name, label, choices, hint }: CheckboxesFieldProps<T>) {
  const styles = useStyles();
  const meta = useFormMeta();
  return (
    <BoundField control={control} name={name} label={label} hint={hint}>
      {(field) => {
        const ticked: unknown[] = Array.isArray(field.value) ? field.value : [];
        const toggle = (choice: string, on: boolean) => field.onChange(choices.filter((c) => (c === choice ? on : ticked.includes(c))));
        return (
          // The boxes stay out of the field's context, which would give them all its one control id
          // and label: each is named by its own text, the group by the field's label.
          <FieldContextProvider value={undefined}>
            <div role="group" aria-label={label} className={styles.group}>
              {choices.map((choice) => (
                <Checkbox
                  key={choice}
                  label={choice}
                  checked={ticked.includes(choice)}
                  disabled={meta.disabled}
                  onChange={(_, data) => toggle(choice, data.checked === true)}
                />
              ))}
            </div>
          </FieldContextProvider>
        );
      }}
    </BoundField>
  );
}
