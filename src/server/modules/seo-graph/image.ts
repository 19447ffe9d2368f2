import type { Body } from '../../core/context';
import { HttpError, invalid } from '../../core/errors';
import { sniffImage, type ImageType } from '../../storage/file-type';
import {
  SEO_GRAPH_IMAGE_MAX_BYTES,
  SEO_GRAPH_IMAGE_REQUIRED,
  SEO_GRAPH_IMAGE_TOO_LARGE,
  SEO_GRAPH_IMAGE_TYPE,
} from '../../../shared/contract/seo';

/** A checked upload: a JPEG or PNG by its bytes, within the size limit. */
export interface GraphImage {
  bytes: Uint8Array;
  type: ImageType;
}

const NAMES: Record<ImageType['extension'], readonly string[]> = { jpg: ['jpg', 'jpeg'], png: ['png'] };
/**
 * An uploaded file part, known by its shape rather than `instanceof File`: the File class the
 * body parser made need not be the global one (the web tests run under jsdom's). A JSON body
 * cannot carry a function, so no JSON value passes.
 */
const isUpload = (value: unknown): value is File =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as File).arrayBuffer === 'function' &&
  typeof (value as File).name === 'string' &&
  typeof (value as File).size === 'number';

const wrongType = () => new HttpError(415, SEO_GRAPH_IMAGE_TYPE, { file: [SEO_GRAPH_IMAGE_TYPE] });

/**
 * The body's `file`: a JPEG or PNG by its first bytes. A name that says one type over bytes of
 * another (a JPEG called .png) is refused too: what is stored must be what the name promised.
 * Missing is 422 when `required` (creation), else no change.
 */
export async function readGraphImage(body: Body, required: true): Promise<GraphImage>;
export async function readGraphImage(body: Body, required: false): Promise<GraphImage | null>;
export async function readGraphImage(body: Body, required: boolean): Promise<GraphImage | null> {
  const file = body.file;
  const missing = file === undefined || file === null || file === '' || (isUpload(file) && file.size === 0 && file.name === '');
  if (missing) {
    if (required) throw invalid({ file: [SEO_GRAPH_IMAGE_REQUIRED] });
    return null;
  }
  if (!isUpload(file)) throw wrongType();
  if (file.size > SEO_GRAPH_IMAGE_MAX_BYTES) throw new HttpError(413, SEO_GRAPH_IMAGE_TOO_LARGE, { file: [SEO_GRAPH_IMAGE_TOO_LARGE] });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImage(bytes);
  if (!type) throw wrongType();
  const extension = /\.([^./\\]+)$/.exec(file.name)?.[1]?.toLowerCase();
  if (extension !== undefined && !NAMES[type.extension].includes(extension)) throw wrongType();
  return { bytes, type };
}
