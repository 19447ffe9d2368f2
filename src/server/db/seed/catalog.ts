import { employmentTypes, jobPriorities, jobTitles, jobTypes, publishPlatforms, skills } from '../schema';
import { insertIds, insertNamed, insertRows, type IdMap, type SeedContext } from './context';
import type { JobTemplate, OrgSpec } from './spec';

export interface CatalogIds {
  jobTypes: IdMap;
  employmentTypes: IdMap;
  skills: IdMap;
  /** Enabled platforms only: the ones a job can be published to. */
  enabledPlatformIds: number[];
  priorities: { id: number; status: number }[];
}

/** The flat lists the job form picks from; the job titles are those of the job templates. */
export async function seedCatalog(
  ctx: SeedContext,
  org: Pick<OrgSpec, 'jobTypes' | 'employmentTypes' | 'skills' | 'platforms' | 'priorities'>,
  templates: JobTemplate[],
): Promise<CatalogIds> {
  const { db, appId } = ctx;
  const jobTypeIds = await insertNamed(
    db,
    'job type',
    jobTypes,
    org.jobTypes,
    (name) => name,
    (jobType) => ({ appId, jobType }),
  );
  const employmentTypeIds = await insertNamed(
    db,
    'employment type',
    employmentTypes,
    org.employmentTypes,
    (name) => name,
    (employmentType) => ({
      appId,
      employmentType,
    }),
  );
  const skillIds = await insertNamed(
    db,
    'skill',
    skills,
    org.skills,
    (name) => name,
    (name) => ({ appId, name }),
  );
  const titles = [...new Set(templates.map((t) => t.title))];
  await insertRows(
    db,
    jobTitles,
    titles.map((jobTitle) => ({ appId, jobTitle })),
  );

  const platformIds = await insertIds(
    db,
    publishPlatforms,
    org.platforms.map((p, sortOrder) => ({ appId, name: p.name, status: p.status, sortOrder })),
  );
  const priorityIds = await insertIds(
    db,
    jobPriorities,
    org.priorities.map((p) => ({ appId, name: p.name, status: p.status })),
  );

  return {
    jobTypes: jobTypeIds,
    employmentTypes: employmentTypeIds,
    skills: skillIds,
    enabledPlatformIds: platformIds.filter((_, i) => org.platforms[i].status === 1),
    priorities: priorityIds.map((id, i) => ({ id, status: org.priorities[i].status })),
  };
}
