import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { apiGet } from '../../lib/api';
import { clearNetworkFailure, useNetworkStatus } from '../../lib/network-status';
import { useRevalidateAll } from '../../lib/swr';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  still: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * 'Network Error' / 'Check your internet connection', shown while the API is unreachable.
 * Retry checks /api/health and, when it answers, closes and reloads every view's data.
 * (The original Cancel button did nothing; Close and a working Retry replace it.)
 */
export function NetworkErrorDialog() {
  const styles = useStyles();
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
      await apiGet<{ status: string }>('/api/health');
      close();
      void revalidateAll();
    } catch {
      setStillDown(true);
    } finally {
      setChecking(false);
    }
  };

  return (
    <Dialog open={offline} modalType="alert" onOpenChange={(_, data) => !data.open && close()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Network Error</DialogTitle>
          <DialogContent className={styles.content}>
            <Text>Check your internet connection</Text>
            {stillDown && !checking && (
              <Text role="status" className={styles.still}>
                The server is still unreachable. Try again in a moment.
              </Text>
            )}
          </DialogContent>
          <DialogActions>
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
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
