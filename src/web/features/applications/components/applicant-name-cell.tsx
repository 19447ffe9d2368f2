import { makeStyles, tokens } from '@fluentui/react-components';
import { fullName, type PersonName } from '../../../lib/formats';
import { FlagBadge } from '../../../ui/flag-badge';

const useStyles = makeStyles({
  root: { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
});

/** An applicant row's name, and 'Flagged' (its reason as the description) when a knockout answer flagged the application. */
export function ApplicantNameCell({ row }: { row: PersonName & { flagReason: string | null } }) {
  const styles = useStyles();
  if (!row.flagReason) return <>{fullName(row)}</>;
  return (
    <span className={styles.root}>
      <span>{fullName(row)}</span>
      <FlagBadge reason={row.flagReason} />
    </span>
  );
}
