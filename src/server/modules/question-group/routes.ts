import { Hono } from 'hono';
import { listResponseSchema } from '../../../shared/contract/list';
import {
  QuestionGroupCreateSchema,
  QuestionGroupListQuerySchema,
  QuestionGroupOptionSchema,
  QuestionGroupQuestionsQuerySchema,
  QuestionGroupQuestionsSchema,
  QuestionGroupSchema,
} from '../../../shared/contract/question-group';
import type { AppEnv } from '../../core/context';
import { answerEndpoint, pathId, recordEndpoint } from '../../http/call-endpoint';
import { archivingDeleteRoute, setupRead, setupWrite } from '../../http/resource-routes';
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
  routes.post(
    '/',
    setupWrite,
    recordEndpoint(
      {
        summary: 'Create a question group',
        body: QuestionGroupCreateSchema,
        data: QuestionGroupSchema,
        message: 'Question group created.',
        created: true,
      },
      (ctx, input) => service.createQuestionGroup(ctx, input.body),
    ),
  );
  routes.get(
    '/:id',
    setupRead,
    answerEndpoint(
      {
        summary: 'A question group and a page of its questions',
        target,
        query: QuestionGroupQuestionsQuerySchema,
        responses: { 200: QuestionGroupQuestionsSchema },
      },
      (ctx, input) => service.questionGroupQuestions(ctx, input.target, input.query),
    ),
  );
  archivingDeleteRoute(routes, service.deleteQuestionGroup, {
    label: service.GROUP_LABEL,
    summary: 'Delete a question group no job names (archived, with its questions, when it has answers)',
    why: "its questions have answers, which stay readable under each question's answers.",
  });
  return routes;
}
