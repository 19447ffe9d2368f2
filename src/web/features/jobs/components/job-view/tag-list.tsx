import { Badge, makeStyles, tokens } from '@fluentui/react-components';

export interface TagListProps {
  /** Names the list for assistive technology, e.g. 'Skills'. */
  label: string;
  items: readonly string[];
}

const useStyles = makeStyles({
  list: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, margin: 0, padding: 0, listStyle: 'none' },
});

/** Read-only tags (skills, keywords, platforms) as a list. */
export function TagList({ label, items }: TagListProps) {
  const styles = useStyles();
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <Badge appearance="tint" color="brand" shape="rounded" size="large">
            {item}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
