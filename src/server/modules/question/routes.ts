import { Hono } from 'hono';
import {
  QuestionAnswersSchema,
  QuestionCreateSchema,
  QuestionMoveSchema,
  QuestionSchema,
  QuestionUpdateSchema,
} from '../../../shared/contract/question';
import type { AppEnv } from '../../core/context';
import { pathId, recordEndpoint } from '../../http/call-endpoint';
import { archivingDeleteRoute, createRoute, recordPageRoute, setupRead, setupWrite } from '../../http/resource-routes';
import * as service from './service';

const LABEL = 'Question';
const target = pathId(LABEL);

/** /api/questions (spec 001 §7): POST a question; GET {id} answers the question and its answers. */
export function questionsRoutes() {
  const routes = new Hono<AppEnv>();
  createRoute(routes, service.createQuestion, {
    label: LABEL,
    summary: 'Create a question in a group',
    body: QuestionCreateSchema,
    data: QuestionSchema,
  });
  recordPageRoute(routes, service.questionAnswers, {
    summary: 'A question (archived ones too) and a page of its answers',
    target,
    response: QuestionAnswersSchema,
  });
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
  routes.post(
    '/:id/move',
    setupWrite,
    recordEndpoint(
      {
        summary: "Move a question up or down its group's order (swapped with its neighbour)",
        target,
        body: QuestionMoveSchema,
        data: QuestionSchema,
        message: 'Question moved.',
      },
      (ctx, input) => service.moveQuestion(ctx, input.target, input.body),
    ),
  );
  archivingDeleteRoute(routes, service.deleteQuestion, {
    label: LABEL,
    summary: 'Delete a question (archived when it has answers, which stay readable)',
    why: 'it has answers, which stay readable under its answers.',
  });
  return routes;
}
