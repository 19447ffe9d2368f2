import { Badge, Button, Link, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { DuplicateApplication, DuplicateGroup, DuplicateKind } from '../../../../shared/contract/duplicates';
import { cardPanel } from '../../../ui/card-surface';
import { StatusBadge } from '../../../ui/status-badge';
import { EmailAddress } from '../../../ui/email-address';
import { formatDateDMY, fullName } from '../../../lib/formats';
import { useLinkClick } from '../../../lib/use-link-click';

export const KIND_LABEL: Record<DuplicateKind, string> = {
  email: 'Same e-mail',
  phone: 'Same phone',
  document: 'Same document number',
};

export type GroupAction = 'dismiss' | 'merge';

export interface DuplicateGroupCardProps {
  group: DuplicateGroup;
  /** Present for users who may dismiss and merge (admins); the buttons are left out otherwise. */
  onAction?: (action: GroupAction, group: DuplicateGroup) => void;
}

const useStyles = makeStyles({
  card: { ...cardPanel, overflowWrap: 'anywhere' },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  value: { fontWeight: tokens.fontWeightSemibold, minWidth: 0 },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyle: 'none' },
  item: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
    gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalM}`,
    alignItems: 'center',
    padding: tokens.spacingVerticalS,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  name: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  muted: { color: tokens.colorNeutralForeground3 },
  // A phone number (at most 20 characters) is read whole: it never breaks across lines.
  phone: { whiteSpace: 'nowrap' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

function ApplicationLine({ application, oldest }: { application: DuplicateApplication; oldest: boolean }) {
  const styles = useStyles();
  const name = fullName(application);
  const view = `/application/view/${application.applicantId}`;
  const openView = useLinkClick(view);
  return (
    <li className={styles.item}>
      <span className={styles.name}>
        <Link href={view} onClick={openView}>
          #{application.applicantId} {name}
        </Link>
        {oldest && (
          <Badge appearance="tint" color="brand" size="small">
            Oldest
          </Badge>
        )}
      </span>
      <Text>{application.job.jobTitle}</Text>
      <Text className={styles.muted}>
        <EmailAddress value={application.applicantEmail} />
        {application.phoneNumber && (
          <>
            {' · '}
            <span className={styles.phone}>{application.phoneNumber}</span>
          </>
        )}
      </Text>
      <span className={styles.name}>
        <Text className={styles.muted}>Applied {formatDateDMY(application.created_at)}</Text>
        {application.status && <StatusBadge color={application.status.statusColor}>{application.status.name}</StatusBadge>}
      </span>
    </li>
  );
}

/** One group: what its applications share, the applications oldest first, and the admin's actions. */
export function DuplicateGroupCard({ group, onAction }: DuplicateGroupCardProps) {
  const styles = useStyles();
  const headingId = `duplicate-group-${group.groupKey}`;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.head}>
        <Badge appearance="outline" color="informative">
          {KIND_LABEL[group.kind]}
        </Badge>
        <Text as="h2" id={headingId} className={mergeClasses(styles.value, group.kind === 'phone' && styles.phone)}>
          {group.kind === 'email' ? <EmailAddress value={group.value} /> : group.value}
        </Text>
        <Text className={styles.muted}>{group.applications.length} applications</Text>
      </div>
      <ul className={styles.list}>
        {group.applications.map((application, index) => (
          <ApplicationLine key={application.applicantId} application={application} oldest={index === 0} />
        ))}
      </ul>
      {onAction && (
        <div className={styles.actions}>
          <Button onClick={() => onAction('dismiss', group)}>Not duplicates</Button>
          <Button appearance="primary" onClick={() => onAction('merge', group)}>
            Merge into oldest
          </Button>
        </div>
      )}
    </section>
  );
}
