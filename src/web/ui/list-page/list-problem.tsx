import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { ApiError } from '../../lib/api';

/** Whether the server refused the list to this user (403): the page then shows the refusal only. */
export function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

export interface ListProblemProps {
  error: unknown;
}

/** Why the list could not be loaded, the same way on every list page. */
export function ListProblem({ error }: ListProblemProps) {
  if (!(error instanceof Error)) return null;
  const refused = isRefusal(error);
  return (
    <MessageBar intent={refused ? 'warning' : 'error'} role="alert" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{refused ? 'Not available to you' : 'The list could not be loaded'}</MessageBarTitle>
        {error.message}
      </MessageBarBody>
    </MessageBar>
  );
}
