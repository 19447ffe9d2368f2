import { errorMessage } from '../../../lib/api';
import { notifyError, notifyInfo } from '../../../lib/notify';
import type { ReferralListItem } from '../../../../shared/contract/referral';
import { fetchResume } from '../api';
import { fullName } from '../../../lib/formats';

export const noResumeText = (row: ReferralListItem) => `No resume was uploaded for ${fullName(row)}.`;

/**
 * View Resume: opens the PDF in a new tab. The tab is opened at once (a popup opened after an
 * await is blocked), then shows the file fetched with the bearer as a blob address.
 */
export async function openResume(row: ReferralListItem): Promise<void> {
  if (!row.hasResume) {
    notifyInfo(noResumeText(row));
    return;
  }
  const tab = window.open('', '_blank');
  try {
    const blob = await fetchResume(row.applicantId);
    const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
    if (tab) tab.location.href = url;
    else window.open(url, '_blank', 'noopener');
  } catch (error) {
    tab?.close();
    notifyError(errorMessage(error, 'The resume could not be opened.'));
  }
}
