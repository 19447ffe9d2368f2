import { Button, makeStyles } from '@fluentui/react-components';
import { fullName } from '../../lib/person-name';
import { useUserInfo } from '../../domain/user-info';
import { DeferredPopup } from '../../ui/deferred-popup';
import { PersonAvatar } from '../../ui/person-avatar';
import { useAccountConfig } from './shell-api';

const useStyles = makeStyles({
  // Read by screen readers, not shown: the avatar's initials are the visible content.
  visuallyHidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
});

const loadPopup = async () => (await import('./user-menu-popup')).UserMenuPopup;

/** Avatar button opening the user menu (its code loads when first wanted: the first page does without it). */
export function UserMenu() {
  const styles = useStyles();
  const { user } = useUserInfo();
  // Read now, so the profile link is there when the menu first opens.
  useAccountConfig();
  const name = fullName({ name: user?.userName, lastName: user?.lastName });

  return (
    <DeferredPopup
      load={loadPopup}
      popupProps={{}}
      trigger={(handlers) => (
        <Button
          appearance="subtle"
          shape="circular"
          icon={<PersonAvatar name={name || undefined} imageUrl={user?.userAvatar} size={28} />}
          {...handlers}
        >
          <span className={styles.visuallyHidden}>{name ? `Account menu for ${name}` : 'Account menu'}</span>
        </Button>
      )}
    />
  );
}
