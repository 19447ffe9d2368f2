import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { FileStore } from '../../storage/file-store';
import { Rng } from './random';

// Real (small) PDF resumes for the demo applicants, so View Resume shows a document with the
// applicant's own name and contacts. Helvetica is one of the PDF standard fonts: nothing is
// embedded, which keeps each file about 2 KB and a few hundred of them well under a second.

/** What a demo resume says, from the seeded applicant and the job applied to. */
export interface ResumeFacts {
  firstName: string;
  lastName: string;
  applicantEmail: string;
  phoneNumber: string;
  experience: number;
  /** The designation of the job applied to ('Software Engineer'). */
  designation: string;
  skills: readonly string[];
  createdAt: Date;
}

const COMPANIES = [
  'Northwind Traders',
  'Contoso Ltd',
  'Fabrikam Inc',
  'Tailspin Toys',
  'Litware Systems',
  'Adventure Works',
  'Wide World Importers',
  'Proseware',
];
const DEGREES = [
  'B.Tech, Computer Science',
  'B.Com',
  'BBA',
  'MBA, Human Resources',
  'B.Sc, Mathematics',
  'M.Tech, Information Technology',
  'B.E., Electronics',
];
const COLLEGES = ['Pune University', 'Anna University', 'Delhi University', 'Osmania University', 'University of Mumbai', 'VIT Vellore'];
const DUTIES = [
  'Delivered features end to end with a small cross-functional team.',
  'Cut turnaround time by automating the weekly reporting.',
  'Mentored two juniors and ran the team onboarding.',
  'Worked with customers to shape requirements and priorities.',
  'Owned quality: reviews, tests and release checklists.',
  'Moved a legacy workflow to a modern, documented process.',
];

/** The stream of draws for one applicant: its own, so adding resumes changes no other seeded value. */
export const resumeRng = (seed: number, serial: number) => new Rng((seed ^ Math.imul(serial + 1, 0x9e3779b1)) >>> 0);

const PAGE: [number, number] = [595.28, 841.89]; // A4 in points
const MARGIN = 56;
const INK = rgb(0.13, 0.13, 0.13);
const ACCENT = rgb(0.05, 0.36, 0.62);

/** Characters the standard font cannot encode (WinAnsi) are spelled without their accents, else dropped. */
function encodable(font: PDFFont, text: string): string {
  return [...text]
    .map((char) => {
      try {
        font.encodeText(char);
        return char;
      } catch {
        return char.normalize('NFKD').replace(/[^\x20-\x7e]/g, '');
      }
    })
    .join('');
}

class Writer {
  private y = PAGE[1] - MARGIN;
  constructor(
    private readonly page: PDFPage,
    private readonly font: PDFFont,
  ) {}

  line(text: string, size = 10.5, color = INK, gap = 4) {
    const words = encodable(this.font, text).split(' ');
    const width = PAGE[0] - 2 * MARGIN;
    let current = '';
    const flush = () => {
      this.page.drawText(current, { x: MARGIN, y: this.y - size, size, font: this.font, color });
      this.y -= size + gap;
      current = '';
    };
    for (const word of words) {
      const next = current ? `${current} ${word}` : word;
      if (current && this.font.widthOfTextAtSize(next, size) > width) {
        flush();
        current = word;
      } else current = next;
    }
    if (current) flush();
  }

  heading(text: string) {
    this.y -= 10;
    this.line(text.toUpperCase(), 11, ACCENT, 6);
  }
}

/** One resume as PDF bytes; the same facts and draws always give the same bytes. */
export async function resumePdf(facts: ResumeFacts, rng: Rng): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const name = `${facts.firstName} ${facts.lastName}`;
  doc.setTitle(`${name} - Resume`);
  doc.setAuthor(name);
  doc.setProducer('Hireloop demo data');
  doc.setCreationDate(facts.createdAt);
  doc.setModificationDate(facts.createdAt);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const out = new Writer(doc.addPage(PAGE), font);

  out.line(name, 22, ACCENT, 8);
  out.line(`${facts.designation} · ${facts.applicantEmail} · ${facts.phoneNumber}`, 10, INK, 10);

  out.heading('Summary');
  const years = facts.experience === 0 ? 'A fresher' : `${facts.experience} year${facts.experience === 1 ? '' : 's'} of experience`;
  out.line(`${years}, applying as ${facts.designation}. Strong in ${facts.skills.slice(0, 2).join(' and ') || 'teamwork'}.`);

  out.heading('Experience');
  if (facts.experience === 0) out.line('Internship: ' + rng.pick(COMPANIES) + ' (6 months). ' + rng.pick(DUTIES));
  let left = facts.experience;
  const end = facts.createdAt.getUTCFullYear();
  for (const company of rng.sample(COMPANIES, Math.min(3, Math.max(0, Math.ceil(facts.experience / 3))))) {
    if (left <= 0) break;
    const span = Math.max(1, Math.min(left, rng.int(1, 4)));
    out.line(`${company}, ${end - (facts.experience - left) - span}–${end - (facts.experience - left)}`, 10.5, INK, 2);
    out.line(rng.pick(DUTIES), 10, INK);
    left -= span;
  }

  out.heading('Skills');
  out.line(facts.skills.length ? facts.skills.join(', ') : 'Communication, planning');

  out.heading('Education');
  out.line(`${rng.pick(DEGREES)}, ${rng.pick(COLLEGES)}, ${end - facts.experience - rng.int(0, 2)}`);
  return doc.save({ addDefaultPage: false });
}

/**
 * Writes one resume per entry (null entries have none) to the file store and answers the stored
 * names in the same order. `stored` collects every name written, so a seed that fails later can
 * remove them again.
 */
export async function storeResumes(
  storage: FileStore,
  entries: readonly ({ facts: ResumeFacts; rng: Rng } | null)[],
  stored: string[],
): Promise<(string | null)[]> {
  const names: (string | null)[] = [];
  for (const entry of entries) {
    if (!entry) {
      names.push(null);
      continue;
    }
    const name = await storage.put(await resumePdf(entry.facts, entry.rng), 'pdf');
    stored.push(name);
    names.push(name);
  }
  return names;
}
