import { useNavigate, useParams } from 'react-router-dom';
import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { notifySuccess, SUCCESS_TEXT } from '../../../lib/notify';
import { FormSkeleton } from '../../../ui/form/form-skeleton';
import { PageHeader } from '../../../ui/page-header';
import { useQuestion, useQuestionMutations } from '../api';
import { NotAPage } from '../components/not-a-page';
import { QuestionForm } from '../components/question-form';
import { routeId } from '../components/route-id';

/** /question-edit/{id}: Back, Cancel and Save, each back to the question's Questions List. */
export function QuestionEditPage() {
  const id = routeId(useParams().id);
  const navigate = useNavigate();
  const { update } = useQuestionMutations();
  const { data, error, isLoading } = useQuestion(id);
  if (id === null) return <NotAPage />;
  const question = data?.data;
  const back = () => navigate(question ? `/question-list/${question.questionGroupId}` : '/question-template');
  return (
    <>
      <PageHeader
        title="Edit Question"
        actions={
          <Button icon={<ArrowLeftRegular />} onClick={back}>
            Back
          </Button>
        }
      />
      {isLoading && <FormSkeleton />}
      {error instanceof Error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error.message}</MessageBarBody>
        </MessageBar>
      )}
      {question && (
        <QuestionForm
          key={question.id}
          mode="edit"
          initial={{
            questionGroupId: question.questionGroupId,
            question: question.question,
            description: question.description,
            type: question.type,
            options: question.options,
            knockoutAnswers: question.knockoutAnswers,
            required: question.required === 1,
            status: String(question.status),
          }}
          onSubmit={async (draft) => {
            await update(question.id, draft);
            notifySuccess(SUCCESS_TEXT.edited);
            back();
          }}
          onCancel={back}
        />
      )}
    </>
  );
}
