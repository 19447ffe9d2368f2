import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Button, MessageBar, MessageBarBody, Skeleton, SkeletonItem, makeStyles } from '@fluentui/react-components';
import { PageHeader } from '../../../ui/page-header';
import { notifySuccess } from '../../../lib/notify';
import { useApplicantStatus, useApplicantStatusMutations } from '../api';
import { ApplicantStatusForm } from '../components/applicant-status-form';

const listPath = '/applicant-status';
const modes = { edit: 'Edit Applicant Status', view: 'View Applicant Status' } as const;

const useStyles = makeStyles({
  skeleton: { maxWidth: '560px' },
});

/** /applicant-status/{childPath}/{id}: edit and view share the route; anything else is not a page. */
export function ApplicantStatusEditPage() {
  const { childPath = '', id: rawId = '' } = useParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const styles = useStyles();
  const mode = childPath === 'edit' || childPath === 'view' ? childPath : null;
  const id = mode && /^\d{1,9}$/.test(rawId) ? Number(rawId) : null;
  const { data, error, isLoading } = useApplicantStatus(id);
  const mutations = useApplicantStatusMutations();

  if (!mode || id === null) {
    return (
      <PageHeader
        title="Page not found"
        description={`There is no page at ${pathname}.`}
        actions={<Button onClick={() => navigate(listPath)}>Back to Applicant Status</Button>}
      />
    );
  }
  return (
    <>
      <PageHeader title={modes[mode]} />
      {isLoading && (
        <Skeleton aria-label="Loading" className={styles.skeleton}>
          <SkeletonItem size={32} />
        </Skeleton>
      )}
      {error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{(error as Error).message}</MessageBarBody>
        </MessageBar>
      )}
      {data && (
        <ApplicantStatusForm
          // A new key re-initialises the form when switching between view and edit of the same row.
          key={`${mode}-${id}`}
          mode={mode}
          initial={data.data.status}
          onSubmit={async (status) => {
            await mutations.update(id, status);
            notifySuccess('Your edit form has been submitted');
            navigate(listPath);
          }}
          onCancel={() => navigate(listPath)}
        />
      )}
    </>
  );
}
