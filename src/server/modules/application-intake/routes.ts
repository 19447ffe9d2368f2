import { Hono } from 'hono';
import { AddApplicantResponseSchema, APPLICANT_ADDED, ApplicantCreateSchema } from '../../../shared/contract/application-intake';
import type { AppEnv } from '../../core/context';
import { can } from '../../http/permissions';
import { endpoint } from '../../http/route';
import { parseId } from '../../http/validate';
import { addApplicant, readResume, readResumeUpload } from './service';

/** Add applicant and the resume file, mounted at /api (the spec's paths share no prefix). */
export function applicationIntakeRoutes() {
  const routes = new Hono<AppEnv>();

  routes.post(
    '/application',
    can('applications:write'),
    endpoint(
      {
        summary: 'Add an applicant to a job (multipart may carry the PDF resume as `file`, at most 5 MB)',
        body: ApplicantCreateSchema,
        files: ['file'],
        responses: { 201: AddApplicantResponseSchema },
      },
      async (c, input) => {
        const fields = input.body;
        const resume = await readResumeUpload(c.get('body'));
        return c.json({ data: await addApplicant(c.get('ctx'), fields, resume), message: APPLICANT_ADDED }, 201);
      },
    ),
  );

  routes.get(
    '/applicant/:id/resume',
    can('applications:read'),
    endpoint({ summary: "The applicant's resume (PDF)", responses: {}, download: ['application/pdf'] }, async (c) => {
      const { bytes, fileName } = await readResume(c.get('ctx'), parseId(c.req.param('id'), 'Applicant'));
      // Copied into a plain ArrayBuffer-backed view, which is what a response body takes.
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${fileName}"`,
        'Cache-Control': 'private, no-cache',
      });
    }),
  );

  return routes;
}
