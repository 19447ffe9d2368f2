import { Hono } from 'hono';
import type { AppEnv } from '../../core/context';
import { can } from '../../http/permissions';
import { endpoint } from '../../http/route';
import { parseInput } from '../../http/validate';
import { csvDownload } from '../../http/csv-download';
import { ApplicationExportQuerySchema, EXPORT_COLUMNS } from '../../../shared/contract/application-export';
import { notifyExportDone } from '../notifications/service';
import { exportChunks, exportCondition, exportCount, exportFileName } from './service';

/** The CSV export of the applicant list, mounted at /api. */
export function applicationExportRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get(
    '/v2/application/export',
    can('applications:read'),
    endpoint(
      {
        summary: 'The applicant list (its filters and search, or the selected applicantId) as CSV, streamed',
        description: 'UTF-8 with a BOM, CRLF lines, dates as YYYY-MM-DD; X-Total-Count is the number of rows that follow the header.',
        query: ApplicationExportQuerySchema,
        responses: {},
        download: ['text/csv'],
      },
      async (c) => {
        // A repeated name (`applicantId=1&applicantId=2` or `applicantId[]=…`) is a list; c.req.query() keeps only the first.
        const raw = c.req.query();
        const selected = [...(c.req.queries('applicantId') ?? []), ...(c.req.queries('applicantId[]') ?? [])];
        const query = parseInput(ApplicationExportQuerySchema, { ...raw, applicantId: selected.length > 0 ? selected : undefined });
        const ctx = c.get('ctx');
        const where = exportCondition(ctx, query);
        const total = await exportCount(ctx, where);
        const fileName = exportFileName(ctx.now);
        return csvDownload(c.req.raw, {
          columns: EXPORT_COLUMNS,
          records: exportChunks(ctx, where),
          fileName,
          total,
          onDone: () => notifyExportDone(ctx, total, fileName),
        });
      },
    ),
  );
  return routes;
}
