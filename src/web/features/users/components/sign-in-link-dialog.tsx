import { useState } from 'react';
import { format } from 'date-fns';
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { SIGN_IN_LINK_DAYS, type SignInLink, type UserAccount } from '../../../../shared/contract/users-manage';
import { copyText, webAddress } from '../../../lib/share-link';
import { fullName, toDate } from '../../../lib/formats';
import { DialogFrame } from '../../../ui/dialog-frame';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'end' },
  link: { flexGrow: 1, flexBasis: '240px', minWidth: 0 },
});

export interface SignInLinkDialogProps {
  user: UserAccount;
  link: SignInLink;
  onClose: () => void;
}

/**
 * The one-time link just made, shown this once (only its hash is stored): Copy, and when it stops
 * working. Where the clipboard is refused, the selected text can be copied by hand.
 */
export function SignInLinkDialog({ user, link, onClose }: SignInLinkDialogProps) {
  const styles = useStyles();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const url = webAddress(link.path);
  const expires = toDate(link.expiresAt);
  const copy = async () => {
    try {
      await copyText(url);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <DialogFrame
      title={`Sign-in link for ${fullName(user)}`}
      onDismiss={onClose}
      contentClassName={styles.content}
      actions={
        <Button appearance="primary" onClick={onClose}>
          Done
        </Button>
      }
    >
      <p>
        Hand this link to {fullName(user)} ({user.email}). Opening it lets them set a password and signs them in. It works once and expires
        in {SIGN_IN_LINK_DAYS} days, on {expires ? format(expires, "d MMMM yyyy 'at' HH:mm") : link.expiresAt}.
      </p>
      <div className={styles.row}>
        <Field
          className={styles.link}
          label="Sign-in link"
          validationState={copied === 'failed' ? 'warning' : copied === 'yes' ? 'success' : 'none'}
          validationMessage={
            copied === 'failed' ? 'Copying is not allowed here: select the link and copy it.' : copied === 'yes' ? 'Copied.' : undefined
          }
        >
          <Input readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        </Field>
        <Button icon={<CopyRegular />} onClick={() => void copy()}>
          Copy link
        </Button>
      </div>
      <p>This link is shown only now. If it gets lost, make a new one from the user's menu: the old one then stops working.</p>
    </DialogFrame>
  );
}
