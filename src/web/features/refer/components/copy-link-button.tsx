import { Button } from '@fluentui/react-components';
import { LinkRegular } from '@fluentui/react-icons';
import type { ReferralJob } from '../../../../shared/contract/referral-refer';
import { DialogFrame } from '../../../ui/dialog-frame';
import { ManualCopyField } from './manual-copy-field';
import { SHARE_LINK_EXPLAINED } from './share-link-area';
import { useCopyReferralLink } from './use-copy-referral-link';

/** A job row's Copy link; where the clipboard is out of reach the link opens in a dialog to copy by hand. */
export function CopyLinkButton({ job }: { job: ReferralJob }) {
  const { copy, busy, manual, clearManual } = useCopyReferralLink();
  return (
    <>
      <Button icon={<LinkRegular />} disabled={busy} aria-label={`Copy link for ${job.jobTitle}`} onClick={() => void copy(job.jobId)}>
        Copy link
      </Button>
      {manual && (
        <DialogFrame
          title={`Your share link for ${job.jobTitle}`}
          onDismiss={clearManual}
          actions={<Button onClick={clearManual}>Close</Button>}
        >
          <p>{SHARE_LINK_EXPLAINED}</p>
          <ManualCopyField url={manual} />
        </DialogFrame>
      )}
    </>
  );
}
