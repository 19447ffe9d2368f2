import { Hono } from 'hono';
import type { AppEnv } from '../../core/context';
import { can } from '../../http/permissions';
import { endpoint } from '../../http/route';
import { queryEndpoint } from '../../http/query-endpoint';
import { parseId, parseInput } from '../../http/validate';
import { csvDownload } from '../../http/csv-download';
import { notifyExportDone } from '../notifications/service';
import { itemResponseSchema, MessageResponseSchema } from '../../../shared/contract/list';
import {
  JobReferralDetailSchema,
  LastWorkingDateSchema,
  PAYABLE_EXPORT_COLUMNS,
  PayableChangeResultSchema,
  PayableDecisionSchema,
  PayableDeleteSchema,
  PayableExportQuerySchema,
  PayableItemSchema,
  PayableListQuerySchema,
  PayableListSchema,
  PayableStatusChangeSchema,
} from '../../../shared/contract/referral-payable';
import { STATUS_SAVED } from '../../../shared/contract/application-status-change';
import { payoutClock } from './clock';
import { changePayableStatus, deletePayables } from './commands';
import { payableExportChunks, payableExportCondition, payableExportCount, payableExportFileName } from './export';
import { getJobReferral, markDuplicate, markEligible } from './job-referral';
import { setLastWorkingDate } from './last-working-date';
import { listPayables } from './list';

/** Referral payouts (spec §7 "Referrals"), mounted at /api: the spec's paths share no prefix. */
export function referralPayableRoutes() {
  const routes = new Hono<AppEnv>();
  const read = can('referrals:read');
  const write = can('referrals:write');
  const applicantOf = (raw: string | undefined) => parseId(raw, 'Referral payable');

  routes.get(
    '/referral-payable',
    read,
    queryEndpoint(
      {
        summary: 'Hired referrals with their payout clock and state (search on the candidate, filter by payout state)',
        query: PayableListQuerySchema,
        responses: { 200: PayableListSchema },
      },
      listPayables,
    ),
  );
  routes.get(
    '/referral-payable/export',
    read,
    endpoint(
      {
        summary: 'The payable list as CSV: the selected applicantId (each past its release period, else 409), or every match past it',
        description: 'UTF-8 with a BOM, CRLF lines, dates as YYYY-MM-DD; X-Total-Count is the number of rows that follow the header.',
        query: PayableExportQuerySchema,
        responses: {},
        download: ['text/csv'],
      },
      async (c) => {
        // A repeated name (`applicantId=1&applicantId=2` or `applicantId[]=…`) is a list; c.req.query() keeps only the first.
        const selected = [...(c.req.queries('applicantId') ?? []), ...(c.req.queries('applicantId[]') ?? [])];
        const query = parseInput(PayableExportQuerySchema, { ...c.req.query(), applicantId: selected.length > 0 ? selected : undefined });
        const ctx = c.get('ctx');
        const clock = await payoutClock(ctx);
        const where = await payableExportCondition(ctx, query, clock);
        const total = await payableExportCount(ctx, where);
        const fileName = payableExportFileName(clock);
        const onDone = () => notifyExportDone(ctx, total, fileName);
        return csvDownload({ columns: PAYABLE_EXPORT_COLUMNS, records: payableExportChunks(ctx, where, clock), fileName, total, onDone });
      },
    ),
  );
  routes.post(
    '/multiple-referral-payable-status-change',
    write,
    endpoint(
      {
        summary: 'Set the payout state of up to 500 referrals with a remark: all or none, each past its release period',
        body: PayableStatusChangeSchema,
        responses: { 200: PayableChangeResultSchema },
      },
      async (c, input) => c.json({ message: STATUS_SAVED, changed: await changePayableStatus(c.get('ctx'), input.body) }),
    ),
  );
  routes.post(
    '/multiple-referral-payable-delete',
    write,
    endpoint(
      {
        summary: 'Remove the payout records of up to 500 referrals (the applications stay): all or none',
        body: PayableDeleteSchema,
        responses: { 200: PayableChangeResultSchema },
      },
      async (c, input) => c.json(await deletePayables(c.get('ctx'), input.body.applicantId)),
    ),
  );
  routes.put(
    '/referral-payable/:applicantId/last-working-date',
    write,
    endpoint(
      {
        summary: "Record (or clear) the hire's last working day; before the eligibility date the payout becomes not eligible",
        body: LastWorkingDateSchema,
        responses: { 200: itemResponseSchema(PayableItemSchema) },
      },
      async (c, input) => {
        const applicantId = applicantOf(c.req.param('applicantId'));
        return c.json({ data: await setLastWorkingDate(c.get('ctx'), applicantId, input.body.lastWorkingDate), message: STATUS_SAVED });
      },
    ),
  );
  routes.get(
    '/job-referral',
    read,
    endpoint(
      {
        summary: 'Hired referrals awaiting the payout decision (payout state still hired)',
        query: PayableListQuerySchema,
        responses: { 200: PayableListSchema },
      },
      async (c, input) => c.json(await listPayables(c.get('ctx'), { ...input.query, status: 'hired' })),
    ),
  );
  routes.get(
    '/job-referral/:applicantId',
    read,
    endpoint(
      {
        summary: 'The payable detail page: candidate, referrer, contact and payout',
        responses: { 200: itemResponseSchema(JobReferralDetailSchema) },
      },
      async (c) => c.json({ data: await getJobReferral(c.get('ctx'), applicantOf(c.req.param('applicantId'))) }),
    ),
  );
  const decisions = [
    { path: 'duplicate', summary: 'Mark the referral as duplicate: its payout becomes not eligible', mark: markDuplicate },
    {
      path: 'eligible',
      summary: 'Mark the referral eligible: its payout becomes payable (only past the release period)',
      mark: markEligible,
    },
  ];
  for (const { path, summary, mark } of decisions) {
    routes.post(
      `/job-referral/:applicantId/${path}`,
      write,
      endpoint({ summary, body: PayableDecisionSchema, responses: { 200: MessageResponseSchema } }, async (c, input) => {
        const applicantId = applicantOf(c.req.param('applicantId'));
        await mark(c.get('ctx'), applicantId, input.body.remark);
        return c.json({ message: STATUS_SAVED });
      }),
    );
  }
  return routes;
}
