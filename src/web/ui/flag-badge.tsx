import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { FlagRegular } from '@fluentui/react-icons';
import { DeferredTooltip } from './deferred-tooltip';

export const FLAGGED = 'Flagged';

const useStyles = makeStyles({
  badge: { flexShrink: 0, ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` } },
});

/**
 * 'Flagged' with a flag icon (never colour alone). With a reason, the reason is the badge's
 * description and tooltip, and the badge takes the focus so the keyboard reaches the tooltip too.
 */
export function FlagBadge({ reason }: { reason?: string }) {
  const styles = useStyles();
  const badge = (
    <Badge className={styles.badge} appearance="tint" color="warning" icon={<FlagRegular />} tabIndex={reason ? 0 : undefined}>
      {FLAGGED}
    </Badge>
  );
  if (!reason) return badge;
  return (
    <DeferredTooltip content={reason} relationship="description" withArrow>
      {badge}
    </DeferredTooltip>
  );
}
