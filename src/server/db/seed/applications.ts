import { applicationRecruiters, applications, applicationStatusHistory } from '../schema';
import { aadhaarNumber, identity } from './applicants';
import { insertPlanned, insertRows, type SeedContext } from './context';
import type { HiringIds } from './hiring';
import { applicantStatusPath, pipelinePath, type Outcome } from './history';
import type { SeededJob } from './jobs';
import { HISTORY_COMMENTS } from './names';
import type { PeopleIds } from './people';
import { addDays, spreadTimes, toDateOnly } from './random';
import { resumeRng, storeResumes } from './resumes';
import type { ReferralConfigIds } from './referral-config';
import type { AppSeedSpec, ReferralPlan } from './spec';

/** How a referral ends; the joined ones are split by the payout state of their payable record. */
export type ReferralOutcome = keyof ReferralPlan;

export interface SeededApplication {
  id: number;
  job: SeededJob;
  name: string;
  createdAt: Date;
  referrerId: number | null;
  referral: ReferralOutcome | null;
  joinedAt: Date | null;
  recruiterIds: number[];
}

const PAYOUT_DUE = new Set<ReferralOutcome>(['payable', 'onHold', 'paid', 'notEligible']);
/** Share of demo applicants who sent a resume; the rest show 'No resume was uploaded.'. */
const WITH_RESUME = 0.92;

function outcomeOf(referral: ReferralOutcome, pick: () => Outcome): Outcome {
  if (referral === 'inProgress') return 'progress';
  if (referral === 'rejected') return 'rejected';
  if (referral === 'duplicate') return pick();
  return 'joined';
}

const between = (ctx: SeedContext, from: Date, to: Date) =>
  new Date(from.getTime() + Math.floor(ctx.rng.next() * Math.max(to.getTime() - from.getTime(), 60_000)));

/** Applications with status histories walking their pipelines, assigned recruiters and referrals. */
export async function seedApplications(
  ctx: SeedContext,
  spec: AppSeedSpec,
  jobs: SeededJob[],
  ids: { people: PeopleIds; hiring: HiringIds; referral: ReferralConfigIds },
): Promise<SeededApplication[]> {
  const { db, appId, rng, now } = ctx;
  const plan = spec.volume.referrals;
  const referrals = (Object.keys(plan) as ReferralOutcome[]).flatMap((k) => Array<ReferralOutcome>(plan[k]).fill(k));
  const plain = Array<null>(Math.max(spec.volume.applications - referrals.length, 0)).fill(null);
  const order = rng.shuffle<ReferralOutcome | null>([...referrals, ...plain]);
  const stops = new Set(spec.hiring.stopStatuses);
  const withPipeline = jobs.filter((j) => j.pipeline);
  // Referrals cluster on jobs that pay a referral amount, as they do in real life.
  const referralWeights = withPipeline.map((j) => [j, j.slabId === null ? 1 : 4] as const);
  const jobWeights = jobs.map((j) => [j, j.expired ? 1 : 3] as const);
  const favourite = ids.people.byRole.employee[0];
  const nonReferralSources = spec.hiring.sources.map((s) => s.identifier).filter((s) => s !== 'referral');

  const planned = order.map((referral, serial) => {
    const outcome: Outcome = referral
      ? outcomeOf(referral, () => (rng.chance(0.5) ? 'progress' : 'rejected'))
      : rng.weighted([
          ['progress', 65],
          ['rejected', 25],
          ['joined', 10],
        ] as const);
    let joinedAt: Date | null = null;
    let job: SeededJob;
    if (outcome === 'joined') {
      const daysAgo = referral && PAYOUT_DUE.has(referral) ? rng.int(95, 125) : rng.int(5, referral ? 80 : 120);
      const day = addDays(now, -daysAgo);
      joinedAt = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 4, 30));
      const joinBy = joinedAt;
      const fits = referralWeights.filter(([j]) => j.createdAt < addDays(joinBy, -25));
      if (fits.length === 0) throw new Error(`Seed: no job with a pipeline is old enough for a hire on ${joinBy.toISOString()}`);
      job = rng.weighted(fits);
    } else {
      job = rng.weighted(referral ? referralWeights : jobWeights);
    }
    const createdAt = joinedAt
      ? between(ctx, addDays(job.createdAt, 1), addDays(joinedAt, -20))
      : between(ctx, addDays(job.createdAt, 0.05), new Date(Math.min(now.getTime() - 7_200_000, job.closesAt.getTime())));

    const steps = job.pipeline
      ? pipelinePath(rng, job.pipeline.stages, outcome, { stops, allowStops: referral === null })
      : applicantStatusPath(rng, spec.hiring.applicantStatuses, outcome).map((name) => ({
          applicantStatusId: ids.hiring.applicantStatuses.get(name),
        }));
    const end = joinedAt ?? new Date(Math.min(now.getTime() - 1_800_000, addDays(createdAt, steps.length * rng.int(1, 3)).getTime()));
    const times = spreadTimes(rng, createdAt, end, steps.length);
    const recruiterIds = [job.recruitingManagerId];
    if (rng.chance(0.3)) {
      const other = rng.pick(ids.people.byRole.recruiter);
      if (other !== job.recruitingManagerId) recruiterIds.push(other);
    }
    const referrerId = referral ? (rng.chance(0.25) ? favourite : rng.pick(ids.people.referrers)) : null;
    const person = identity(rng, serial + 1);
    const template = job.template;
    const last = steps[steps.length - 1];
    const row = {
      appId,
      jobId: job.id,
      ...person,
      experience: rng.int(template.minExperience, template.maxExperience ?? template.minExperience + 6),
      documentNumber: referral || rng.chance(0.5) ? aadhaarNumber(rng) : null,
      resumePath: null as string | null,
      sourceId: ids.hiring.sources.get(referral ? 'referral' : rng.pick(nonReferralSources)),
      referrerId,
      referralStatusId: referral ? ids.referral.statuses[referralStatusCode(referral, outcome)] : null,
      currentStageId: 'stageId' in last ? last.stageId : null,
      currentStatusId: 'statusId' in last ? last.statusId : null,
      applicantStatusId: 'applicantStatusId' in last ? last.applicantStatusId : null,
      statusChangedAt: times[times.length - 1],
      joiningDate: joinedAt ? toDateOnly(joinedAt) : null,
      createdAt,
      updatedAt: times[times.length - 1],
    };
    return { row, steps, times, job, referral, joinedAt, recruiterIds };
  });

  // A duplicate referral is the same person referred again by someone else: copy their identity.
  const originals = planned.filter((p) => p.referral && p.referral !== 'duplicate');
  for (const p of planned.filter((x) => x.referral === 'duplicate')) {
    const { firstName, lastName, applicantEmail, phoneNumber, documentNumber } = rng.pick(originals).row;
    Object.assign(p.row, { firstName, lastName, applicantEmail, phoneNumber, documentNumber });
  }

  // Each resume draws from its own generator, so the rest of the seed is the same with or without them.
  if (ctx.files) {
    const entries = planned.map(({ row, job }, serial) => {
      const draws = resumeRng(spec.seed, serial);
      if (!draws.chance(WITH_RESUME)) return null;
      const { designation, skills } = job.template;
      return { facts: { ...row, designation, skills }, rng: draws };
    });
    const names = await storeResumes(ctx.files.storage, entries, ctx.files.stored);
    planned.forEach((p, i) => (p.row.resumePath = names[i]));
  }

  const inserted = await insertPlanned(db, applications, planned);
  await insertRows(
    db,
    applicationStatusHistory,
    inserted.flatMap((p) =>
      p.steps.map((step, index) => ({
        appId,
        applicationId: p.id,
        stageId: 'stageId' in step ? step.stageId : null,
        statusId: 'statusId' in step ? step.statusId : null,
        applicantStatusId: 'applicantStatusId' in step ? step.applicantStatusId : null,
        comment: index > 0 && rng.chance(0.3) ? rng.pick(HISTORY_COMMENTS) : null,
        changedById: index === 0 ? null : rng.pick(p.recruiterIds),
        createdAt: p.times[index],
      })),
    ),
  );
  await insertRows(
    db,
    applicationRecruiters,
    inserted.flatMap((p) =>
      p.recruiterIds.map((userId) => ({
        appId,
        applicationId: p.id,
        userId,
        assignedById: p.job.recruitingManagerId,
        createdAt: p.row.createdAt,
      })),
    ),
  );

  return inserted.map((p) => ({
    id: p.id,
    job: p.job,
    name: `${p.row.firstName} ${p.row.lastName}`,
    createdAt: p.row.createdAt,
    referrerId: p.row.referrerId,
    referral: p.referral,
    joinedAt: p.joinedAt,
    recruiterIds: p.recruiterIds,
  }));
}

function referralStatusCode(referral: ReferralOutcome, outcome: Outcome) {
  if (referral === 'duplicate') return 'duplicate' as const;
  if (outcome === 'joined') return 'hired' as const;
  return outcome === 'rejected' ? ('rejected' as const) : ('in_progress' as const);
}
