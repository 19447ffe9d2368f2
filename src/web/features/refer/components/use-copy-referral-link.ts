import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { copyText } from '../../../lib/share-link';
import { useReferralLinkMutations } from '../api';

export const REFERRAL_LINK_COPIED = 'Link copied.';

/**
 * Copy link: makes the job's share link (or takes the live one) and copies it. Where the browser or
 * the Teams frame refuses the clipboard, `manual` holds the link to show for copying by hand.
 */
export function useCopyReferralLink() {
  const { ensure } = useReferralLinkMutations();
  const [busy, setBusy] = useState(false);
  const [manual, setManual] = useState<string | null>(null);
  const copy = async (jobId: number) => {
    setBusy(true);
    try {
      const link = await ensure(jobId);
      try {
        await copyText(link.url);
        setManual(null);
        notifySuccess(REFERRAL_LINK_COPIED);
      } catch {
        setManual(link.url);
      }
    } catch (error) {
      notifyError(errorMessage(error, 'Your link could not be made. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return { copy, busy, manual, clearManual: () => setManual(null) };
}
