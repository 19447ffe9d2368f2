import * as v from 'valibot';
import type { ServiceContext } from '../../http/context';
import type { Body } from '../../http/body';
import { invalid } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { JobInputSchema } from '../../../shared/contract/job';
import type { PublishResult } from '../../../shared/contract/job-views';
import { replacePlatforms } from './links';
import { platformsOf } from './list-items';
import { findJob } from './read';
import { throwIfInvalid } from './rules';
import { referenceErrors } from './validate-references';

const PublishInputSchema = v.object({ platformId: JobInputSchema.entries.platformId });

export const PUBLISH_PLATFORMS_MISSING = 'Send platformId: the platforms to publish to (an empty list unpublishes).';

/**
 * POST publishjob-to-platforms/{id}: platformId[i], or an empty list (JSON `[]`, or one empty
 * multipart field) to unpublish. The field must be there: a body without it, or with a misspelt
 * key, is refused rather than taken as "unpublish everywhere".
 */
export function readPublishInput(body: Body): number[] {
  if (!Object.hasOwn(body, 'platformId')) throw invalid({ platformId: [PUBLISH_PLATFORMS_MISSING] });
  return parseInput(PublishInputSchema, body).platformId;
}

/** Every chosen platform must be the app's and enabled; the job's status is left as it is. */
export async function publishJob(ctx: ServiceContext, jobId: number, platformIds: readonly number[]): Promise<PublishResult> {
  await findJob(ctx, jobId);
  throwIfInvalid(await referenceErrors(ctx, { platformId: platformIds }));
  await ctx.db.transaction((tx) => replacePlatforms(tx, ctx, jobId, platformIds));
  return { jobId, publishplatforms: (await platformsOf(ctx, [jobId])).get(jobId) ?? [] };
}
