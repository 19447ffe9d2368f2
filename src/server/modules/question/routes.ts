import { Hono } from 'hono';
import {
  QuestionAnswersQuerySchema,
  QuestionAnswersSchema,
  QuestionCreateSchema,
  QuestionSchema,
  QuestionUpdateSchema,
} from '../../../shared/contract/question';
import type { AppEnv } from '../../core/context';
import { answerEndpoint, messageEndpoint, pathId, recordEndpoint } from '../../http/call-endpoint';
import { setupRead, setupWrite } from '../../http/resource-routes';
import * as service from './service';

const target = pathId('Question');

/** /api/questions (spec 001 §7): POST a question; GET {id} answers the question and its answers. */
export function questionsRoutes() {
  const routes = new Hono<AppEnv>();
  routes.post(
    '/',
    setupWrite,
    recordEndpoint(
      {
        summary: 'Create a question in a group',
        body: QuestionCreateSchema,
        data: QuestionSchema,
        message: 'Question created.',
        created: true,
      },
      (ctx, input) => service.createQuestion(ctx, input.body),
    ),
  );
  routes.get(
    '/:id',
    setupRead,
    answerEndpoint(
      {
        summary: 'A question (archived ones too) and a page of its answers',
        target,
        query: QuestionAnswersQuerySchema,
        responses: { 200: QuestionAnswersSchema },
      },
      (ctx, input) => service.questionAnswers(ctx, input.target, input.query),
    ),
  );
  return routes;
}

/** /api/question/{id} (spec 001 §7): read, update and delete one question. */
export function questionRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get(
    '/:id',
    setupRead,
    recordEndpoint({ summary: 'One question', target, data: QuestionSchema }, (ctx, input) => service.getQuestion(ctx, input.target)),
  );
  routes.put(
    '/:id',
    setupWrite,
    recordEndpoint(
      { summary: 'Update a question', target, body: QuestionUpdateSchema, data: QuestionSchema, message: 'Question updated.' },
      (ctx, input) => service.updateQuestion(ctx, input.target, input.body),
    ),
  );
  routes.delete(
    '/:id',
    setupWrite,
    messageEndpoint(
      {
        summary: 'Delete a question (archived when it has answers, which stay readable)',
        target,
        message: (result: { archived: boolean }) => (result.archived ? 'Question archived: its answers are kept.' : 'Question deleted.'),
      },
      (ctx, input) => service.deleteQuestion(ctx, input.target),
    ),
  );
  return routes;
}
