import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { makeStyles } from '@fluentui/react-components';

export interface ChartFrameProps {
  /** Draws the chart at the frame's width in pixels (undefined until measured: the chart then measures itself). */
  children: (width: number | undefined) => ReactNode;
}

const useStyles = makeStyles({ root: { width: '100%', minWidth: 0 } });

/**
 * A box that redraws its chart whenever its own width changes. The charting library measures its
 * box only when its props change, so a chart drawn on a wide window kept that width after the window
 * narrowed (a phone turned, a Teams pane resized) and scrolled sideways inside its card.
 */
export function ChartFrame({ children }: ChartFrameProps) {
  const styles = useStyles();
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number>();
  // Before paint, so the first frame the user sees is drawn at the right width.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      setWidth(measured > 0 ? measured : undefined);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className={styles.root}>
      {children(width)}
    </div>
  );
}
