import { RecordCreatePage } from '../../../ui/form/record-form-page';
import { useQuestionGroupMutations, type QuestionGroupDraft } from '../api';
import { QuestionGroupForm } from '../components/question-group-form';

/** /questiongroup-create: saves, then returns to the Question Groups list. */
export function QuestiongroupCreatePage() {
  const { create } = useQuestionGroupMutations();
  return (
    <RecordCreatePage<QuestionGroupDraft>
      noun="Question Group"
      listPath="/question-template"
      empty={{ questionGroupName: '', description: '', status: '1' }}
      create={create}
      form={(props) => <QuestionGroupForm {...props} />}
    />
  );
}
