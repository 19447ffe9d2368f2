import type { CSSProperties, ReactNode } from 'react';
import { Badge, makeStyles, type BadgeProps } from '@fluentui/react-components';

const FLUENT_COLORS = ['brand', 'danger', 'important', 'informative', 'severe', 'subtle', 'success', 'warning'] as const;
export type StatusBadgeFluentColor = (typeof FLUENT_COLORS)[number];

export interface StatusBadgeProps {
  /** The status text. */
  children: ReactNode;
  /**
   * A Fluent badge colour ('success', 'danger', …) or a data-driven CSS colour from the server
   * (e.g. a status's statusColor '#1e88e5'). Empty means the neutral 'informative' badge.
   */
  color?: string | null;
  appearance?: BadgeProps['appearance'];
  size?: BadgeProps['size'];
  shape?: BadgeProps['shape'];
}

const useStyles = makeStyles({
  // A long unbroken status name wraps inside the pill (Fluent fixes its height) instead of running out of its cell.
  wrap: { height: 'auto', minHeight: '20px', maxWidth: '100%', whiteSpace: 'normal', overflowWrap: 'anywhere' },
});

function isFluentColor(color: string): color is StatusBadgeFluentColor {
  return (FLUENT_COLORS as readonly string[]).includes(color);
}

function channels(color: string): [number, number, number] | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (hex) {
    const h = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(color.trim());
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : null;
}

/** Whether text on `background` should be dark or light (WCAG relative luminance). Unknown colours get light text. */
export function contrastTone(background: string): 'dark' | 'light' {
  const rgb = channels(background);
  if (!rgb) return 'light';
  const [r, g, b] = rgb.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.179 ? 'dark' : 'light';
}

/** A status pill whose colour comes from data. */
export function StatusBadge({ children, color, appearance = 'filled', size = 'medium', shape = 'rounded' }: StatusBadgeProps) {
  const styles = useStyles();
  const trimmed = color?.trim() ?? '';
  if (trimmed === '' || isFluentColor(trimmed)) {
    return (
      <Badge className={styles.wrap} appearance={appearance} size={size} shape={shape} color={trimmed === '' ? 'informative' : trimmed}>
        {children}
      </Badge>
    );
  }
  const style: CSSProperties =
    appearance === 'filled'
      ? {
          backgroundColor: trimmed,
          borderColor: trimmed,
          // Pure black or white: the better of the two always reaches WCAG AA (4.5:1) on any colour.
          color: contrastTone(trimmed) === 'dark' ? '#000000' : '#ffffff',
        }
      : { borderColor: trimmed, color: trimmed };
  return (
    <Badge className={styles.wrap} appearance={appearance} size={size} shape={shape} style={style}>
      {children}
    </Badge>
  );
}
