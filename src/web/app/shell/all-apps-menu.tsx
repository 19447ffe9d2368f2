import { Button } from '@fluentui/react-components';
import { Apps20Regular } from '@fluentui/react-icons';
import { DeferredPopup } from '../../ui/deferred-popup';
import { useActiveApps } from './shell-api';
import { DeferredTooltip } from '../../ui/deferred-tooltip';

const loadPopup = async () => (await import('./all-apps-popup')).AllAppsPopup;

/** The 'All Apps' button; its menu's code loads when first wanted (the first page does without it). */
export function AllAppsMenu() {
  // Read now, so the apps are there when the menu first opens.
  useActiveApps();
  return (
    <DeferredPopup
      load={loadPopup}
      popupProps={{}}
      trigger={(handlers) => (
        <DeferredTooltip content="All Apps" relationship="label">
          <Button appearance="subtle" icon={<Apps20Regular />} {...handlers} />
        </DeferredTooltip>
      )}
    />
  );
}
