import { ApplicationIdsSchema } from '../../shared/contract/application-trash';
import { MessageResponseSchema } from '../../shared/contract/list';
import type { ServiceContext } from '../core/context';
import { endpoint } from './route';

/**
 * A change to a batch of applicants (`applicantId[i]`), all or none, answered `{ message }` with
 * how many it changed: moving applicants or referrals to the trash, restoring them.
 */
export const applicantBatchEndpoint = (
  spec: { summary: string; description: string },
  change: (ctx: ServiceContext, applicantIds: number[]) => Promise<number>,
  done: (count: number) => string,
) =>
  endpoint({ ...spec, body: ApplicationIdsSchema, responses: { 200: MessageResponseSchema } }, async (c, input) => {
    const count = await change(c.get('ctx'), input.body.applicantId);
    return c.json({ message: done(count) });
  });
