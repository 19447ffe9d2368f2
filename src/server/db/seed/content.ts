import { answers, appLinks, companies, footers, questionGroups, questions, seoGraphs, seoKeywords } from '../schema';
import type { SeededApplication } from './applications';
import { IdMap, insertIds, insertRows, type SeedContext } from './context';
import type { SeededJob } from './jobs';
import { addDays, addMinutes } from './random';
import type { ContentSpec } from './spec';

export interface QuestionIds {
  groups: IdMap;
  /** Active questions with their sample answers, by question group id. */
  questions: Map<number, { id: number; answers: string[] }[]>;
}

export async function seedQuestions(ctx: SeedContext, spec: ContentSpec): Promise<QuestionIds> {
  const { db, appId, now } = ctx;
  const groupIds = await insertIds(
    db,
    questionGroups,
    spec.questionGroups.map((g, i) => ({
      appId,
      questionGroupName: g.name,
      description: g.description,
      status: g.status,
      createdAt: addDays(now, -300 + i),
    })),
  );
  const all = spec.questionGroups.flatMap((g, i) => g.questions.map((q) => ({ groupId: groupIds[i], ...q })));
  const questionIds = await insertIds(
    db,
    questions,
    all.map((q, i) => ({
      appId,
      questionGroupId: q.groupId,
      question: q.question,
      status: q.status ?? 1,
      type: q.type ?? 'short_text',
      options: q.options ?? [],
      required: q.required ?? 0,
      createdAt: addMinutes(addDays(now, -290), i),
    })),
  );
  const byGroup = new Map<number, { id: number; answers: string[] }[]>();
  all.forEach((q, i) => {
    if ((q.status ?? 1) !== 1) return;
    byGroup.set(q.groupId, [...(byGroup.get(q.groupId) ?? []), { id: questionIds[i], answers: q.answers }]);
  });
  return {
    groups: IdMap.from(
      'question group',
      spec.questionGroups.map((g) => g.name),
      groupIds,
    ),
    questions: byGroup,
  };
}

/** About a third of applicants answered their job's screening questions when they applied. */
export async function seedAnswers(ctx: SeedContext, ids: QuestionIds, applications: SeededApplication[]): Promise<void> {
  const { db, appId, rng } = ctx;
  const rows = applications.flatMap((a) => {
    const asked = ids.questions.get(a.job.questionGroupId) ?? [];
    if (asked.length === 0 || !rng.chance(0.35)) return [];
    return asked.map((q) => ({ appId, questionId: q.id, applicationId: a.id, answer: rng.pick(q.answers), createdAt: a.createdAt }));
  });
  await insertRows(db, answers, rows);
}

export async function seedSeo(ctx: SeedContext, spec: ContentSpec, jobs: SeededJob[]): Promise<void> {
  const { db, appId, now } = ctx;
  await insertRows(
    db,
    seoKeywords,
    spec.seoKeywords.map((k, i) => ({ appId, ...k, createdAt: addDays(now, -200 + i * 9) })),
  );
  const published = jobs.filter((j) => j.published && !j.expired);
  // Each entry its own file (deleting an entry removes its image), when the seed has a file store.
  const images = await Promise.all(spec.seoGraphs.map(() => storeDemoImage(ctx)));
  await insertRows(
    db,
    seoGraphs,
    spec.seoGraphs.map(({ aboutJob, ...graph }, i) => ({
      appId,
      ...graph,
      imagePath: images[i],
      jobId: aboutJob && published.length > 0 ? published[i % published.length].id : null,
      createdAt: addDays(now, -180 + i * 11),
    })),
  );
}

export const DEMO_SEO_IMAGE_PATH = 'demo/seo-image.png';

/** A 1×1 PNG: the demo SEO graph entries' image. */
const DEMO_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** Stores the demo image when the seed has a file store; without one the entry names a file that is not there. */
async function storeDemoImage(ctx: SeedContext): Promise<string> {
  if (!ctx.files) return DEMO_SEO_IMAGE_PATH;
  const name = await ctx.files.storage.put(new Uint8Array(DEMO_PNG), 'png');
  ctx.files.stored.push(name);
  return name;
}

/** A coloured tile with the app's initial, inline so the 'All Apps' menu never shows a broken image. */
function tileIcon(name: string, colour: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" rx="6" fill="${colour}"/>` +
    `<text x="16" y="21" font-family="Segoe UI,Arial" font-size="16" fill="#fff" text-anchor="middle">${name[0]}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Company (no logo, so the shell falls back to the default image), footer and 'All Apps' links. */
export async function seedShell(ctx: SeedContext, spec: ContentSpec): Promise<void> {
  const { db, appId } = ctx;
  await db.insert(companies).values({ appId, companyName: spec.companyName });
  await db.insert(footers).values({ appId, content: spec.footer, version: '1.0.23' });
  await insertRows(
    db,
    appLinks,
    spec.appLinks.map((l, sortOrder) => ({
      appId,
      appName: l.appName,
      appIcon: tileIcon(l.appName, l.colour),
      appUrl: l.appUrl,
      status: l.status,
      sortOrder: sortOrder + 1,
    })),
  );
}
