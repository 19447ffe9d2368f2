import type { ReactElement, ReactNode } from 'react';
import { Button } from '@fluentui/react-components';
import { DeferredTooltip } from '../../../ui/deferred-tooltip';

export interface ReleaseGuardProps {
  /** The refusal (the spec's tooltip) when the selection holds a referral under its release period; null lets `children` act. */
  blockedBy: string | null;
  icon?: ReactElement;
  label: ReactNode;
  children: ReactNode;
}

/**
 * Status and Export for a selection: while any selected referral is under its release period the
 * button stays disabled but focusable, so the keyboard and the pointer still reach the tooltip
 * that says why (spec §2).
 */
export function ReleaseGuard({ blockedBy, icon, label, children }: ReleaseGuardProps) {
  if (blockedBy === null) return <>{children}</>;
  return (
    <DeferredTooltip content={blockedBy} relationship="description" withArrow>
      <Button icon={icon} disabledFocusable>
        {label}
      </Button>
    </DeferredTooltip>
  );
}
