import {
  applicantSources,
  applicantStatuses,
  formFields,
  generalSettings,
  hiringProcesses,
  hiringProcessStages,
  pipelines,
  pipelineStages,
  stages,
  stageStatuses,
  statuses,
} from '../schema';
import { insertIds, insertNamed, insertRows, type IdMap, type SeedContext } from './context';
import type { HiringSpec } from './spec';

export const TO_BE_START = 'To-be-start';
export const REJECTED = 'Rejected';

/** The create-job form's fields; `true` marks the mandatory set of spec 000 §5. */
export const JOB_FORM_FIELDS: readonly (readonly [key: string, name: string, mandatory: boolean])[] = [
  ['jobTitle', 'Job Title', true],
  ['designationId', 'Position', true],
  ['minExperience', 'Experience', true],
  ['jobTypeId', 'Job Type', true],
  ['locationId', 'Location', true],
  ['groupId', 'Group', true],
  ['departmentId', 'Department', true],
  ['recruitingManagerId', 'Recruiting Manager', true],
  ['hiringManagerId', 'Hiring Manager', true],
  ['pipelineId', 'Hiring Pipeline', true],
  ['questionGroupId', 'Question Group', true],
  ['skills', 'Skills', true],
  ['jobDescription', 'Description', true],
  ['education', 'Education', false],
  ['numberOfPositions', 'Number Of Positions', false],
  ['employmentTypeId', 'Employment Type', false],
  ['countryId', 'Country', false],
  ['employmentCategoryId', 'Remote', false],
  ['jobPriorityId', 'Priority', false],
  ['expiryDate', 'Target Date', false],
  ['referralAmountId', 'Referral Amount', false],
];

export interface StageFlow {
  stageId: number;
  name: string;
  sequence: number;
  /** In sequence order: To-be-start first, Rejected last. */
  statuses: { statusId: number; name: string; sequence: number }[];
}

export interface HiringIds {
  pipelines: Map<string, { id: number; stages: StageFlow[] }>;
  statuses: IdMap;
  applicantStatuses: IdMap;
  /** Source ids by identifier. */
  sources: IdMap;
}

export async function seedHiring(ctx: SeedContext, spec: HiringSpec): Promise<HiringIds> {
  const { db, appId } = ctx;
  const statusNames = [TO_BE_START, ...new Set(spec.stages.flatMap((s) => s.statuses)), REJECTED];
  const codeOf = (name: string) => (name === TO_BE_START ? 'to_be_start' : name === REJECTED ? 'rejected' : null);
  const statusIds = await insertNamed(
    db,
    'status',
    statuses,
    statusNames,
    (name) => name,
    (name) => ({
      appId,
      name,
      statusColor: spec.statusColours[name] ?? '#616161',
      code: codeOf(name),
    }),
  );
  const stageIds = await insertNamed(
    db,
    'stage',
    stages,
    spec.stages,
    (s) => s.name,
    (s) => ({ appId, name: s.name }),
  );
  // The spec's sequencing rule: To-be-start at 1, the chosen statuses from 2, Rejected last.
  const flows = new Map<string, StageFlow['statuses']>(
    spec.stages.map((s) => [
      s.name,
      [TO_BE_START, ...s.statuses, REJECTED].map((name, i) => ({ statusId: statusIds.get(name), name, sequence: i + 1 })),
    ]),
  );
  await insertRows(
    db,
    stageStatuses,
    spec.stages.flatMap((s) =>
      (flows.get(s.name) ?? []).map((f) => ({ appId, stageId: stageIds.get(s.name), statusId: f.statusId, sequence: f.sequence })),
    ),
  );

  const pipelineIds = await insertIds(
    db,
    pipelines,
    spec.pipelines.map((p) => ({ appId, name: p.name })),
  );
  const pipelineMap = new Map<string, { id: number; stages: StageFlow[] }>();
  spec.pipelines.forEach((p, i) =>
    pipelineMap.set(p.name, {
      id: pipelineIds[i],
      stages: p.stages.map((name, index) => ({
        stageId: stageIds.get(name),
        name,
        sequence: index + 1,
        statuses: flows.get(name) ?? [],
      })),
    }),
  );
  await insertRows(
    db,
    pipelineStages,
    [...pipelineMap.values()].flatMap((p) => p.stages.map((s) => ({ appId, pipelineId: p.id, stageId: s.stageId, sequence: s.sequence }))),
  );

  const processIds = await insertIds(
    db,
    hiringProcesses,
    spec.hiringProcesses.map((p) => ({ appId, name: p.name })),
  );
  await insertRows(
    db,
    hiringProcessStages,
    spec.hiringProcesses.flatMap((p, i) =>
      Object.entries(p.stages).map(([name, colour], index) => ({
        appId,
        hiringProcessId: processIds[i],
        name,
        colour,
        sequence: index + 1,
      })),
    ),
  );

  const applicantStatusIds = await insertNamed(
    db,
    'applicant status',
    applicantStatuses,
    spec.applicantStatuses,
    (name) => name,
    (name) => ({
      appId,
      name,
    }),
  );
  const sourceIds = await insertNamed(
    db,
    'source',
    applicantSources,
    spec.sources,
    (s) => s.identifier,
    (s) => ({ appId, ...s }),
  );

  await db.insert(generalSettings).values({
    appId,
    withoutHiringProcessId: applicantStatusIds.get(spec.applicantStatuses[0]),
    payableEmployeeStatusId: statusIds.get(spec.payableStatus),
  });
  await insertRows(
    db,
    formFields,
    JOB_FORM_FIELDS.map(([fieldKey, name, mandatory], sortOrder) => ({
      appId,
      form: 'job_create',
      fieldKey,
      name,
      activeStatus: mandatory ? 1 : 0,
      sortOrder,
    })),
  );

  return { pipelines: pipelineMap, statuses: statusIds, applicantStatuses: applicantStatusIds, sources: sourceIds };
}
