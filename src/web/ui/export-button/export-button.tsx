import { useEffect, useRef, useState } from 'react';
import { Button, Field, MessageBar, MessageBarBody, ProgressBar, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { errorMessage } from '../../lib/api';
import { fetchDownload, progressShare, saveBlob, type DownloadProgress } from '../../lib/download';
import { formatNumber } from '../../lib/locale-formats';

export interface ExportButtonProps {
  /** The export endpoint under /api; the applicant list's by default. */
  path?: string;
  /** The saved file's name before its date, when the server names none. */
  filePrefix?: string;
  /** The list's current filters (the list's own query; page, limit and sort are ignored). */
  query: Record<string, string | number | undefined>;
  /** Selected rows: when any, only these are exported. */
  selectedIds: number[];
  /** The button's text when nothing is selected; 'Export' by default. */
  label?: string;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  progress: { minWidth: '160px', flexGrow: 1, maxWidth: '320px' },
});

const today = () => new Date().toISOString().slice(0, 10);

function progressText(progress: DownloadProgress | null): string {
  if (!progress) return 'Starting export…';
  const share = progressShare(progress);
  const rows = `${formatNumber(progress.rows)}${progress.totalRows === null ? '' : ` of ${formatNumber(progress.totalRows)}`} rows`;
  return share === null ? rows : `${Math.round(share * 100)}% (${rows})`;
}

/**
 * 'Export' (or 'Export selected (N)'): streams the CSV of the list's match or the selection,
 * shows its progress in the page with a Cancel, then saves the file.
 */
export function ExportButton({
  path = 'v2/application/export',
  filePrefix = 'applications',
  query,
  selectedIds,
  label: idleLabel = 'Export',
}: ExportButtonProps) {
  const styles = useStyles();
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  // Leaving the page stops the download rather than saving a file nobody asked for any more.
  useEffect(() => () => abort.current?.abort(), []);

  const start = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setRunning(true);
    setProgress(null);
    setError(null);
    try {
      const file = await fetchDownload(path, {
        query: { ...query, page: undefined, limit: undefined, applicantId: selectedIds },
        signal: controller.signal,
        onProgress: setProgress,
        fallbackName: `${filePrefix}-${today()}.csv`,
      });
      saveBlob(file.blob, file.fileName);
    } catch (failure) {
      if (!controller.signal.aborted) setError(errorMessage(failure, 'The export failed.'));
    } finally {
      if (abort.current === controller) abort.current = null;
      setRunning(false);
    }
  };

  const share = progress ? progressShare(progress) : null;
  const label = selectedIds.length > 0 ? `Export selected (${selectedIds.length})` : idleLabel;
  return (
    <div className={styles.root}>
      {running ? (
        <>
          <Field className={styles.progress} label="Exporting" validationMessage={progressText(progress)} validationState="none">
            <ProgressBar value={share ?? undefined} max={1} thickness="large" />
          </Field>
          <Button onClick={() => abort.current?.abort()}>Cancel export</Button>
        </>
      ) : (
        <Button icon={<ArrowDownloadRegular />} onClick={() => void start()}>
          {label}
        </Button>
      )}
      {error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
