import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../../src/server/db/client';
import { seedDemoData } from '../../../../src/server/db/seed';
import { resumePdf, resumeRng } from '../../../../src/server/db/seed/resumes';
import { memoryFileStore } from '../../../support/memory-file-store';
import { createTestDatabase } from '../../../support/test-db';

const now = new Date('2026-03-15T09:00:00Z');
const storage = memoryFileStore();
let database: Database;
let seedMs = 0;

interface SeededApplicant {
  first_name: string;
  last_name: string;
  resume_path: string | null;
}

// The whole demo seed takes tens of seconds, more on a busy machine.
beforeAll(async () => {
  database = await createTestDatabase();
  const started = performance.now();
  await seedDemoData(database.db, { now, storage });
  seedMs = performance.now() - started;
}, 180_000);

afterAll(async () => {
  await database?.close();
});

async function applicants(): Promise<SeededApplicant[]> {
  const result = (await database.db.execute(sql`select first_name, last_name, resume_path from applications order by id`)) as unknown as {
    rows: SeededApplicant[];
  };
  return result.rows;
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

describe('seeded resumes', () => {
  it('gives every applicant that names a resume a stored PDF, and most applicants one', async () => {
    const rows = await applicants();
    const named = rows.filter((row) => row.resume_path !== null);
    expect(named.length).toBeGreaterThan(rows.length * 0.8);
    expect(named.length).toBeLessThan(rows.length);
    for (const row of named) {
      const bytes = await storage.get(row.resume_path!);
      expect(bytes, row.resume_path!).not.toBeNull();
      expect(latin1(bytes!.subarray(0, 5))).toBe('%PDF-');
    }
    expect(new Set(named.map((row) => row.resume_path)).size).toBe(named.length);
  });

  it("names the applicant in the resume's title and author", async () => {
    const [row] = (await applicants()).filter((applicant) => applicant.resume_path !== null);
    const pdf = await PDFDocument.load((await storage.get(row.resume_path!))!);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`${row.first_name} ${row.last_name} - Resume`);
    expect(pdf.getAuthor()).toBe(`${row.first_name} ${row.last_name}`);
  });

  it('is deterministic: the same facts and seed give the same bytes', async () => {
    const facts = {
      firstName: 'Asha',
      lastName: 'Müller',
      applicantEmail: 'asha@example.com',
      phoneNumber: '+91 9876543210',
      experience: 4,
      designation: 'Software Engineer',
      skills: ['TypeScript', 'SQL'],
      createdAt: now,
    };
    const first = await resumePdf(facts, resumeRng(7, 3));
    const second = await resumePdf(facts, resumeRng(7, 3));
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    expect(first.length).toBeLessThan(10_000);
  });

  it('gives every SEO graph entry a PNG of its own in the file store', async () => {
    const result = (await database.db.execute(sql`select image_path from seo_graphs order by id`)) as unknown as {
      rows: { image_path: string }[];
    };
    const paths = result.rows.map((row) => row.image_path);
    expect(paths.length).toBeGreaterThan(0);
    expect(new Set(paths).size).toBe(paths.length);
    for (const name of paths) expect([...((await storage.get(name)) ?? []).slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('keeps seeding fast', () => {
    // The whole demo (both apps, ~400 applicants with resumes) on the embedded database.
    expect(seedMs).toBeLessThan(60_000);
  });
});
