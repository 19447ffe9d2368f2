import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { renderAvatar_unstable, useAvatarBase_unstable } from '@fluentui/react-avatar';
import { PersonRegular } from '@fluentui/react-icons';

export interface PersonAvatarProps {
  name?: string;
  /** The person's picture; their initials show when there is none or it fails to load. */
  imageUrl?: string | null;
  size: 28 | 48;
}

// Fluent's neutral Avatar at the two sizes the app shows (its text sizes and icon sizes per size).
const useStyles = makeStyles({
  root: {
    display: 'inline-block',
    flexShrink: 0,
    position: 'relative',
    verticalAlign: 'middle',
    borderRadius: tokens.borderRadiusCircular,
    fontFamily: tokens.fontFamilyBase,
    fontWeight: tokens.fontWeightSemibold,
  },
  28: { width: '28px', height: '28px', fontSize: tokens.fontSizeBase200 },
  48: { width: '48px', height: '48px', fontSize: tokens.fontSizeBase400 },
  fill: {
    position: 'absolute',
    top: 0,
    left: 0,
    width: '100%',
    height: '100%',
    borderRadius: 'inherit',
    color: tokens.colorNeutralForeground3,
    backgroundColor: tokens.colorNeutralBackground6,
  },
  image: { objectFit: 'cover', verticalAlign: 'top' },
  // The transparent border draws the circle in forced colours (Windows high contrast).
  text: {
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    lineHeight: 1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorTransparentStroke}`,
    userSelect: 'none',
  },
  icon28: { fontSize: '20px' },
  icon48: { fontSize: '24px' },
});

/**
 * A person's picture or initials, decorative (the control around it carries the name): Fluent's
 * Avatar from its base hook, without the presence badge, colours and sizes of the full component,
 * which would add 9 kB to the first page's top bar.
 */
export function PersonAvatar({ name, imageUrl, size }: PersonAvatarProps) {
  const styles = useStyles();
  const state = useAvatarBase_unstable(
    {
      name,
      className: mergeClasses(styles.root, styles[size]),
      image: imageUrl ? { src: imageUrl, className: mergeClasses(styles.fill, styles.image) } : undefined,
      initials: { className: mergeClasses(styles.fill, styles.text) },
      icon: { className: mergeClasses(styles.fill, styles.text, size === 28 ? styles.icon28 : styles.icon48), children: <PersonRegular /> },
      'aria-hidden': true,
    },
    null,
  );
  return renderAvatar_unstable(state);
}
