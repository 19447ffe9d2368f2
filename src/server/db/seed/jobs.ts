import { jobPlatforms, jobRecipients, jobs, jobSkills } from '../schema';
import { JOB_STATUS_IDS } from '../../../shared/contract/job-values';
import { type IdMap, insertPlanned, insertRows, type SeedContext } from './context';
import type { HiringIds, StageFlow } from './hiring';
import type { OrgIds } from './org';
import type { PeopleIds } from './people';
import { addDays, addMinutes, toDateOnly } from './random';
import type { ReferralConfigIds } from './referral-config';
import type { AppSeedSpec, JobTemplate } from './spec';
import { slugFromTitle } from '../../../shared/rules/slug';

export interface SeededJob {
  id: number;
  template: JobTemplate;
  createdAt: Date;
  /** End of the expiry day; applications stop coming in after it. */
  closesAt: Date;
  expired: boolean;
  published: boolean;
  pipeline: { id: number; stages: StageFlow[] } | null;
  hiringManagerId: number;
  recruitingManagerId: number;
  questionGroupId: number;
  slabId: number | null;
}

function describe(template: JobTemplate, city: string, companyName: string): string {
  const skills = template.skills.map((s) => `<li>${s}</li>`).join('');
  return [
    `<p>${template.profile} You will join ${companyName} in ${city}.</p>`,
    '<h3>What you bring</h3>',
    `<ul>${skills}</ul>`,
    `<p><strong>Education:</strong> ${template.education}</p>`,
  ].join('');
}

/** Active jobs expire after `now`, expired ones well before it; published ones have platforms. */
export async function seedJobs(
  ctx: SeedContext,
  spec: AppSeedSpec,
  ids: { org: OrgIds; people: PeopleIds; hiring: HiringIds; referral: ReferralConfigIds; questionGroups: IdMap },
): Promise<SeededJob[]> {
  const { db, appId, rng, now } = ctx;
  const total = spec.volume.activeJobs + spec.volume.expiredJobs;
  const expiredIndexes = new Set(rng.sample([...Array(total).keys()], spec.volume.expiredJobs));
  const cityWeights = spec.org.offices.map((o, i) => [o.city, i < 6 ? 3 : 1] as const);
  const heads = new Map(spec.org.departments.map((d) => [d.name, d.head]));
  const divisions = new Map(spec.org.departments.map((d) => [d.name, d.division]));
  const { hiring_manager: managers, recruiter: recruiters } = ids.people.byRole;
  const enabledPriorities = ids.org.priorities.filter((p) => p.status === 1).map((p) => p.id);
  const pipelineOf = (template: JobTemplate) => {
    if (template.pipeline === null) return null;
    const pipeline = ids.hiring.pipelines.get(template.pipeline);
    if (!pipeline) throw new Error(`Seed data names an unknown pipeline: '${template.pipeline}'`);
    return pipeline;
  };

  const planned = Array.from({ length: total }, (_, i) => {
    const template = spec.jobTemplates[i % spec.jobTemplates.length];
    const expired = expiredIndexes.has(i);
    const createdAt = addMinutes(addDays(now, expired ? -rng.int(130, 260) : -rng.int(3, 120)), -rng.int(0, 600));
    const expiry = expired ? addDays(createdAt, rng.int(30, 60)) : addDays(now, rng.int(7, 75));
    const city = rng.weighted(cityWeights);
    const head = heads.get(template.department);
    const headId = head ? ids.people.byEmail.get(head) : undefined;
    const hiringManagerId = headId !== undefined && managers.includes(headId) ? headId : rng.pick(managers);
    const recruitingManagerId = rng.chance(0.4) ? recruiters[0] : rng.pick(recruiters);
    const code = `${spec.codePrefix}-${1001 + i}`;
    const slug = `${slugFromTitle(template.title)}-${code.toLowerCase()}`;
    const withSeo = rng.chance(0.7);
    const division = divisions.get(template.department);
    const row = {
      appId,
      jobTitle: template.title,
      jobProfile: template.profile,
      jobDescription: describe(template, city, spec.content.companyName),
      jobCode: code,
      education: template.education,
      expiryDate: toDateOnly(expiry),
      minExperience: template.minExperience,
      maxExperience: template.maxExperience,
      numberOfPositions: rng.int(1, 8),
      jobTypeId: ids.org.jobTypes.get(template.jobType),
      employmentTypeId: ids.org.employmentTypes.get(template.employmentType),
      employmentCategoryId: rng.chance(0.2) ? 1 : 0,
      countryId: ids.org.countries.get(ids.org.countryOfCity.get(city) ?? ''),
      locationId: ids.org.locations.get(city),
      departmentId: ids.org.departments.get(template.department),
      subDepartmentId: rng.chance(0.6) ? rng.pick(ids.org.subDepartments.get(template.department) ?? [null]) : null,
      functionId: template.function ? ids.people.functions.get(template.function) : null,
      subFunctionId: template.function && rng.chance(0.5) ? rng.pick(ids.people.subFunctions.get(template.function) ?? [null]) : null,
      divisionId: division ? ids.org.divisions.get(division) : null,
      designationId: ids.org.designations.get(template.designation),
      groupId: ids.people.groups.get(template.group),
      jobPriorityId: rng.chance(0.8) ? rng.pick(enabledPriorities) : null,
      hiringManagerId,
      recruitingManagerId,
      questionGroupId: ids.questionGroups.get(template.questionGroup),
      pipelineId: pipelineOf(template)?.id ?? null,
      referralAmountId: template.slab ? ids.referral.slabs.get(template.slab) : null,
      jobStatusId: expired
        ? rng.weighted([
            [JOB_STATUS_IDS.closed, 7],
            [JOB_STATUS_IDS.open, 3],
          ] as const)
        : rng.weighted([
            [JOB_STATUS_IDS.open, 3],
            [JOB_STATUS_IDS.inProgress, 1],
          ] as const),
      slug,
      seoMetaTitle: withSeo ? `${template.title} in ${city} | ${spec.content.companyName} Careers` : null,
      seoMetaDescription: withSeo ? `${template.profile} Apply now to join ${spec.content.companyName}.` : null,
      seoFocusKeyword: withSeo ? template.title.toLowerCase() : null,
      seoCanonicalTag: withSeo ? `https://careers.${spec.key}.test/jobs/${slug}` : null,
      customSeoSchema:
        withSeo && rng.chance(0.3)
          ? JSON.stringify({ '@context': 'https://schema.org', '@type': 'JobPosting', title: template.title })
          : null,
      seoIndex: withSeo && rng.chance(0.1) ? 0 : 1,
      seoKeywords: withSeo ? template.skills.map((s) => s.toLowerCase()) : [],
      createdById: recruitingManagerId,
      createdAt,
      updatedAt: addDays(createdAt, rng.int(0, 2)),
    };
    const published = rng.chance(expired ? 0.6 : 0.8);
    const closesAt = new Date(`${row.expiryDate}T23:59:59Z`);
    return { row, template, expired, published, closesAt };
  });

  const inserted = await insertPlanned(db, jobs, planned);
  await insertRows(
    db,
    jobSkills,
    inserted.flatMap((p) => p.template.skills.map((skill) => ({ appId, jobId: p.id, skillId: ids.org.skills.get(skill) }))),
  );
  await insertRows(
    db,
    jobPlatforms,
    inserted.flatMap((p) =>
      p.published
        ? rng
            .sample(ids.org.enabledPlatformIds, rng.int(1, ids.org.enabledPlatformIds.length))
            .map((platformId) => ({ appId, jobId: p.id, platformId, publishedAt: addDays(p.row.createdAt, 1) }))
        : [],
    ),
  );
  await insertRows(
    db,
    jobRecipients,
    inserted.flatMap((p) =>
      [...new Set([p.row.hiringManagerId, p.row.recruitingManagerId])].map((userId) => ({ appId, jobId: p.id, userId })),
    ),
  );

  return inserted.map((p) => ({
    id: p.id,
    template: p.template,
    createdAt: p.row.createdAt,
    closesAt: p.closesAt,
    expired: p.expired,
    published: p.published,
    pipeline: pipelineOf(p.template),
    hiringManagerId: p.row.hiringManagerId,
    recruitingManagerId: p.row.recruitingManagerId,
    questionGroupId: p.row.questionGroupId,
    slabId: p.row.referralAmountId ?? null,
  }));
}
