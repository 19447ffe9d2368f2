import { useId, useState } from 'react';
import { Button, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { LinkDismissRegular, LinkRegular } from '@fluentui/react-icons';
import type { ReferralJob } from '../../../../shared/contract/referral-refer';
import { notifySuccess } from '../../../lib/notify';
import { cardPanel } from '../../../ui/card-surface';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useReferralLink, useReferralLinkMutations } from '../api';
import { ManualCopyField } from './manual-copy-field';
import { useCopyReferralLink } from './use-copy-referral-link';

export const SHARE_LINK_EXPLAINED = 'Candidates who apply through your link, and agree to be referred, become your referrals.';

const useStyles = makeStyles({
  root: cardPanel,
  title: { margin: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** A job's share link on its Refer page: copy it (made on first copy), or revoke it after a confirmation. */
export function ShareLinkArea({ job }: { job: ReferralJob }) {
  const styles = useStyles();
  const headingId = useId();
  const link = useReferralLink(job.jobId);
  const { revoke } = useReferralLinkMutations();
  const { copy, busy, manual, clearManual } = useCopyReferralLink();
  const [confirming, setConfirming] = useState(false);
  const live = link.data?.data ?? null;
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId} className={styles.title}>
        Share link
      </Subtitle2>
      <Text>{SHARE_LINK_EXPLAINED}</Text>
      <div className={styles.actions}>
        <Button icon={<LinkRegular />} disabled={busy} onClick={() => void copy(job.jobId)}>
          Copy link
        </Button>
        {live && (
          <Button icon={<LinkDismissRegular />} disabled={busy} onClick={() => setConfirming(true)}>
            Revoke link
          </Button>
        )}
      </div>
      {manual && <ManualCopyField url={manual} />}
      <ConfirmDialog
        open={confirming && live !== null}
        onOpenChange={setConfirming}
        title="Revoke your share link?"
        message={`Your link for ${job.jobTitle} will stop working: no one applying from now on is credited to you. Applications already made through it keep their credit. Copy link afterwards makes a new link.`}
        confirmLabel="Revoke link"
        pendingLabel="Revoking"
        failureMessage="The link could not be revoked. Please try again."
        onConfirm={async () => {
          if (!live) return;
          const message = await revoke(live.id);
          clearManual();
          notifySuccess(message);
        }}
      />
    </section>
  );
}
