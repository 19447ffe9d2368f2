import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import type { Question } from '../../../../shared/contract/question';
import { usePermissions } from '../../../lib/permissions';
import { SHORT_PAGE_SIZES } from '../../../ui/data-table/types';
import { ListPage } from '../../../ui/list-page/list-page';
import { useDeleteConfirm } from '../../../ui/list-page/use-delete-confirm';
import { pageQuery, useListState } from '../../../lib/use-list-state';
import { useGroupQuestions, useQuestionMutations } from '../api';
import { questionColumns } from '../components/question-columns';
import { routeId } from '../components/route-id';

/** /question-list/{id}: Questions List of a group, with search, create, edit, view answers, delete and Back. */
export function QuestionListPage() {
  const groupId = routeId(useParams().id);
  const canWrite = usePermissions().can('setup:write');
  const navigate = useNavigate();
  const { remove } = useQuestionMutations();
  const list = useListState();
  const query = useGroupQuestions(groupId, pageQuery(list));
  // The group comes beside the page of its questions.
  const group = query.data?.questionGroup;
  const deletion = useDeleteConfirm<Question>({
    title: (row) => `Delete ${row.question}`,
    remove: (row) => remove(row.id),
    detail: (row) =>
      row.answerCount > 0
        ? `It has ${row.answerCount} answer${row.answerCount === 1 ? '' : 's'}: it will be archived instead, and its answers stay readable.`
        : undefined,
  });
  const askDelete = deletion.ask;
  const columns = useMemo(
    () =>
      questionColumns({
        canWrite,
        onEdit: (row) => navigate(`/question-edit/${row.id}`),
        onAnswers: (row) => navigate(`/answers/${row.id}`),
        onDelete: askDelete,
      }),
    [askDelete, canWrite, navigate],
  );
  return (
    <ListPage<Question>
      title="Questions List"
      description={group ? `${group.questionGroupName} · ${group.status === 1 ? 'Active' : 'Inactive'}` : undefined}
      headerActions={
        <Button icon={<ArrowLeftRegular />} onClick={() => navigate('/question-template')}>
          Back
        </Button>
      }
      onCreate={canWrite && groupId !== null ? () => navigate(`/question-create/${groupId}`) : undefined}
      list={list}
      query={query}
      tableLabel="Questions"
      columns={columns}
      pageSizeOptions={SHORT_PAGE_SIZES}
      searchPlaceholder="Search questions"
      emptyMessage="No questions in this group yet"
      noMatchMessage="No questions match your search"
    >
      {deletion.dialog}
    </ListPage>
  );
}
