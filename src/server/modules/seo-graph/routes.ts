import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../core/context';
import { answerEndpoint, messageEndpoint, pathId, recordEndpoint } from '../../http/call-endpoint';
import { setupRead, setupWrite } from '../../http/resource-routes';
import { endpoint } from '../../http/route';
import { sanitizeRichText } from '../../http/sanitize-html';
import { hasRichTextContent } from '../../../shared/rules/rich-text';
import { itemResponseSchema, listQuerySchema, listResponseSchema } from '../../../shared/contract/list';
import { SEO_DESCRIPTION_REQUIRED, SeoGraphInputSchema, SeoGraphRowSchema, SeoGraphSchema } from '../../../shared/contract/seo';
import { readGraphImage } from './image';
import * as service from './service';

/** The description is stored sanitised; one that sanitises to nothing (a lone script) is a missing one. */
const SeoGraphBody = v.pipe(
  SeoGraphInputSchema,
  v.transform((input) => ({ ...input, description: sanitizeRichText(input.description) })),
  v.forward(
    v.check((input) => hasRichTextContent(input.description), SEO_DESCRIPTION_REQUIRED),
    ['description'],
  ),
);

const graphId = pathId('SEO graph');
const written = itemResponseSchema(SeoGraphSchema);

const createEndpoint = (summary: string) =>
  endpoint({ summary, body: SeoGraphBody, files: ['file'], responses: { 201: written } }, async (c, input) => {
    const fields = input.body;
    const image = await readGraphImage(c.get('body'), true);
    return c.json({ data: await service.createSeoGraph(c.get('ctx'), fields, image), message: 'SEO graph created.' }, 201);
  });

/**
 * The spec's "SEO content" call (POST multipart: title, description, type, file): the SEO content
 * form is the SEO graph form, so it creates an SEO graph entry (keywords and jobId may be sent too).
 */
export function seoContentRoutes() {
  const routes = new Hono<AppEnv>();
  routes.post(
    '/',
    setupWrite,
    createEndpoint('Create SEO content: an SEO graph entry (multipart; the JPG or PNG image as `file`, required)'),
  );
  return routes;
}

/**
 * SEO graph entries (spec 001 §7 "SEO"): multipart create with the image as `file` (required),
 * update by POST {id} as the spec does (PUT too), the image served to the app's signed-in users.
 */
export function seoGraphRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get(
    '/',
    setupRead,
    answerEndpoint(
      { summary: 'List SEO graph entries', query: listQuerySchema(), responses: { 200: listResponseSchema(SeoGraphRowSchema) } },
      (ctx, input) => service.listSeoGraphs(ctx, input.query),
    ),
  );
  routes.get(
    '/:id',
    setupRead,
    recordEndpoint({ summary: 'One SEO graph entry', target: graphId, data: SeoGraphSchema }, (ctx, { target }) =>
      service.getSeoGraph(ctx, target),
    ),
  );
  routes.get(
    '/:id/image',
    setupRead,
    endpoint({ summary: "An SEO graph entry's image", responses: {}, download: ['image/jpeg', 'image/png'] }, async (c) => {
      const { bytes, type } = await service.readSeoGraphImage(c.get('ctx'), graphId(c));
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': type.contentType,
        'Content-Disposition': `inline; filename="seo-graph.${type.extension}"`,
        'Cache-Control': 'private, no-cache',
      });
    }),
  );
  routes.post('/', setupWrite, createEndpoint('Create an SEO graph entry (multipart; the JPG or PNG image as `file`, required)'));
  const update = endpoint(
    {
      summary: 'Update an SEO graph entry (multipart; a new image as `file` replaces the stored one)',
      body: SeoGraphBody,
      files: ['file'],
      responses: { 200: written },
    },
    async (c, input) => {
      const id = graphId(c);
      const fields = input.body;
      const image = await readGraphImage(c.get('body'), false);
      return c.json({ data: await service.updateSeoGraph(c.get('ctx'), id, fields, image), message: 'SEO graph updated.' });
    },
  );
  routes.on(['POST', 'PUT'], '/:id', setupWrite, update);
  routes.delete(
    '/:id',
    setupWrite,
    messageEndpoint(
      { summary: 'Delete an SEO graph entry and its image', target: graphId, message: 'SEO graph deleted.' },
      (ctx, { target }) => service.deleteSeoGraph(ctx, target),
    ),
  );
  return routes;
}
