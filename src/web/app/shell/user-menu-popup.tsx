import { useNavigate } from 'react-router-dom';
import {
  Caption1,
  makeStyles,
  Menu,
  MenuDivider,
  MenuItem,
  MenuItemLink,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Person20Regular, SignOut20Regular } from '@fluentui/react-icons';
import { formatDateDMY, fullName } from '../../lib/formats';
import { useUserInfo } from '../../domain/user-info';
import { EmailAddress } from '../../ui/email-address';
import type { LoadedPopupProps } from '../../ui/deferred-popup';
import { useAccountConfig } from './shell-api';
import { PersonAvatar } from '../../ui/person-avatar';

const useStyles = makeStyles({
  header: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: tokens.spacingHorizontalM,
    alignItems: 'center',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    minWidth: '240px',
  },
  details: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  email: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  since: { color: tokens.colorNeutralForeground3 },
});

/** The user menu itself: name, e-mail, member-since date, the profile link and Logout. */
export function UserMenuPopup({ trigger }: LoadedPopupProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { user } = useUserInfo();
  const account = useAccountConfig();
  const name = fullName({ name: user?.userName, lastName: user?.lastName });
  const memberSince = formatDateDMY(user?.joiningDate);

  return (
    <Menu positioning="below-end" defaultOpen>
      <MenuTrigger disableButtonEnhancement>{trigger()}</MenuTrigger>
      <MenuPopover>
        <div className={styles.header}>
          <PersonAvatar name={name || undefined} imageUrl={user?.userAvatar} size={48} />
          <div className={styles.details}>
            <Text weight="semibold">{name}</Text>
            {user?.email && (
              <Caption1 className={styles.email}>
                <EmailAddress value={user.email} />
              </Caption1>
            )}
            {memberSince && <Caption1 className={styles.since}>Member since {memberSince}</Caption1>}
          </div>
        </div>
        <MenuDivider />
        <MenuList>
          {account?.accountProfileUrl && (
            <MenuItemLink href={account.accountProfileUrl} target="_blank" rel="noopener noreferrer" icon={<Person20Regular />}>
              Profile
            </MenuItemLink>
          )}
          <MenuItem icon={<SignOut20Regular />} onClick={() => navigate('/logout')}>
            Logout
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
