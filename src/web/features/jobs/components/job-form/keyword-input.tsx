import { useState, type Ref } from 'react';
import { Input, Tag, TagGroup, makeStyles, tokens } from '@fluentui/react-components';

/** JobSeoEntries allows 50 keywords of at most 100 characters. */
const MAX_KEYWORDS = 50;
const MAX_LENGTH = 100;

export interface KeywordInputProps {
  value: readonly string[];
  onChange: (keywords: string[]) => void;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  id?: string;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  tags: { flexWrap: 'wrap', rowGap: tokens.spacingVerticalXS },
});

/** Keyword tags: Enter confirms the typed keyword; Backspace in the empty box or × removes one. */
export function KeywordInput({ value, onChange, disabled = false, inputRef, id }: KeywordInputProps) {
  const styles = useStyles();
  const [text, setText] = useState('');

  const confirm = () => {
    const keyword = text.trim();
    if (!keyword) return;
    // The same keyword twice (in any case) adds nothing.
    if (!value.some((other) => other.toLowerCase() === keyword.toLowerCase()) && value.length < MAX_KEYWORDS) onChange([...value, keyword]);
    setText('');
  };

  return (
    <div className={styles.root}>
      <Input
        id={id}
        ref={inputRef}
        value={text}
        maxLength={MAX_LENGTH}
        disabled={disabled || value.length >= MAX_KEYWORDS}
        placeholder="Type a keyword and press Enter"
        onChange={(_, data) => setText(data.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            // Enter adds the keyword; it must not submit the job form.
            event.preventDefault();
            confirm();
          } else if (event.key === 'Backspace' && text === '' && value.length) onChange(value.slice(0, -1));
        }}
      />
      {value.length > 0 && (
        <TagGroup
          className={styles.tags}
          aria-label="Keywords"
          onDismiss={(_, data) => onChange(value.filter((keyword) => keyword !== data.value))}
        >
          {value.map((keyword) => (
            // The whole tag is the remove button (Fluent's dismissible tag), so it is named for that.
            <Tag key={keyword} value={keyword} shape="rounded" size="small" dismissible={!disabled} aria-label={disabled ? keyword : `Remove ${keyword}`}>
              {keyword}
            </Tag>
          ))}
        </TagGroup>
      )}
    </div>
  );
}
