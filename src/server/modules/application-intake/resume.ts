import { and, eq } from 'drizzle-orm';
import { RESUME_MAX_BYTES, RESUME_NOT_PDF, RESUME_TOO_LARGE } from '../../../shared/contract/application-intake';
import { applications } from '../../db/schema';
import type { Body, ServiceContext } from '../../core/context';
import { HttpError, notFound } from '../../core/errors';
import type { FileStore } from '../../storage/file-store';
import { visibleApplications } from '../application/service';

const PDF_MAGIC = '%PDF-';

/** A PDF by its first bytes, never by the name or Content-Type the client sent. */
export const isPdf = (bytes: Uint8Array) =>
  bytes.length >= PDF_MAGIC.length && [...PDF_MAGIC].every((char, i) => bytes[i] === char.charCodeAt(0));

/**
 * The multipart `file`: null when none was sent (an empty picker sends a nameless empty part);
 * 413 over 5 MB, 415 when the bytes are not a PDF.
 */
export async function readResumeUpload(body: Body): Promise<Uint8Array | null> {
  const file = body.file;
  if (file === undefined || file === null || file === '') return null;
  if (!(file instanceof File)) throw new HttpError(415, RESUME_NOT_PDF, { file: [RESUME_NOT_PDF] });
  if (file.size === 0 && file.name === '') return null;
  if (file.size > RESUME_MAX_BYTES) throw new HttpError(413, RESUME_TOO_LARGE, { file: [RESUME_TOO_LARGE] });
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!isPdf(bytes)) throw new HttpError(415, RESUME_NOT_PDF, { file: [RESUME_NOT_PDF] });
  return bytes;
}

/**
 * Stores the resume, then runs the database write with its name; if the write fails the file is
 * removed again, so a refused request leaves no file behind.
 */
export async function withStoredResume<T>(
  storage: FileStore,
  bytes: Uint8Array | null,
  write: (path: string | null) => Promise<T>,
): Promise<T> {
  const path = bytes ? await storage.put(bytes, 'pdf') : null;
  try {
    return await write(path);
  } catch (error) {
    if (path) await storage.remove(path).catch(() => undefined);
    throw error;
  }
}

/** 'José', 'da Silva' → 'Jose-da-Silva-resume.pdf': ASCII letters and digits only, safe in a header. */
export function resumeFileName(firstName: string, lastName: string): string {
  const name = `${firstName} ${lastName}`
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
  return `${name || 'applicant'}-resume.pdf`;
}

/** GET /api/applicant/{id}/resume: the stored PDF of an application the user may see. */
export async function readResume(ctx: ServiceContext, id: number): Promise<{ bytes: Uint8Array; fileName: string }> {
  const [row] = await ctx.db
    .select({ firstName: applications.firstName, lastName: applications.lastName, resumePath: applications.resumePath })
    .from(applications)
    .where(and(eq(applications.id, id), visibleApplications(ctx)));
  if (!row) throw notFound('Applicant');
  const bytes = row.resumePath ? await ctx.storage.get(row.resumePath) : null;
  if (!bytes) throw notFound('Resume');
  return { bytes, fileName: resumeFileName(row.firstName, row.lastName) };
}
