import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { DuplicateGroup } from '../../../../shared/contract/duplicates';
import { PageHeader } from '../../../ui/page-header';
import { EmptyState } from '../../../ui/empty-state';
import { ListFooter, listPager } from '../../../ui/list-page/list-footer';
import { ListProblem, isRefusal } from '../../../ui/list-page/list-problem';
import { SkeletonRows } from '../../../ui/skeleton-rows';
import { DebouncedSearch } from '../../../ui/data-table/debounced-search';
import { pagedListQuery } from '../../../lib/list-read';
import { useListState } from '../../../lib/use-list-state';
import { usePermissions } from '../../../lib/permissions';
import { useDuplicateGroups } from '../api';
import { DuplicateGroupCard, type GroupAction } from '../components/duplicate-group-card';
import { GroupActionDialog } from '../components/group-action-dialog';

/** Groups carry several applications each: smaller pages than a table's. */
const GROUP_PAGE_SIZES = [5, 10, 20, 50] as const;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  groups: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  search: { alignSelf: 'flex-end', width: '280px', maxWidth: '100%' },
});

/**
 * /duplicate-records, 'Duplicate Records': live applications that share an e-mail, a phone
 * number or a document number, grouped, newest duplicate first. An admin marks a group "not
 * duplicates" or merges it into its oldest application.
 */
export function DuplicateRecordsPage() {
  const styles = useStyles();
  const list = useListState();
  const [params] = useSearchParams();
  // The same request as the one the app started before this code loaded (route-table `data`).
  const { data, error, isLoading } = useDuplicateGroups(pagedListQuery(params));
  const canManage = usePermissions().can('applications:manage');
  const [pending, setPending] = useState<{ action: GroupAction; group: DuplicateGroup } | null>(null);
  const lastPage = data?.meta.last_page ?? 0;
  const { page, setPage } = list;

  // A merge or dismiss can empty the last page: show the last one there is.
  useEffect(() => {
    if (lastPage >= 1 && page > lastPage) setPage(lastPage);
  }, [lastPage, page, setPage]);

  const loading = isLoading && !data;
  const groups = data?.data ?? [];

  return (
    <div className={styles.root}>
      <PageHeader
        title="Duplicate Records"
        description="Applicants who share an e-mail, a phone number or a document number. Merging keeps the oldest application with everyone's history; the others go to the trash."
      />
      <ListProblem error={error} />
      {!isRefusal(error) && !(error && !data) && (
        <>
          <DebouncedSearch
            className={styles.search}
            value={list.search}
            onChange={list.setSearch}
            placeholder="Search name, e-mail or phone"
          />
          {loading && <SkeletonRows rows={3} columns={1} />}
          {!loading && groups.length === 0 && (
            <EmptyState
              message={list.search ? 'No duplicate group has an applicant matching your search.' : 'No duplicate applicants found.'}
            />
          )}
          {groups.length > 0 && (
            <div className={styles.groups} aria-busy={isLoading}>
              {groups.map((group) => (
                <DuplicateGroupCard
                  key={group.groupKey}
                  group={group}
                  onAction={canManage ? (action) => setPending({ action, group }) : undefined}
                />
              ))}
            </div>
          )}
          <ListFooter {...listPager(list, GROUP_PAGE_SIZES)} meta={loading ? undefined : data?.meta} disabled={loading} />
        </>
      )}
      <GroupActionDialog request={pending} onClose={() => setPending(null)} />
    </div>
  );
}
