import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema';
import type { FieldErrors } from '../../core/errors';
import type { ServiceContext } from '../../core/context';
import { JOB_PLATFORM_DISABLED, JOB_PRIORITY_DISABLED, JOB_QUESTION_GROUP_EMPTY } from '../../../shared/contract/job';

type Tenanted = PgTable & { id: PgColumn; appId: PgColumn };

interface Reference {
  table: Tenanted;
  unknown: string;
  /** A second value read with the row: a status, a parent id or a count. */
  extra?: SQL;
  /** The message when `extra` makes a known row unusable. */
  refuse?: (extra: number | null, parents: Parents) => string | null;
}

export interface Parents {
  departmentId: number | null;
  functionId: number | null;
}

const enabled = (message: string) => (status: number | null) => (status === 1 ? null : message);
const activeUser = (message: string): Reference => ({
  table: schema.users,
  unknown: message,
  extra: sql`${schema.users.status}`,
  refuse: enabled(message),
});

/** A sub department or sub function: it must belong to the parent the job chooses. */
function childOf<K extends keyof Parents>(
  table: Tenanted & Record<K, PgColumn>,
  label: string,
  parentKey: K,
  parentLabel: string,
): Reference {
  return {
    table,
    unknown: `Unknown ${label}.`,
    extra: sql`${table[parentKey]}`,
    refuse: (parent, parents) => (parent === parents[parentKey] ? null : `This ${label} is not part of the chosen ${parentLabel}.`),
  };
}

/** Every id a job names, with the table it must come from (in the caller's app) and its extra rule. */
const REFERENCES = {
  jobTypeId: { table: schema.jobTypes, unknown: 'Unknown job type.' },
  employmentTypeId: { table: schema.employmentTypes, unknown: 'Unknown employment type.' },
  country: { table: schema.countries, unknown: 'Unknown country.' },
  locationId: { table: schema.locations, unknown: 'Unknown location.' },
  departmentId: { table: schema.departments, unknown: 'Unknown department.' },
  subDepartmentId: childOf(schema.subDepartments, 'sub department', 'departmentId', 'department'),
  functionId: { table: schema.orgFunctions, unknown: 'Unknown function.' },
  subFunctionId: childOf(schema.subFunctions, 'sub function', 'functionId', 'function'),
  divisionId: { table: schema.divisions, unknown: 'Unknown division.' },
  designationId: { table: schema.designations, unknown: 'Unknown position.' },
  groupId: { table: schema.groups, unknown: 'Unknown group.' },
  jobPriorityId: {
    table: schema.jobPriorities,
    unknown: 'Unknown job priority.',
    extra: sql`${schema.jobPriorities.status}`,
    refuse: enabled(JOB_PRIORITY_DISABLED),
  },
  hiringManagerId: activeUser('Unknown hiring manager.'),
  recruitingManagerId: activeUser('Unknown recruiting manager.'),
  questionGroupId: {
    table: schema.questionGroups,
    unknown: 'Unknown question group.',
    // Active questions only, as the form's picker counts them: inactive and archived ones are not
    // asked (an archived group's questions are all archived, so it cannot be chosen either).
    extra: sql`(select count(*) from ${schema.questions} where ${schema.questions.questionGroupId} = ${schema.questionGroups.id} and ${schema.questions.status} = 1 and ${schema.questions.archivedAt} is null)`,
    refuse: (questionCount) => (questionCount ? null : JOB_QUESTION_GROUP_EMPTY),
  },
  pipeLineId: { table: schema.pipelines, unknown: 'Unknown hiring pipeline.' },
  referralAmountId: { table: schema.referralAmountSlabs, unknown: 'Unknown referral amount.' },
  skills: { table: schema.skills, unknown: 'Unknown skill.' },
  userId: activeUser('Unknown recipient.'),
  platformId: {
    table: schema.publishPlatforms,
    unknown: 'Unknown platform.',
    extra: sql`${schema.publishPlatforms.status}`,
    refuse: enabled(JOB_PLATFORM_DISABLED),
  },
} satisfies Record<string, Reference>;

export type ReferenceField = keyof typeof REFERENCES;
export const REFERENCE_FIELDS = Object.keys(REFERENCES) as ReferenceField[];

/**
 * Checks the given ids in one round trip: each must be a row of the caller's app, and pass its
 * rule (priority enabled, question group with questions, platform enabled, sub department of
 * the chosen department …). Callers pass only new or changed ids, so kept values stay valid.
 */
export async function referenceErrors(
  ctx: ServiceContext,
  ids: Partial<Record<ReferenceField, readonly number[]>>,
  parents: Parents = { departmentId: null, functionId: null },
): Promise<FieldErrors> {
  const checks = (Object.entries(ids) as [ReferenceField, readonly number[]][]).filter(([, list]) => list.length > 0);
  if (checks.length === 0) return {};
  const selects = checks.map(([field, list]) => {
    const reference: Reference = REFERENCES[field];
    const { table } = reference;
    const idList = sql.join(
      list.map((id) => sql`${id}::int`),
      sql`, `,
    );
    return sql`select ${field}::text as field, ${table.id} as id, (${reference.extra ?? sql`null`})::int as extra from ${table} where ${table.appId} = ${ctx.appId} and ${table.id} in (${idList})`;
  });
  const result = await ctx.db.execute(sql.join(selects, sql` union all `));
  const found = (result as unknown as { rows: { field: ReferenceField; id: number; extra: number | null }[] }).rows;

  const errors: FieldErrors = {};
  for (const [field, list] of checks) {
    const reference: Reference = REFERENCES[field];
    for (const id of list) {
      const row = found.find((candidate) => candidate.field === field && candidate.id === id);
      const message = row ? (reference.refuse?.(row.extra, parents) ?? null) : reference.unknown;
      if (message && !errors[field]?.includes(message)) (errors[field] ??= []).push(message);
    }
  }
  return errors;
}
