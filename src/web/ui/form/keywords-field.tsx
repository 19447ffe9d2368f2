import { useState } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { Input, Tag, TagGroup, makeStyles, tokens } from '@fluentui/react-components';
import { BoundField } from './bound-field';
import { useFormMeta } from './form-meta';

export interface KeywordsFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** A list of keywords. */
  name: Path<T>;
  label: string;
  hint?: string;
  /** How many keywords the list takes. */
  maxCount: number;
  /** How long one keyword may be. */
  maxLength: number;
  /** What the empty box asks for; 'Type a keyword and press Enter' by default. */
  placeholder?: string;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  tags: { flexWrap: 'wrap', rowGap: tokens.spacingVerticalXS },
});

/** Typed tags: Enter confirms the typed keyword; Backspace in the empty box or × removes one. */
export function KeywordsField<T extends FieldValues>({
  maxCount,
  maxLength,
  placeholder = 'Type a keyword and press Enter',
  ...bound
}: KeywordsFieldProps<T>) {
  const styles = useStyles();
  const meta = useFormMeta();
  const [text, setText] = useState('');
  const typed = text.trim().length;
  const tooLong = typed > maxLength;
  return (
    <BoundField
      {...bound}
      ownError={tooLong ? `A keyword must be at most ${maxLength} characters.` : undefined}
      countOf={() => ({ length: typed, limit: maxLength })}
    >
      {(field) => {
        const value: string[] = Array.isArray(field.value) ? field.value.map(String) : [];
        const confirm = () => {
          const keyword = text.trim();
          if (!keyword || tooLong || value.length >= maxCount) return;
          // The same keyword twice (in any case) adds nothing.
          if (!value.some((other) => other.toLowerCase() === keyword.toLowerCase())) field.onChange([...value, keyword]);
          setText('');
        };
        return (
          <div className={styles.root}>
            <Input
              ref={field.ref}
              value={text}
              disabled={meta.disabled || value.length >= maxCount}
              placeholder={value.length >= maxCount ? `At most ${maxCount} keywords.` : placeholder}
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
              <TagGroup
                className={styles.tags}
                aria-label="Keywords"
                onDismiss={(_, data) => field.onChange(value.filter((keyword) => keyword !== data.value))}
              >
                {value.map((keyword) => (
                  // The whole tag is the remove button (Fluent's dismissible tag), so it is named for that.
                  <Tag
                    key={keyword}
                    value={keyword}
                    shape="rounded"
                    size="small"
                    dismissible={!meta.disabled}
                    aria-label={meta.disabled ? keyword : `Remove ${keyword}`}
                  >
                    {keyword}
                  </Tag>
                ))}
              </TagGroup>
            )}
          </div>
        );
      }}
    </BoundField>
  );
}
