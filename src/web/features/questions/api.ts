import { useMemo } from 'react';
import useSWR from 'swr';
import { API_PATHS, itemPath } from '../../../shared/contract/api-paths';
import type { ListQueryInput, ListResponse } from '../../../shared/contract/list';
import {
  isChoiceType,
  type AnswerRow,
  type Question,
  type QuestionAnswers,
  type QuestionCreateInput,
  type QuestionMoveFields,
} from '../../../shared/contract/question';
import type { QuestionGroupCreateInput, QuestionGroupOption, QuestionGroupQuestions } from '../../../shared/contract/question-group';
import { apiPost } from '../../lib/api';
import { listKey } from '../../lib/query-keys';
import { resourceReads, useResourceItem, useResourceMutations } from '../../lib/resource-api';

// Question groups and their questions (spec 001 §7): groups at /api/question-group, a question's
// writes at /api/questions (create) and /api/question/{id}, its answers at /api/questions/{id}.

const groupPath = API_PATHS.questionGroup;
const questionPath = API_PATHS.question;
const questionsPath = API_PATHS.questions;
/** A question's writes change its group's list and counts, and its answers page. */
const QUESTION_RESOURCES = [groupPath, questionPath, questionsPath] as const;

export const useQuestionGroups = resourceReads<QuestionGroupOption>(groupPath).useList;

/** GET /api/question-group/{id}: a page of the group's questions, and the group (`questionGroup`). */
export function useGroupQuestions(groupId: number | null, params: ListQueryInput | null) {
  const key = groupId === null || params === null ? null : listKey(itemPath(groupPath, groupId), params);
  return useSWR<QuestionGroupQuestions>(key, { keepPreviousData: true });
}

/** GET /api/question/{id}: one question, for its edit form. */
export const useQuestion = (id: number | null) => useResourceItem<Question>(questionPath, id);

/** GET /api/questions/{id}: the question and a page of its answers, as a list page reads rows. */
export function useQuestionAnswers(id: number | null, params: ListQueryInput | null) {
  const key = id === null || params === null ? null : listKey(itemPath(questionsPath, id), params);
  const query = useSWR<QuestionAnswers>(key, { keepPreviousData: true });
  const { data } = query;
  const rows = useMemo<ListResponse<AnswerRow> | undefined>(
    () => (data ? { data: data.data.answers, meta: data.meta } : undefined),
    [data],
  );
  return { rows, question: data?.data.question, error: query.error as unknown, isLoading: query.isLoading };
}

export type QuestionGroupDraft = QuestionGroupCreateInput;

/** Create (multipart, spec §7) and delete a group. */
export function useQuestionGroupMutations() {
  const { create, remove } = useResourceMutations<QuestionGroupDraft>(groupPath, {
    create: 'multipart',
    update: { method: 'PUT', encoding: 'json' },
    alsoRefreshes: [questionPath, questionsPath],
  });
  return { create, remove };
}

/** What the question form holds: the schema's input, `required` as the switch's boolean. */
export type QuestionDraft = Omit<QuestionCreateInput, 'required'> & { required: boolean };

const body = (draft: QuestionDraft) => ({
  ...draft,
  required: draft.required ? 1 : 0,
  // Only the choice types have options; the form keeps them while the type changes back and forth.
  options: isChoiceType(String(draft.type)) ? draft.options : [],
});

/**
 * POST /api/questions (multipart), PUT /api/question/{id} (JSON), DELETE /api/question/{id}, and
 * POST /api/question/{id}/move (its place in the group's order).
 */
export function useQuestionMutations() {
  const created = useResourceMutations<QuestionDraft>(questionsPath, {
    create: 'multipart',
    update: { method: 'PUT', encoding: 'json' },
    createFields: body,
    alsoRefreshes: QUESTION_RESOURCES,
  });
  const edited = useResourceMutations<QuestionDraft>(questionPath, {
    create: 'json',
    update: { method: 'PUT', encoding: 'json' },
    updateFields: body,
    alsoRefreshes: QUESTION_RESOURCES,
  });
  const move = (id: number, direction: QuestionMoveFields['direction']) =>
    edited.run(apiPost<void>(itemPath(questionPath, id, 'move'), { direction }));
  return { create: created.create, update: edited.update, remove: edited.remove, move };
}
