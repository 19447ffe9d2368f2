import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { QUESTION_TYPE_LABELS, type AnswerRow } from '../../../../shared/contract/question';
import { pageQuery, useListState } from '../../../lib/use-list-state';
import { SHORT_PAGE_SIZES } from '../../../ui/data-table/types';
import { ListPage } from '../../../ui/list-page/list-page';
import { useQuestionAnswers } from '../api';
import { answerColumns } from '../components/question-columns';
import { NotAPage } from '../components/not-a-page';
import { routeId } from '../components/route-id';

/** /answers/{id}: the question's text and the answers given to it (an archived question's too). */
export function AnswersPage() {
  const id = routeId(useParams().id);
  const navigate = useNavigate();
  const list = useListState();
  const answers = useQuestionAnswers(id, pageQuery(list));
  const { question } = answers;
  const columns = useMemo(() => answerColumns((applicationId) => navigate(`/application/view/${applicationId}`)), [navigate]);
  if (id === null) return <NotAPage />;
  const about = question
    ? `${question.question} · ${QUESTION_TYPE_LABELS[question.type]}${question.required === 1 ? ', required' : ''} · ${question.questionGroupName}${question.archived ? ' · archived (deleted with answers)' : ''}`
    : undefined;
  return (
    <ListPage<AnswerRow>
      title="Answers"
      description={about}
      headerActions={
        <Button
          icon={<ArrowLeftRegular />}
          onClick={() => navigate(question && !question.archived ? `/question-list/${question.questionGroupId}` : '/question-template')}
        >
          Back
        </Button>
      }
      list={list}
      query={{ data: answers.rows, error: answers.error, isLoading: answers.isLoading }}
      tableLabel="Answers"
      columns={columns}
      pageSizeOptions={SHORT_PAGE_SIZES}
      searchPlaceholder="Search answers, applicants or jobs"
      emptyMessage="No answers yet"
      noMatchMessage="No answers match your search"
    />
  );
}
