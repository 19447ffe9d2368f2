import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { usePermissions } from '../../../../lib/permissions';
import { FormSkeleton } from '../../../../ui/form/form-skeleton';

/** The job id of /job/edit/{id} and /seo/create/{id}; null when the path holds no valid id. */
export function useJobIdParam(): number | null {
  const raw = useParams().id ?? '';
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

export interface JobPageStateProps {
  /** What failed to load, if anything. */
  error?: Error | string | null;
  loading: boolean;
  children: ReactNode;
}

/** A job page's body: a skeleton while loading, the failure, a notice for read-only users, or the form. */
export function JobPageState({ error, loading, children }: JobPageStateProps) {
  const { can, isLoading: permissionsLoading } = usePermissions();
  const problem = error instanceof Error ? error.message : error;
  if (problem)
    return (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>{problem}</MessageBarBody>
      </MessageBar>
    );
  if (loading || permissionsLoading) return <FormSkeleton />;
  if (!can('jobs:write'))
    return (
      <MessageBar intent="warning" role="alert">
        <MessageBarBody>Your role can view jobs but not create or change them.</MessageBarBody>
      </MessageBar>
    );
  return <>{children}</>;
}
