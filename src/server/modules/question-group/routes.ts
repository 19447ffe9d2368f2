import { Hono } from 'hono';
import { listResponseSchema } from '../../../shared/contract/list';
import {
  QuestionGroupCreateSchema,
  QuestionGroupListQuerySchema,
  QuestionGroupOptionSchema,
  QuestionGroupQuestionsSchema,
  QuestionGroupSchema,
} from '../../../shared/contract/question-group';
import type { AppEnv } from '../../core/context';
import { answerEndpoint, pathId } from '../../http/call-endpoint';
import { archivingDeleteRoute, createRoute, recordPageRoute, setupRead } from '../../http/resource-routes';
import * as service from './service';

const target = pathId(service.GROUP_LABEL);

/** Question groups (spec 001 §7 "Question groups and questions"): list, create, read with its questions, delete. */
export function questionGroupRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get(
    '/',
    setupRead,
    answerEndpoint(
      {
        summary: 'List question groups (with their count of active questions)',
        query: QuestionGroupListQuerySchema,
        responses: { 200: listResponseSchema(QuestionGroupOptionSchema) },
      },
      (ctx, input) => service.listQuestionGroups(ctx, input.query),
    ),
  );
  createRoute(routes, service.createQuestionGroup, {
    label: service.GROUP_LABEL,
    summary: 'Create a question group',
    body: QuestionGroupCreateSchema,
    data: QuestionGroupSchema,
  });
  recordPageRoute(routes, service.questionGroupQuestions, {
    summary: 'A question group and a page of its questions',
    target,
    response: QuestionGroupQuestionsSchema,
  });
  archivingDeleteRoute(routes, service.deleteQuestionGroup, {
    label: service.GROUP_LABEL,
    summary: 'Delete a question group no job names (archived, with its questions, when it has answers)',
    why: "its questions have answers, which stay readable under each question's answers.",
  });
  return routes;
}
