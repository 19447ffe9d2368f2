import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Button, MessageBar, MessageBarBody, Skeleton, SkeletonItem, makeStyles, tokens } from '@fluentui/react-components';
import { PageHeader } from '../../../ui/page-header';
import { notifySuccess } from '../../../lib/notify';
import { useSource, useSourceMutations } from '../api';
import { SourceForm } from '../components/source-form';

const listPath = '/applicant-source';
const modes = { edit: 'Edit Applicant Source', view: 'View Applicant Source' } as const;

const useStyles = makeStyles({
  skeleton: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '560px' },
});

/** /source/{childPath}/{id}: childPath 'edit' edits, 'view' shows read-only; anything else is not a page. */
export function SourceEditPage() {
  const { childPath = '', id: rawId = '' } = useParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const styles = useStyles();
  const mode = childPath === 'edit' || childPath === 'view' ? childPath : null;
  const id = mode && /^\d{1,9}$/.test(rawId) ? Number(rawId) : null;
  const { data, error, isLoading } = useSource(id);
  const mutations = useSourceMutations();

  if (!mode || id === null) {
    return (
      <PageHeader
        title="Page not found"
        description={`There is no page at ${pathname}.`}
        actions={<Button onClick={() => navigate(listPath)}>Back to Applicant Source</Button>}
      />
    );
  }
  return (
    <>
      <PageHeader title={modes[mode]} />
      {isLoading && (
        <Skeleton aria-label="Loading" className={styles.skeleton}>
          <SkeletonItem size={32} />
          <SkeletonItem size={32} />
          <SkeletonItem size={64} />
        </Skeleton>
      )}
      {error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{(error as Error).message}</MessageBarBody>
        </MessageBar>
      )}
      {data && (
        <SourceForm
          // A new key re-initialises the form when switching between view and edit of the same row.
          key={`${mode}-${id}`}
          mode={mode}
          initial={{ source: data.data.source, description: data.data.description, identifier: data.data.identifier }}
          onSubmit={async (draft) => {
            await mutations.update(id, draft);
            notifySuccess('Your edit form has been submitted');
            navigate(listPath);
          }}
          onCancel={() => navigate(listPath)}
        />
      )}
    </>
  );
}
