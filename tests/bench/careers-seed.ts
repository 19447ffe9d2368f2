// The careers bench's data: the demo data plus 1,000 published jobs in workspace 'acme'. Both the
// bench's own database and its page server's are seeded with it.
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { apps, departments, jobPlatforms, jobs, locations, publishPlatforms, users } from '../../src/server/db/schema';
import { seedDemoData } from '../../src/server/db/seed';

export const CAREERS_BENCH_JOBS = 1_000;
export const CAREERS_BENCH_WORKSPACE = 'acme';

export interface CareersBenchData {
  workspaceId: number;
  adminId: number;
  /** The bench's jobs, in the order they were added. */
  jobs: { id: number; slug: string | null }[];
}

export async function seedCareersBench(db: Db): Promise<CareersBenchData> {
  await seedDemoData(db, { now: new Date() });
  const [acme] = await db.select().from(apps).where(eq(apps.key, CAREERS_BENCH_WORKSPACE));
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@acme.test'));
  const [department] = await db.select({ id: departments.id }).from(departments).where(eq(departments.appId, acme.id)).limit(1);
  const [location] = await db.select({ id: locations.id }).from(locations).where(eq(locations.appId, acme.id)).limit(1);
  const [platform] = await db
    .select({ id: publishPlatforms.id })
    .from(publishPlatforms)
    .where(eq(publishPlatforms.appId, acme.id))
    .limit(1);
  const expiry = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const added = await db
    .insert(jobs)
    .values(
      Array.from({ length: CAREERS_BENCH_JOBS }, (_, i) => ({
        appId: acme.id,
        jobTitle: `${i % 2 ? 'Senior' : 'Junior'} Bench Engineer ${i}`,
        jobCode: `BENCH-${i}`,
        slug: `bench-engineer-${i}`,
        jobDescription: `<p>Build and run the bench, number ${i}. ${'We ship small, tested changes. '.repeat(20)}</p>`,
        departmentId: department.id,
        locationId: location.id,
        expiryDate: expiry,
        createdById: admin.id,
      })),
    )
    .returning({ id: jobs.id, slug: jobs.slug });
  await db.insert(jobPlatforms).values(added.map((job) => ({ appId: acme.id, jobId: job.id, platformId: platform.id })));
  return { workspaceId: acme.id, adminId: admin.id, jobs: added };
}
