import { Hono } from 'hono';
import type { AppEnv } from '../../core/context';
import { can } from '../../http/permissions';
import { endpoint } from '../../http/route';
import { applicantBatchEndpoint } from '../../http/batch-endpoint';
import { parseInput } from '../../http/validate';
import { itemResponseSchema, listResponseSchema } from '../../../shared/contract/list';
import {
  REFERRAL_EXPORT_COLUMNS,
  REFERRAL_LISTS,
  ReferralExportQuerySchema,
  ReferralListItemSchema,
  ReferralListQuerySchema,
  ReferralSummarySchema,
  type ReferralListName,
} from '../../../shared/contract/referral';
import { csvDownload } from '../../http/csv-download';
import { notifyExportDone } from '../notifications/service';
import {
  listReferrals,
  referralChunks,
  referralExportCondition,
  referralExportCount,
  referralExportFileName,
  referralSummary,
  trashReferrals,
} from './service';

const SUMMARIES: Record<ReferralListName, string> = {
  'total-referral': 'Every referral the user may see (Total No. Of Referral)',
  'referral-progress': 'Referrals in progress (Referral In Progress)',
  'referral-hired': 'Hired referrals',
};

const referrals = (count: number) => `${count} referral${count === 1 ? '' : 's'}`;

/** The staff referral lists (spec §7 "Referrals"), mounted at /api: the spec's paths share no prefix. */
export function referralRoutes() {
  const routes = new Hono<AppEnv>();
  const read = can('referrals:read');

  for (const list of Object.keys(REFERRAL_LISTS) as ReferralListName[]) {
    routes.get(
      `/${list}/export`,
      read,
      endpoint(
        {
          summary: `${SUMMARIES[list]} as CSV, streamed (its filters and search, or the selected applicantId)`,
          description: 'UTF-8 with a BOM, CRLF lines, dates as YYYY-MM-DD; X-Total-Count is the number of rows that follow the header.',
          query: ReferralExportQuerySchema,
          responses: {},
          download: ['text/csv'],
        },
        async (c) => {
          // A repeated name is a list; c.req.query() keeps only the first.
          const selected = [...(c.req.queries('applicantId') ?? []), ...(c.req.queries('applicantId[]') ?? [])];
          const query = parseInput(ReferralExportQuerySchema, {
            ...c.req.query(),
            applicantId: selected.length > 0 ? selected : undefined,
          });
          const ctx = c.get('ctx');
          const where = await referralExportCondition(ctx, list, query);
          const total = await referralExportCount(ctx, where);
          const fileName = referralExportFileName(list, ctx.now);
          const onDone = () => notifyExportDone(ctx, total, fileName);
          return csvDownload(c.req.raw, { columns: REFERRAL_EXPORT_COLUMNS, records: referralChunks(ctx, where), fileName, total, onDone });
        },
      ),
    );
    routes.get(
      `/${list}`,
      read,
      endpoint(
        {
          summary: `${SUMMARIES[list]}, newest first`,
          query: ReferralListQuerySchema,
          responses: { 200: listResponseSchema(ReferralListItemSchema) },
        },
        async (c, input) => c.json(await listReferrals(c.get('ctx'), list, input.query)),
      ),
    );
  }

  routes.delete(
    '/referrals',
    can('referrals:write'),
    applicantBatchEndpoint(
      {
        summary: 'Move referrals to the trash (restorable by an admin for 30 days)',
        description:
          'applicantId[i]: 1 to 500 referred applicants the user may see; one unknown, unseen or not referred id refuses the whole batch (404).',
      },
      trashReferrals,
      (count) => `${referrals(count)} moved to the trash.`,
    ),
  );

  routes.get(
    '/referral-summary',
    read,
    endpoint(
      {
        summary: 'Counts for the referral landing: total, in progress, hired, payable, chat channels',
        responses: { 200: itemResponseSchema(ReferralSummarySchema) },
      },
      async (c) => c.json({ data: await referralSummary(c.get('ctx')) }),
    ),
  );
  return routes;
}
