import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../../src/server/auth/password';
import type { Database, Db } from '../../../../src/server/db/client';
import { REFERRAL_STATUS_CODES } from '../../../../src/server/db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, needsSeed, seedDemoData } from '../../../../src/server/db/seed';
import { createTestDatabase } from '../../../support/test-db';

const now = new Date('2026-03-15T09:00:00Z');
const today = now.toISOString().slice(0, 10);

let database: Database;
let db: Db;
let neededSeedBefore = false;

async function rows<T>(query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function countOf(table: string, where = 'true', app = 'acme'): Promise<number> {
  const [row] = await rows<{ n: number }>(
    sql.raw(`select count(*)::int as n from "${table}" t join apps on apps.id = t.app_id where apps.key = '${app}' and (${where})`),
  );
  return row.n;
}

// The whole demo seed takes tens of seconds, more on a busy machine.
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  neededSeedBefore = await needsSeed(db);
  await seedDemoData(db, { now });
}, 180_000);

afterAll(async () => {
  await database?.close();
});

describe('demo seed', () => {
  it('is needed on an empty database and not after seeding', async () => {
    expect(neededSeedBefore).toBe(true);
    expect(await needsSeed(db)).toBe(false);
  });

  it('creates the acme and globex apps with realistic volumes', async () => {
    const apps = await rows<{ key: string; name: string; time_zone: string }>(sql`select key, name, time_zone from apps order by id`);
    expect(apps).toEqual([
      { key: 'acme', name: 'Acme Corporation', time_zone: 'Asia/Kolkata' },
      { key: 'globex', name: 'Globex Industries', time_zone: 'America/Chicago' },
    ]);
    expect(await countOf('users')).toBeGreaterThanOrEqual(24);
    for (const role of ['admin', 'recruiter', 'hiring_manager', 'employee']) {
      expect(await countOf('users', `t.role = '${role}'`)).toBeGreaterThan(0);
    }
    expect(await countOf('jobs')).toBe(40);
    expect(await countOf('jobs', `t.expiry_date >= '${today}'`)).toBeGreaterThan(20);
    expect(await countOf('jobs', `t.expiry_date < '${today}'`)).toBeGreaterThan(5);
    const published = 'exists (select 1 from job_platforms p where p.job_id = t.id)';
    expect(await countOf('jobs', published)).toBeGreaterThan(20);
    expect(await countOf('jobs', `not ${published}`)).toBeGreaterThan(3);
    expect(await countOf('jobs', 't.pipeline_id is null')).toBeGreaterThan(0);
    expect(await countOf('applications')).toBeGreaterThanOrEqual(380);
    expect(await countOf('applications', 't.referrer_id is not null')).toBe(60);
    expect(await countOf('pipelines')).toBe(3);
    expect(await countOf('question_groups', 'not exists (select 1 from questions q where q.question_group_id = t.id)')).toBe(1);
    expect(await countOf('messages')).toBeGreaterThan(30);
    expect(await countOf('seo_keywords')).toBeGreaterThan(0);
    expect(await countOf('seo_graphs')).toBeGreaterThan(0);
  });

  it('gives globex its own small data set', async () => {
    expect(await countOf('jobs', 'true', 'globex')).toBe(3);
    expect(await countOf('applications', 'true', 'globex')).toBe(10);
    expect(await countOf('pipelines', 'true', 'globex')).toBe(1);
    expect(await countOf('job_priorities', 'true', 'globex')).toBe(2);
    expect(await countOf('users', 'true', 'globex')).toBeLessThanOrEqual(6);
    expect(await countOf('companies', 'true', 'globex')).toBe(1);
    expect(await countOf('footers', 'true', 'globex')).toBe(1);
  });

  it('never lets a row point at a row of another app', async () => {
    // Every foreign key between two tenant-owned tables: child and parent must share app_id.
    const keys = await rows<{ child: string; column: string; parent: string; parent_column: string }>(sql`
      select c.conrelid::regclass::text as child, a.attname as column,
             c.confrelid::regclass::text as parent, pa.attname as parent_column
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
      where c.contype = 'f' and cardinality(c.conkey) = 1
        and exists (select 1 from pg_attribute x where x.attrelid = c.confrelid and x.attname = 'app_id')
        and exists (select 1 from pg_attribute x where x.attrelid = c.conrelid and x.attname = 'app_id')`);
    expect(keys.length).toBeGreaterThan(60);
    for (const key of keys) {
      const [row] = await rows<{ n: number }>(
        sql.raw(
          `select count(*)::int as n from ${key.child} c join ${key.parent} p on p.${key.parent_column} = c.${key.column} where p.app_id <> c.app_id`,
        ),
      );
      expect({ ...key, crossTenant: row.n }).toEqual({ ...key, crossTenant: 0 });
    }
  });

  it('uses every referral status, with codes the server can filter on', async () => {
    const used = await rows<{ code: string }>(sql`
      select distinct rs.code from referral_statuses rs join apps on apps.id = rs.app_id and apps.key = 'acme'
      where exists (select 1 from applications a where a.referral_status_id = rs.id)
         or exists (select 1 from referral_payables p where p.referral_status_id = rs.id)
      order by rs.code`);
    expect(used.map((r) => r.code)).toEqual([...REFERRAL_STATUS_CODES].sort());
    expect(await countOf('referral_statuses', "t.code in ('in_progress', 'hired')", 'globex')).toBe(2);
  });

  it('has payable referrals both before and after the 90-day mark', async () => {
    expect(await countOf('referral_payables', `t.joining_date > date '${today}' - 90`)).toBeGreaterThan(0);
    expect(await countOf('referral_payables', `t.joining_date <= date '${today}' - 90`)).toBeGreaterThan(0);
    expect(await countOf('referral_payable_remarks')).toBeGreaterThanOrEqual(await countOf('referral_payables'));
  });

  it('creates the demo accounts with the demo password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await rows<{ role: string; password_hash: string; name: string; last_name: string }>(sql`
        select u.role, u.password_hash, u.name, u.last_name from users u join apps on apps.id = u.app_id
        where apps.key = ${account.app} and u.email = ${account.email}`);
      expect(user?.role).toBe(account.role);
      expect(await verifyPassword(DEMO_PASSWORD, user.password_hash)).toBe(true);
    }
    const [asha] = await rows<{ name: string; last_name: string }>(sql`select name, last_name from users where email = 'admin@acme.test'`);
    expect(asha).toEqual({ name: 'Asha', last_name: 'Rao' });
  });

  it('walks every status history in pipeline order and keeps the current status in step', async () => {
    const history = await rows<{
      application_id: number;
      stage_seq: number | null;
      status_seq: number | null;
      code: string | null;
      stage_id: number;
      status_id: number;
      current_stage_id: number;
      current_status_id: number;
    }>(sql`
      select h.application_id, ps.sequence as stage_seq, ss.sequence as status_seq, s.code,
             h.stage_id, h.status_id, a.current_stage_id, a.current_status_id
      from application_status_history h
      join applications a on a.id = h.application_id
      join jobs j on j.id = a.job_id
      left join pipeline_stages ps on ps.pipeline_id = j.pipeline_id and ps.stage_id = h.stage_id
      left join stage_statuses ss on ss.stage_id = h.stage_id and ss.status_id = h.status_id
      left join statuses s on s.id = h.status_id
      where j.pipeline_id is not null
      order by h.application_id, h.created_at, h.id`);
    expect(history.length).toBeGreaterThan(1000);
    // Map.groupBy needs Node 21+.
    const byApplication = new Map<number, typeof history>();
    for (const h of history) byApplication.set(h.application_id, [...(byApplication.get(h.application_id) ?? []), h]);
    for (const [id, steps] of byApplication) {
      expect(steps[0].code, `application ${id} starts at To-be-start`).toBe('to_be_start');
      steps.forEach((step, i) => {
        expect(step.stage_seq, `application ${id}: stage in the job's pipeline`).not.toBeNull();
        expect(step.status_seq, `application ${id}: status in its stage`).not.toBeNull();
        if (i === 0) return;
        const before = steps[i - 1];
        const ordered =
          (step.stage_seq ?? 0) > (before.stage_seq ?? 0) ||
          (step.stage_seq === before.stage_seq && (step.status_seq ?? 0) > (before.status_seq ?? 0));
        expect(ordered, `application ${id}, step ${i}`).toBe(true);
      });
      const last = steps[steps.length - 1];
      expect([last.current_stage_id, last.current_status_id]).toEqual([last.stage_id, last.status_id]);
    }
  });

  it('configures job priorities, the job form and the shell', async () => {
    const priorities = await rows<{ name: string; status: number }>(sql`
      select p.name, p.status from job_priorities p join apps on apps.id = p.app_id and apps.key = 'acme' order by p.id`);
    expect(priorities.filter((p) => p.status === 1).map((p) => p.name)).toEqual(['High', 'Medium', 'Low']);
    expect(priorities.filter((p) => p.status === 0)).toHaveLength(1);
    expect(
      await countOf(
        'form_fields',
        "t.active_status = 1 and t.field_key in ('jobTitle', 'pipelineId', 'questionGroupId', 'hiringManagerId')",
      ),
    ).toBe(4);
    expect(await countOf('form_fields', "t.active_status = 0 and t.field_key in ('education', 'expiryDate', 'referralAmountId')")).toBe(3);
    const [footer] = await rows<{ content: string; version: string }>(sql`
      select f.content, f.version from footers f join apps on apps.id = f.app_id and apps.key = 'acme'`);
    expect(footer).toEqual({ content: '© 2026 Acme Corporation. All rights reserved.', version: '1.0.23' });
    expect(await countOf('companies', "t.company_name = 'Acme Corporation' and t.company_logo is null")).toBe(1);
    expect(await countOf('app_links', 't.status = 1')).toBeGreaterThanOrEqual(3);
    expect(await countOf('app_links', 't.status = 0')).toBe(1);
  });
});
