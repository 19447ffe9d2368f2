import { useNavigate, useParams } from 'react-router-dom';
import { Button, Link, makeStyles } from '@fluentui/react-components';
import { ChatRegular } from '@fluentui/react-icons';
import type { MyReferral, ReferralStage } from '../../../../shared/contract/referral-refer';
import type { DataTableColumn } from '../../../ui/data-table/types';
import { ListPage } from '../../../ui/list-page/list-page';
import { usePagedList } from '../../../ui/list-page/use-paged-list';
import { ShareButtons } from '../../../ui/share-buttons';
import { StatusBadge, type StatusBadgeFluentColor } from '../../../ui/status-badge';
import { formatDateMDY, fullName } from '../../../lib/formats';
import { useLinkClick } from '../../../lib/use-link-click';
import { useMyReferrals } from '../api';
import { ReferralBonus } from '../components/referral-bonus';

const STAGE_COLOR: Record<ReferralStage, StatusBadgeFluentColor> = {
  Submitted: 'informative',
  'In review': 'brand',
  Interviewing: 'brand',
  Offer: 'warning',
  Hired: 'success',
  'Not selected': 'subtle',
};

const useStyles = makeStyles({
  // Whole words: a narrow column breaks a long word only when it cannot fit at all.
  wrap: { overflowWrap: 'break-word', minWidth: 0 },
  actions: { display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap' },
});

/** A text cell that wraps between words. */
function Words({ children }: { children: string }) {
  return <span className={useStyles().wrap}>{children}</span>;
}

/** The referral's chat with its recruiters (the chat page finds the channel by the application id). */
function ChatAction({ referral }: { referral: MyReferral }) {
  const href = `/referralChat/${referral.applicantId}`;
  const onClick = useLinkClick(href);
  return (
    <Button
      as="a"
      href={href}
      onClick={onClick}
      appearance="subtle"
      size="small"
      icon={<ChatRegular />}
      aria-label={`Chat about ${fullName(referral)}`}
    >
      Chat
    </Button>
  );
}

/** The referral's chat, and a link to this one referral to copy or share. */
function ReferralActions({ referral }: { referral: MyReferral }) {
  const styles = useStyles();
  return (
    <span className={styles.actions}>
      <ChatAction referral={referral} />
      <ShareButtons compact route={`/my-referrals/${referral.applicantId}`} label={`Referral: ${fullName(referral)}`} />
    </span>
  );
}

/**
 * Seven columns, the dates of a hire inside Bonus: at 1366 px each text column keeps room for its
 * longest words ('Automation', 'Engineering'), which nine columns squeezed into two lines each.
 */
const columns: DataTableColumn<MyReferral>[] = [
  { id: 'candidate', header: 'Candidate', cell: (row) => <Words>{fullName(row)}</Words>, card: 'title' },
  { id: 'job', header: 'Job', cell: (row) => <Words>{row.job.jobTitle}</Words> },
  { id: 'referredAt', header: 'Referred on', cell: (row) => formatDateMDY(row.referredAt), width: '110px' },
  { id: 'stage', header: 'Status', cell: (row) => <StatusBadge color={STAGE_COLOR[row.stage]}>{row.stage}</StatusBadge>, width: '130px' },
  {
    id: 'recruiter',
    header: 'Recruiter',
    cell: (row) => <Words>{row.recruiters.length ? row.recruiters.map(fullName).join(', ') : 'Not assigned yet'}</Words>,
  },
  { id: 'bonus', header: 'Bonus', cell: (row) => <ReferralBonus referral={row} /> },
  { id: 'actions', header: 'Actions', cell: (row) => <ReferralActions referral={row} />, width: '150px' },
];

/** The referral a shared link names (/my-referrals/{applicantId}), when the address has one. */
function useLinkedReferral(): number | undefined {
  const raw = useParams().applicantId ?? '';
  return /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
}

/** A page of my referrals, or only the one a shared link names. */
function useShownReferrals(params: Parameters<typeof useMyReferrals>[0]) {
  const applicantId = useLinkedReferral();
  return useMyReferrals(params && { ...params, applicantId });
}

/** /my-referrals: every referral of the signed-in user and where it is, in plain words. */
export function MyReferralsPage() {
  const applicantId = useLinkedReferral();
  const paged = usePagedList(useShownReferrals);
  const navigate = useNavigate();
  const showAll = useLinkClick('/my-referrals');
  return (
    <ListPage<MyReferral>
      title="My referrals"
      description={
        applicantId === undefined ? (
          'The people you referred, where they are, and their bonus: when it is paid, or why not.'
        ) : (
          <>
            One referral, from a shared link.{' '}
            <Link href="/my-referrals" onClick={showAll}>
              Show all my referrals
            </Link>
          </>
        )
      }
      onCreate={() => navigate('/refer')}
      createLabel="Refer a candidate"
      {...paged}
      tableLabel="My referrals"
      columns={columns}
      getRowId={(row) => String(row.applicantId)}
      searchPlaceholder="Search candidate"
      emptyMessage="You have not referred anyone yet. Use Refer a candidate to pick an open job."
      noMatchMessage="None of your referrals match your search."
    />
  );
}
