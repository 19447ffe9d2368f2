import { useParams } from 'react-router-dom';
import { RecordCreatePage } from '../../../ui/form/record-form-page';
import { useQuestionMutations, type QuestionDraft } from '../api';
import { NotAPage } from '../components/not-a-page';
import { QuestionForm } from '../components/question-form';
import { routeId } from '../components/route-id';

/** /question-create/{id}: a new question in group {id}; Save and Cancel return to its Questions List. */
export function QuestionCreatePage() {
  const groupId = routeId(useParams().id);
  const { create } = useQuestionMutations();
  if (groupId === null) return <NotAPage />;
  return (
    <RecordCreatePage<QuestionDraft>
      noun="Question"
      listPath={`/question-list/${groupId}`}
      empty={{
        questionGroupId: groupId,
        question: '',
        description: '',
        type: 'short_text',
        options: [],
        knockoutAnswers: [],
        required: false,
        status: '1',
      }}
      create={create}
      form={(props) => <QuestionForm {...props} />}
    />
  );
}
