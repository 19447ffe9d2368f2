import type { ReactElement, ReactNode } from 'react';
import { Field, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

/** The counter shows from this share of the limit on, so it says the limit before it is reached. */
export const COUNTER_FROM = 0.8;

export interface KitFieldProps {
  label: string;
  hint?: ReactNode;
  required?: boolean;
  error?: string;
  /** A warning that does not block saving (e.g. the meta title length). */
  warning?: string;
  /** Characters typed and allowed, for the counter. */
  count?: { length: number; limit: number | undefined };
  children: ReactElement;
  className?: string;
}

const useStyles = makeStyles({
  // A long unbroken value quoted in a message (or a long message) wraps inside the field.
  message: { overflowWrap: 'anywhere', minWidth: 0 },
  field: { minWidth: 0 },
  hint: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: tokens.spacingHorizontalM },
  over: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

/** '87 / 100' once the text nears its limit; null before. */
export function counterText(length: number, limit: number | undefined): string | null {
  if (limit === undefined || length < Math.floor(limit * COUNTER_FROM)) return null;
  return `${length} / ${limit}`;
}

/** A labelled field of the kit: the message (error, else warning), the hint and the length counter. */
export function KitField({ label, hint, required = false, error, warning, count, children, className }: KitFieldProps) {
  const styles = useStyles();
  const counter = count ? counterText(count.length, count.limit) : null;
  const over = count?.limit !== undefined && count.length > count.limit;
  const message = error ?? warning;
  return (
    <Field
      className={mergeClasses(styles.field, className)}
      label={label}
      required={required}
      hint={
        hint || counter ? (
          <span className={styles.hint}>
            <span>{hint}</span>
            {counter && (
              <span className={over ? styles.over : undefined} aria-label={`${count?.length} of ${count?.limit} characters`}>
                {counter}
              </span>
            )}
          </span>
        ) : undefined
      }
      validationMessage={message ? { children: message, className: styles.message } : undefined}
      validationState={error ? 'error' : warning ? 'warning' : 'none'}
    >
      {children}
    </Field>
  );
}
