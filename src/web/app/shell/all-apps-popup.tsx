import {
  makeStyles,
  Menu,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuItemLink,
  MenuList,
  MenuPopover,
  MenuTrigger,
  tokens,
} from '@fluentui/react-components';
import type { LoadedPopupProps } from '../../ui/deferred-popup';
import { useActiveApps } from './shell-api';

const useStyles = makeStyles({
  icon: { width: '20px', height: '20px', objectFit: 'contain', borderRadius: tokens.borderRadiusSmall },
  popover: { minWidth: '240px' },
});

/** The 'All Apps' menu itself: apps with status 1, each opening in a new tab. */
export function AllAppsPopup({ trigger }: LoadedPopupProps) {
  const styles = useStyles();
  const { apps, isLoading, failed } = useActiveApps();

  return (
    <Menu defaultOpen>
      <MenuTrigger disableButtonEnhancement>{trigger()}</MenuTrigger>
      <MenuPopover className={styles.popover}>
        <MenuList>
          <MenuGroup>
            <MenuGroupHeader>All Apps</MenuGroupHeader>
            {apps.map((app) => (
              <MenuItemLink
                key={app.id}
                href={app.appUrl}
                target="_blank"
                rel="noopener noreferrer"
                icon={app.appIcon ? <img className={styles.icon} src={app.appIcon} alt="" /> : undefined}
              >
                {app.appName}
              </MenuItemLink>
            ))}
            {apps.length === 0 && (
              <MenuItem disabled>{isLoading ? 'Loading…' : failed ? 'Apps could not be loaded' : 'No apps available'}</MenuItem>
            )}
          </MenuGroup>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
