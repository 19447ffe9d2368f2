import { useId, useState } from 'react';
import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { apiGet } from '../../lib/api';
import { clearNetworkFailure, useNetworkStatus } from '../../lib/network-status';
import { useRevalidateAll } from '../../lib/swr';
import { API_PATHS } from '../../../shared/contract/api-paths';

// The browser's own modal <dialog>, dressed as Fluent's: it shows when the server is unreachable,
// so its code cannot load then and must come with the first page, where Fluent's Dialog would bring
// its focus manager (about 25 kB). The native one traps focus, closes on Escape and hides the page
// from assistive technology by itself.
const useStyles = makeStyles({
  surface: {
    boxSizing: 'border-box',
    width: 'min(600px, calc(100vw - 32px))',
    padding: tokens.spacingHorizontalXXL,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorTransparentStroke}`,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow64,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    '::backdrop': { backgroundColor: tokens.colorBackgroundOverlay },
  },
  title: { margin: 0 },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginBlock: tokens.spacingVerticalS },
  still: { color: tokens.colorPaletteRedForeground1 },
  actions: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalL },
});

/** Opens the rendered dialog as a modal: focus moves into it and the page behind goes inert. */
const showModal = (dialog: HTMLDialogElement | null) => {
  if (dialog && !dialog.open) dialog.showModal();
};

/**
 * 'Network Error' / 'Check your internet connection', shown while the API is unreachable.
 * Retry checks /api/health and, when it answers, closes and reloads every view's data.
 * (The original Cancel button did nothing; Close and a working Retry replace it.)
 */
export function NetworkErrorDialog() {
  const styles = useStyles();
  const titleId = useId();
  const { offline } = useNetworkStatus();
  const revalidateAll = useRevalidateAll();
  const [checking, setChecking] = useState(false);
  const [stillDown, setStillDown] = useState(false);

  const close = () => {
    setStillDown(false);
    clearNetworkFailure();
  };

  const retry = async () => {
    setChecking(true);
    try {
      await apiGet<{ status: string }>(API_PATHS.health);
      close();
      void revalidateAll();
    } catch {
      setStillDown(true);
    } finally {
      setChecking(false);
    }
  };

  if (!offline) return null;
  return (
    <dialog
      ref={showModal}
      role="alertdialog"
      aria-labelledby={titleId}
      className={styles.surface}
      onCancel={(event) => {
        event.preventDefault(); // Escape: closed by the state, like Close
        close();
      }}
    >
      <Text as="h2" id={titleId} size={500} weight="semibold" className={styles.title}>
        Network Error
      </Text>
      <div className={styles.content}>
        <Text>Check your internet connection</Text>
        {stillDown && !checking && (
          <Text role="status" className={styles.still}>
            The server is still unreachable. Try again in a moment.
          </Text>
        )}
      </div>
      <div className={styles.actions}>
        <Button appearance="secondary" onClick={close}>
          Close
        </Button>
        <Button
          appearance="primary"
          onClick={() => void retry()}
          disabledFocusable={checking}
          icon={checking ? <Spinner size="tiny" aria-hidden /> : undefined}
        >
          Retry
        </Button>
      </div>
    </dialog>
  );
}
