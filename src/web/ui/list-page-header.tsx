import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { PageHeader } from './page-header';

export interface ListPageHeaderProps {
  title: string;
  description: string;
  /** Opens the create form; without it (a user who may not write) there is no Create button. */
  onCreate?: () => void;
  /** The list's load error, shown under the title. */
  error?: unknown;
}

/** The top of a list page: title, Create, and why the list could not be loaded. */
export function ListPageHeader({ title, description, onCreate, error }: ListPageHeaderProps) {
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          onCreate && (
            <Button appearance="primary" icon={<AddRegular />} onClick={onCreate}>
              Create
            </Button>
          )
        }
      />
      {error instanceof Error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error.message}</MessageBarBody>
        </MessageBar>
      )}
    </>
  );
}
