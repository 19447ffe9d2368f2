import { Hamburger, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useHost } from '../../host/host-context';
import { AllAppsMenu } from './all-apps-menu';
import { CompanyLogo } from './company-logo';
import { NotificationBell } from './notifications/notification-bell';
import { useCompany } from './shell-api';
import { UserMenu } from './user-menu';
import { DeferredTooltip } from '../../ui/deferred-tooltip';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    height: '48px',
    flexShrink: 0,
    paddingInline: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow2,
    zIndex: 1,
  },
  brand: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  name: {
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    // On a phone the logo, menu and avatar leave room for a letter or two of the name: the logo
    // (named after the company for screen readers) stands alone there.
    '@media (max-width: 479px)': { display: 'none' },
  },
  spacer: { flexGrow: 1 },
});

export interface TopBarProps {
  navOpen: boolean;
  onToggleNav: () => void;
}

/**
 * The shell's top bar. Inside Teams it keeps only the page's own navigation toggle and the
 * notifications: Teams shows the app's name and the user, and an app switcher there would imitate
 * Teams' own app bar (a store rule).
 */
export function TopBar({ navOpen, onToggleNav }: TopBarProps) {
  const styles = useStyles();
  const company = useCompany();
  const { inTeams } = useHost();
  return (
    <header className={styles.bar}>
      <DeferredTooltip content="Toggle navigation" relationship="label">
        <Hamburger aria-expanded={navOpen} onClick={onToggleNav} />
      </DeferredTooltip>
      {!inTeams && (
        <div className={styles.brand}>
          <CompanyLogo />
          <Text weight="semibold" size={400} className={styles.name}>
            {company?.companyName || 'Hireloop'}
          </Text>
        </div>
      )}
      <div className={styles.spacer} />
      <NotificationBell />
      {!inTeams && <AllAppsMenu />}
      {!inTeams && <UserMenu />}
    </header>
  );
}
