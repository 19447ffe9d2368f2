import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { rollTags } from '../../../../shared/contract/referral-payable';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

/** 'On Roll' with 'LWD:N/A' while the person is employed, 'LWD:<date>' once they left. */
export function RollTags({ lastWorkingDate }: { lastWorkingDate: string | null }) {
  const styles = useStyles();
  return (
    <span className={styles.root}>
      {rollTags(lastWorkingDate).map((tag) => (
        <Badge key={tag} appearance="tint" color={lastWorkingDate === null ? 'success' : 'danger'} size="small">
          {tag}
        </Badge>
      ))}
    </span>
  );
}
