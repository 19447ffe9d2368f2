import { Hono, type Context } from 'hono';
import {
  REFERRAL_LINK_READY,
  REFERRAL_LINK_REVOKED,
  ReferralLinkJobSchema,
  ReferralLinkReadySchema,
  ReferralLinkResponseSchema,
} from '../../../shared/contract/referral-link';
import { MessageResponseSchema } from '../../../shared/contract/list';
import type { AppEnv } from '../../core/context';
import { can } from '../../http/permissions';
import { endpoint } from '../../http/route';
import { parseId } from '../../http/validate';
import { liveReferralLink, revokeReferralLink, shareReferralLink } from './service';

/** An employee's share links, mounted at /api/referral-link: whoever may refer a candidate. */
export function referralLinkRoutes(publicUrl: string | undefined) {
  const routes = new Hono<AppEnv>();
  const refer = can('referrals:refer');
  // The careers site answers where users reach the app: PUBLIC_URL behind a proxy, else this request's origin.
  const origin = (c: Context<AppEnv>) => (publicUrl ?? new URL(c.req.url).origin).replace(/\/+$/, '');

  routes.get(
    '/',
    refer,
    endpoint(
      {
        summary: "The signed-in user's live share link for a job they may refer to, or null",
        query: ReferralLinkJobSchema,
        responses: { 200: ReferralLinkResponseSchema },
      },
      async (c, input) => c.json({ data: await liveReferralLink(c.get('ctx'), input.query.jobId, origin(c)) }),
    ),
  );

  routes.post(
    '/',
    refer,
    endpoint(
      {
        summary: 'Copy a share link for a job: the live one (200), or a new one with a random token (201)',
        body: ReferralLinkJobSchema,
        responses: { 200: ReferralLinkReadySchema, 201: ReferralLinkReadySchema },
      },
      async (c, input) => {
        const { link, created } = await shareReferralLink(c.get('ctx'), input.body.jobId, origin(c));
        if (created) return c.json({ data: link, message: REFERRAL_LINK_READY }, 201);
        return c.json({ data: link, message: REFERRAL_LINK_READY }, 200);
      },
    ),
  );

  routes.delete(
    '/:id',
    refer,
    endpoint(
      { summary: 'Revoke one of your share links: it no longer credits you', responses: { 200: MessageResponseSchema } },
      async (c) => {
        await revokeReferralLink(c.get('ctx'), parseId(c.req.param('id'), 'Link'));
        return c.json({ message: REFERRAL_LINK_REVOKED });
      },
    ),
  );

  return routes;
}
