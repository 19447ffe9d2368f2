import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { isRefusal, type ListProblemProps } from './list-problem';

/** The message bar of ListProblem, loaded with the first list that could not be loaded. */
export function ListProblemBar({ error }: ListProblemProps) {
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
