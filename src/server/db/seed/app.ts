import { apps } from '../schema';
import { seedApplications } from './applications';
import { seedChats } from './chat';
import { seedAnswers, seedQuestions, seedSeo, seedShell } from './content';
import type { SeedContext, SeedFiles } from './context';
import { seedHiring } from './hiring';
import { seedJobs } from './jobs';
import { seedOrg } from './org';
import { seedPeople } from './people';
import { Rng } from './random';
import { seedReferralConfig } from './referral-config';
import { seedReferralPayables } from './referrals';
import type { AppSeedSpec } from './spec';
import type { Db } from '../client';

/** One tenant's whole data set, in dependency order. Runs inside the caller's transaction. */
export async function seedApp(db: Db, spec: AppSeedSpec, options: { now: Date; passwordHash: string; files?: SeedFiles }): Promise<void> {
  const [app] = await db
    .insert(apps)
    .values({
      key: spec.key,
      name: spec.name,
      timeZone: spec.timeZone,
      currency: spec.currency,
      createdAt: new Date(options.now.getTime() - 400 * 86_400_000),
    })
    .returning({ id: apps.id });
  const ctx: SeedContext = { db, appId: app.id, rng: new Rng(spec.seed), now: options.now, files: options.files };

  const org = await seedOrg(ctx, spec.org, spec.jobTemplates);
  const people = await seedPeople(ctx, spec.users, spec.org, org, options.passwordHash);
  const hiring = await seedHiring(ctx, spec.hiring);
  const referral = await seedReferralConfig(ctx, spec.referral, org);
  const questionIds = await seedQuestions(ctx, spec.content);
  const jobs = await seedJobs(ctx, spec, { org, people, hiring, referral, questionGroups: questionIds.groups });
  const applications = await seedApplications(ctx, spec, jobs, { people, hiring, referral });
  await seedReferralPayables(ctx, applications, referral, people.byRole.admin[0]);
  await seedAnswers(ctx, questionIds, applications);
  await seedSeo(ctx, spec.content, jobs);
  await seedChats(ctx, applications, people, spec.volume.chats);
  await seedShell(ctx, spec.content);
}
