import { useId, useState, type KeyboardEvent } from 'react';
import { Button, Textarea, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import { MAX_CHAT_MESSAGE, MESSAGE_TOO_LONG } from '../../../../shared/contract/chat';
import { DeferredTooltip } from '../../../ui/deferred-tooltip';
import { formatNumber } from '../../../lib/locale-formats';

/** From here on the counter shows how many characters are left. */
export const COUNTER_FROM = MAX_CHAT_MESSAGE - 400;
const KEYS_TEXT = ' Enter sends, Shift+Enter starts a new line.';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalM,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  row: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  box: { flexGrow: 1, minWidth: 0 },
  hint: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  over: { color: tokens.colorPaletteRedForeground1 },
  // A phone's keyboard has no Shift+Enter: the key hint is for wider screens.
  keys: { '@media (max-width: 767px)': { display: 'none' } },
});

export interface MessageComposerProps {
  onSend: (text: string) => void;
}

/** The message box: Enter sends, Shift+Enter is a new line; the limit is said, never cut silently. */
export function MessageComposer({ onSend }: MessageComposerProps) {
  const styles = useStyles();
  const hintId = useId();
  const [text, setText] = useState('');
  const length = text.length;
  const tooLong = length > MAX_CHAT_MESSAGE;
  const canSend = text.trim().length > 0 && !tooLong;

  const submit = () => {
    if (!canSend) return;
    onSend(text.trim());
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  let hint = `Up to ${formatNumber(MAX_CHAT_MESSAGE)} characters.`;
  const atRest = !tooLong && length < COUNTER_FROM;
  if (tooLong) hint = `${MESSAGE_TOO_LONG} ${formatNumber(length)} / ${formatNumber(MAX_CHAT_MESSAGE)}`;
  else if (length >= COUNTER_FROM) hint = `${formatNumber(MAX_CHAT_MESSAGE - length)} characters left`;

  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <Textarea
          className={styles.box}
          aria-label="Message"
          aria-describedby={hintId}
          aria-invalid={tooLong || undefined}
          placeholder="Type a message"
          value={text}
          onChange={(_event, data) => setText(data.value)}
          onKeyDown={onKeyDown}
          resize="vertical"
        />
        <DeferredTooltip content="Send message" relationship="label">
          <Button appearance="primary" icon={<SendRegular />} disabled={!canSend} onClick={submit} />
        </DeferredTooltip>
      </div>
      <div id={hintId} className={mergeClasses(styles.hint, tooLong && styles.over)} aria-live="polite">
        {hint}
        {atRest && <span className={styles.keys}>{KEYS_TEXT}</span>}
      </div>
    </div>
  );
}
