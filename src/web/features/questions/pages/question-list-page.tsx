import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import type { Question } from '../../../../shared/contract/question';
import { usePermissions } from '../../../lib/permissions';
import { notifyError } from '../../../lib/notify';
import { SHORT_PAGE_SIZES } from '../../../ui/data-table/types';
import { ListPage } from '../../../ui/list-page/list-page';
import { rowTexts } from '../../../ui/list-page/rows-called';
import { useDeleteConfirm } from '../../../ui/list-page/use-delete-confirm';
import { pageQuery, useListState } from '../../../lib/use-list-state';
import { useGroupQuestions, useQuestionMutations } from '../api';
import { questionColumns, type MoveDirection, type QuestionMoves } from '../components/question-columns';
import { routeId } from '../components/route-id';

/**
 * /question-list/{id}: Questions List of a group in the order applicants are asked them, with
 * search, create, move up and down, edit, view answers, delete and Back.
 */
export function QuestionListPage() {
  const groupId = routeId(useParams().id);
  const canWrite = usePermissions().can('setup:write');
  const navigate = useNavigate();
  const { remove, move } = useQuestionMutations();
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
  const moves = useMoves(canWrite && list.search === '' ? query.data : undefined, move);
  const columns = useMemo(
    () =>
      questionColumns({
        canWrite,
        onEdit: (row) => navigate(`/question-edit/${row.id}`),
        onAnswers: (row) => navigate(`/answers/${row.id}`),
        onDelete: askDelete,
        moves,
      }),
    [askDelete, canWrite, moves, navigate],
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
      columns={columns}
      pageSizeOptions={SHORT_PAGE_SIZES}
      {...rowTexts({ full: 'Questions', short: 'questions' })}
      emptyMessage="No questions in this group yet"
    >
      {deletion.dialog}
    </ListPage>
  );
}

/**
 * Up and down for a page of the whole group (none while searching: the neighbours a move swaps
 * with may be hidden). A question's place in the group is its place on the page after the pages
 * before it.
 */
function useMoves(
  page: { data: Question[]; meta: { current_page: number; per_page: number; total: number } } | undefined,
  move: (id: number, direction: MoveDirection) => Promise<unknown>,
): QuestionMoves | undefined {
  return useMemo(() => {
    if (!page) return undefined;
    const { data, meta } = page;
    const place = (row: Question) => (meta.current_page - 1) * meta.per_page + data.findIndex((other) => other.id === row.id);
    return {
      canMove: (row, direction) => (direction === 'up' ? place(row) > 0 : place(row) < meta.total - 1),
      onMove: (row, direction) => {
        move(row.id, direction).catch((error: unknown) =>
          notifyError(error instanceof Error ? error.message : 'The question could not be moved. Please try again.'),
        );
      },
    };
  }, [move, page]);
}
