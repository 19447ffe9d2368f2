import { Button, Text, Toolbar, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, ZoomFitRegular, ZoomInRegular, ZoomOutRegular } from '@fluentui/react-icons';

export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 3;

export interface PdfToolbarProps {
  /** Unknown while loading or when the file could not be read. */
  pageCount?: number;
  /** 1 is fit-width. */
  zoom?: number;
  onZoom?: (zoom: number) => void;
  onDownload?: () => void;
}

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS, padding: 0 },
  count: { marginRight: 'auto', color: tokens.colorNeutralForeground2 },
});

const step = (zoom: number, by: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round((zoom + by) * 100) / 100));

/** Page count, zoom (out, fit width, in) and Download; the zoom buttons show only once pages are drawn. */
export function PdfToolbar({ pageCount, zoom, onZoom, onDownload }: PdfToolbarProps) {
  const styles = useStyles();
  return (
    <Toolbar className={styles.bar} aria-label="Document">
      <Text className={styles.count} aria-live="polite">
        {pageCount === undefined ? '' : pageCount === 1 ? '1 page' : `${pageCount} pages`}
      </Text>
      {zoom !== undefined && onZoom && (
        <>
          <Button
            appearance="subtle"
            icon={<ZoomOutRegular />}
            aria-label="Zoom out"
            disabled={zoom <= ZOOM_MIN}
            onClick={() => onZoom(step(zoom, -0.25))}
          />
          {/* The name holds the shown percentage, so speech input can say what is seen. */}
          <Button
            appearance="subtle"
            icon={<ZoomFitRegular />}
            aria-label={`Fit width, ${Math.round(zoom * 100)}%`}
            aria-pressed={zoom === 1}
            onClick={() => onZoom(1)}
          >
            {`${Math.round(zoom * 100)}%`}
          </Button>
          <Button
            appearance="subtle"
            icon={<ZoomInRegular />}
            aria-label="Zoom in"
            disabled={zoom >= ZOOM_MAX}
            onClick={() => onZoom(step(zoom, 0.25))}
          />
        </>
      )}
      {onDownload && (
        <Button icon={<ArrowDownloadRegular />} onClick={onDownload}>
          Download
        </Button>
      )}
    </Toolbar>
  );
}
