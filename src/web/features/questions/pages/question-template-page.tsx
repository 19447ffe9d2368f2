import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { QuestionGroupOption } from '../../../../shared/contract/question-group';
import { usePermissions } from '../../../lib/permissions';
import { SHORT_PAGE_SIZES } from '../../../ui/data-table/types';
import { ListPage } from '../../../ui/list-page/list-page';
import { rowTexts } from '../../../ui/list-page/rows-called';
import { useDeleteConfirm } from '../../../ui/list-page/use-delete-confirm';
import { usePagedList } from '../../../ui/list-page/use-paged-list';
import { useQuestionGroupMutations, useQuestionGroups } from '../api';
import { questionGroupColumns } from '../components/question-columns';

/** /question-template: Question Groups, with search, create, view questions and delete. */
export function QuestionTemplatePage() {
  const canWrite = usePermissions().can('setup:write');
  const navigate = useNavigate();
  const { remove } = useQuestionGroupMutations();
  const paged = usePagedList(useQuestionGroups);
  const deletion = useDeleteConfirm<QuestionGroupOption>({
    title: (row) => `Delete ${row.questionGroupName}`,
    remove: (row) => remove(row.id),
    detail: () => 'If any of its questions has answers, the group is archived instead, and the answers stay readable.',
  });
  const askDelete = deletion.ask;
  const columns = useMemo(
    () => questionGroupColumns({ canWrite, onViewQuestions: (row) => navigate(`/question-list/${row.id}`), onDelete: askDelete }),
    [askDelete, canWrite, navigate],
  );
  return (
    <ListPage<QuestionGroupOption>
      title="Question Groups"
      description="The screening questionnaires a job can ask. A group or question that has answers is archived when deleted: its answers stay readable."
      onCreate={canWrite ? () => navigate('/questiongroup-create') : undefined}
      {...paged}
      columns={columns}
      pageSizeOptions={SHORT_PAGE_SIZES}
      {...rowTexts({ full: 'Question groups', short: 'question groups' })}
    >
      {deletion.dialog}
    </ListPage>
  );
}
