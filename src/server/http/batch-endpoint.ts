import { ApplicationIdsSchema } from '../../shared/contract/application-trash';
import type { ServiceContext } from '../core/context';
import { messageEndpoint } from './call-endpoint';

/**
 * A change to a batch of applicants (`applicantId[i]`), all or none, answered `{ message }` with
 * how many it changed: moving applicants or referrals to the trash, restoring them.
 */
export const applicantBatchEndpoint = (
  spec: { summary: string; description: string },
  change: (ctx: ServiceContext, applicantIds: number[]) => Promise<number>,
  done: (count: number) => string,
) => messageEndpoint({ ...spec, body: ApplicationIdsSchema, message: done }, (ctx, { body }) => change(ctx, body.applicantId));
