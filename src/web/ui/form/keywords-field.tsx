import { useState } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Input, Tag, TagGroup, makeStyles, tokens } from '@fluentui/react-components';
import { KitField } from './kit-field';
import { useFormMeta } from './form-meta';

export interface KeywordsFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPathByValue<T, string[]>;
  label: string;
  hint?: string;
  /** How many keywords the list takes. */
  maxCount: number;
  /** How long one keyword may be. */
  maxLength: number;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  tags: { flexWrap: 'wrap', rowGap: tokens.spacingVerticalXS },
});

/** Typed tags: Enter confirms the typed keyword; Backspace in the empty box or × removes one. */
export function KeywordsField<T extends FieldValues>({ control, name, label, hint, maxCount, maxLength }: KeywordsFieldProps<T>) {
  const styles = useStyles();
  const meta = useFormMeta();
  const [text, setText] = useState('');
  const tooLong = text.trim().length > maxLength;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = (field.value ?? []) as string[];
        const full = value.length >= maxCount;
        const confirm = () => {
          const keyword = text.trim();
          if (!keyword || tooLong || full) return;
          // The same keyword twice (in any case) adds nothing.
          if (!value.some((other) => other.toLowerCase() === keyword.toLowerCase())) field.onChange([...value, keyword]);
          setText('');
        };
        const limitMessage = tooLong ? `A keyword must be at most ${maxLength} characters.` : full ? `At most ${maxCount} keywords.` : undefined;
        return (
          <KitField label={label} hint={hint} error={fieldState.error?.message ?? limitMessage} count={{ length: text.trim().length, limit: maxLength }}>
            <div className={styles.root}>
              <Input
                ref={field.ref}
                value={text}
                disabled={meta.disabled}
                placeholder="Type a keyword and press Enter"
                onChange={(_, data) => setText(data.value)}
                onBlur={field.onBlur}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    // Enter adds the keyword; it must not submit the form.
                    event.preventDefault();
                    confirm();
                  } else if (event.key === 'Backspace' && text === '' && value.length) field.onChange(value.slice(0, -1));
                }}
              />
              {value.length > 0 && (
                <TagGroup className={styles.tags} aria-label="Keywords" onDismiss={(_, data) => field.onChange(value.filter((keyword) => keyword !== data.value))}>
                  {value.map((keyword) => (
                    // The whole tag is the remove button (Fluent's dismissible tag), so it is named for that.
                    <Tag key={keyword} value={keyword} shape="rounded" size="small" dismissible={!meta.disabled} aria-label={meta.disabled ? keyword : `Remove ${keyword}`}>
                      {keyword}
                    </Tag>
                  ))}
                </TagGroup>
              )}
            </div>
          </KitField>
        );
      }}
    />
  );
}
