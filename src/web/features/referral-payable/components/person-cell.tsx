import { Caption1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { EmailAddress } from '../../../ui/email-address';
import { RollTags } from './roll-tags';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  // Long names and addresses wrap inside their column instead of widening the table.
  text: { overflowWrap: 'anywhere' },
  email: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
});

export interface PersonCellProps {
  name: string;
  email: string;
  /** A line under the e-mail (the hire's job). */
  detail?: string;
  lastWorkingDate: string | null;
}

/** A person of the payable list (the claimant or the hire): name, e-mail and the roll tags. */
export function PersonCell({ name, email, detail, lastWorkingDate }: PersonCellProps) {
  const styles = useStyles();
  return (
    <span className={styles.root}>
      <Text weight="semibold" className={styles.text}>
        {name}
      </Text>
      <Caption1 className={styles.email}>
        <EmailAddress value={email} />
      </Caption1>
      {detail && <Caption1 className={styles.text}>{detail}</Caption1>}
      <RollTags lastWorkingDate={lastWorkingDate} />
    </span>
  );
}
