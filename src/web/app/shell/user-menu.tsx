import { useNavigate } from 'react-router-dom';
import {
  Avatar,
  Button,
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
import { useUserInfo } from '../../lib/user-info';
import { EmailAddress } from '../../ui/email-address';
import { useAccountConfig } from './shell-api';

const useStyles = makeStyles({
  // Read by screen readers, not shown: the avatar's initials are the visible content.
  visuallyHidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
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

/** Avatar button with name, e-mail, member-since date, the profile link and Logout. */
export function UserMenu() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { user } = useUserInfo();
  const account = useAccountConfig();
  const name = fullName({ name: user?.userName, lastName: user?.lastName });
  const avatarImage = user?.userAvatar ? { src: user.userAvatar } : undefined;
  const memberSince = formatDateDMY(user?.joiningDate);

  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" shape="circular" icon={<Avatar name={name || undefined} image={avatarImage} size={28} aria-hidden />}>
          <span className={styles.visuallyHidden}>{name ? `Account menu for ${name}` : 'Account menu'}</span>
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <div className={styles.header}>
          <Avatar name={name || undefined} image={avatarImage} size={48} aria-hidden />
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
