import { Hono } from 'hono';
import type { AppEnv } from '../../core/context';
import { can } from '../../http/permissions';
import { endpoint } from '../../http/route';
import { queryEndpoint } from '../../http/query-endpoint';
import { parseInput } from '../../http/validate';
import { answerEndpoint, messageEndpoint, pathId, recordEndpoint } from '../../http/call-endpoint';
import { csvDownload } from '../../http/csv-download';
import { notifyExportDone } from '../notifications/service';
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
  const applicant = pathId('Referral payable', 'applicantId');

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
        return csvDownload(c.req.raw, {
          columns: PAYABLE_EXPORT_COLUMNS,
          records: payableExportChunks(ctx, where, clock),
          fileName,
          total,
          onDone,
        });
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
    answerEndpoint(
      {
        summary: 'Remove the payout records of up to 500 referrals (the applications stay): all or none',
        body: PayableDeleteSchema,
        responses: { 200: PayableChangeResultSchema },
      },
      (ctx, { body }) => deletePayables(ctx, body.applicantId),
    ),
  );
  routes.put(
    '/referral-payable/:applicantId/last-working-date',
    write,
    recordEndpoint(
      {
        summary: "Record (or clear) the hire's last working day; before the eligibility date the payout becomes not eligible",
        target: applicant,
        body: LastWorkingDateSchema,
        data: PayableItemSchema,
        message: STATUS_SAVED,
      },
      (ctx, { target, body }) => setLastWorkingDate(ctx, target, body.lastWorkingDate),
    ),
  );
  routes.get(
    '/job-referral',
    read,
    queryEndpoint(
      {
        summary: 'Hired referrals awaiting the payout decision (payout state still hired)',
        query: PayableListQuerySchema,
        responses: { 200: PayableListSchema },
      },
      (ctx, query) => listPayables(ctx, { ...query, status: 'hired' }),
    ),
  );
  routes.get(
    '/job-referral/:applicantId',
    read,
    recordEndpoint(
      { summary: 'The payable detail page: candidate, referrer, contact and payout', target: applicant, data: JobReferralDetailSchema },
      (ctx, { target }) => getJobReferral(ctx, target),
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
      messageEndpoint({ summary, target: applicant, body: PayableDecisionSchema, message: STATUS_SAVED }, (ctx, { target, body }) =>
        mark(ctx, target, body.remark),
      ),
    );
  }
  return routes;
}
