import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { formFields } from '../../../../src/server/db/schema';
import { JOB_FORM_FIELDS } from '../../../../src/server/db/seed/hiring';
import type { FormField } from '../../../../src/shared/contract/form-fields';
import { createTestApp, type TestApp, type TestUser } from '../../../support/test-app';

let t: TestApp;
let admin: TestUser;
let recruiter: TestUser;
let manager: TestUser;
let employee: TestUser;
let outsider: TestUser;

/** The create-job configuration an app starts with (the seed's list, mandatory per spec §5). */
async function configure(appId: number) {
  await t.db.insert(formFields).values(
    JOB_FORM_FIELDS.map(([fieldKey, name, mandatory], sortOrder) => ({
      appId,
      form: 'job_create',
      fieldKey,
      name,
      activeStatus: mandatory ? 1 : 0,
      sortOrder,
    })),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.factories.tenant('fields-a');
  admin = await t.factories.user(tenant, 'admin');
  recruiter = await t.factories.user(tenant, 'recruiter');
  manager = await t.factories.user(tenant, 'hiring_manager');
  employee = await t.factories.user(tenant, 'employee');
  outsider = await t.factories.user(await t.factories.tenant('fields-b'), 'admin');
  await configure(admin.appId);
  await configure(outsider.appId);
});
afterAll(() => t.close());

const read = async (as = admin) => (await t.call('GET', '/api/form-fields?form=job_create', { as })).body.data as FormField[];
const save = (fields: unknown, as = admin, query = '?form=job_create') =>
  t.call('PUT', `/api/form-fields${query}`, { as, json: { fields } });
const flagOf = (list: FormField[], key: string) => list.find((field) => field.fieldKey === key)?.activeStatus;

describe('form-field configuration', () => {
  it('lists the job form fields in their display order with name and activeStatus', async () => {
    const response = await t.call('GET', '/api/form-fields?form=job_create', { as: admin });
    expect(response.status).toBe(200);
    const list = response.body.data as FormField[];
    expect(list.map((field) => field.fieldKey)).toEqual(JOB_FORM_FIELDS.map(([key]) => key));
    expect(list[0]).toEqual({ fieldKey: 'jobTitle', name: 'Job Title', activeStatus: 1 });
    expect(flagOf(list, 'education')).toBe(0);
    // The form defaults to job_create.
    expect((await t.call('GET', '/api/form-fields', { as: admin })).body.data).toEqual(list);
  });

  it('makes fields mandatory or optional, keeps the fields not sent, and answers the updated list', async () => {
    const before = await read();
    const response = await save([
      { fieldKey: 'education', activeStatus: 1 },
      { fieldKey: 'groupId', activeStatus: '0' },
    ]);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Your change has been successfully submitted');
    const after = response.body.data as FormField[];
    expect(flagOf(after, 'education')).toBe(1);
    expect(flagOf(after, 'groupId')).toBe(0);
    expect(after.filter((field) => !['education', 'groupId'].includes(field.fieldKey))).toEqual(
      before.filter((field) => !['education', 'groupId'].includes(field.fieldKey)),
    );
    expect(await read()).toEqual(after);
    await save([
      { fieldKey: 'education', activeStatus: 0 },
      { fieldKey: 'groupId', activeStatus: 1 },
    ]);
  });

  it('refuses to make the title, skills or the description optional (always required) and writes nothing of the batch', async () => {
    const before = await read();
    const names: Record<string, string> = { jobTitle: 'Job Title', skills: 'Skills', jobDescription: 'Description' };
    for (const fieldKey of Object.keys(names)) {
      const response = await save([
        { fieldKey: 'education', activeStatus: 1 },
        { fieldKey, activeStatus: 0 },
      ]);
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ 'fields.1.activeStatus': [`${names[fieldKey]} is always required.`] });
    }
    expect(await read()).toEqual(before);
    // Confirming them as mandatory is fine.
    expect((await save([{ fieldKey: 'skills', activeStatus: 1 }])).status).toBe(200);
  });

  it('always reports the title, skills and description as mandatory, whatever is stored', async () => {
    await t.db
      .update(formFields)
      .set({ activeStatus: 0 })
      .where(and(eq(formFields.appId, admin.appId), eq(formFields.fieldKey, 'skills')));
    expect(flagOf(await read(), 'skills')).toBe(1);
  });

  it('refuses unknown field keys, repeated keys and wrong types with 422 and writes nothing', async () => {
    const before = await read();
    const unknown = await save([
      { fieldKey: 'education', activeStatus: 1 },
      { fieldKey: 'salary', activeStatus: 1 },
    ]);
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual({ message: 'Unknown field.', errors: { 'fields.1.fieldKey': ['Unknown field.'] } });
    const twice = await save([
      { fieldKey: 'education', activeStatus: 1 },
      { fieldKey: 'education', activeStatus: 0 },
    ]);
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual({ 'fields.1.fieldKey': ['Each field can be sent only once.'] });
    for (const bad of [
      [{ fieldKey: 'education', activeStatus: 2 }],
      [{ fieldKey: 'education', activeStatus: 'yes' }],
      [{ fieldKey: 7, activeStatus: 1 }],
      [],
      'education',
      [{ activeStatus: 1 }],
    ]) {
      expect((await save(bad)).status, JSON.stringify(bad)).toBe(422);
    }
    expect((await t.call('PUT', '/api/form-fields?form=job_create', { as: admin, json: {} })).status).toBe(422);
    const malformed = await t.call('PUT', '/api/form-fields?form=job_create', {
      as: admin,
      body: '{"fields":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(await read()).toEqual(before);
  });

  it('refuses an unknown form with 422', async () => {
    const before = await read();
    expect((await t.call('GET', '/api/form-fields?form=payroll', { as: admin })).status).toBe(422);
    const response = await save([{ fieldKey: 'education', activeStatus: 1 }], admin, '?form=payroll');
    expect(response.status).toBe(422);
    expect(response.body.message).toBe('Unknown form.');
    expect(await read()).toEqual(before);
  });

  it('lets job readers see the configuration and only settings:write change it (403, nothing written)', async () => {
    const before = await read();
    for (const reader of [recruiter, manager])
      expect((await t.call('GET', '/api/form-fields?form=job_create', { as: reader })).status).toBe(200);
    expect((await t.call('GET', '/api/form-fields?form=job_create', { as: employee })).status).toBe(403);
    for (const writer of [recruiter, manager, employee]) {
      const response = await save([{ fieldKey: 'education', activeStatus: 1 }], writer);
      expect(response.status, writer.role).toBe(403);
    }
    expect(await read()).toEqual(before);
  });

  it("keeps each app's configuration to itself", async () => {
    const outsiderBefore = await read(outsider);
    await save([{ fieldKey: 'referralAmountId', activeStatus: 1 }]);
    expect(flagOf(await read(), 'referralAmountId')).toBe(1);
    expect(await read(outsider)).toEqual(outsiderBefore);
    // A token for one app used with another app's key is refused.
    expect(
      (
        await t.call('PUT', '/api/form-fields?form=job_create', {
          as: admin,
          appKey: outsider.appKey,
          json: { fields: [{ fieldKey: 'education', activeStatus: 1 }] },
        })
      ).status,
    ).toBe(403);
    expect(await read(outsider)).toEqual(outsiderBefore);
    await save([{ fieldKey: 'referralAmountId', activeStatus: 0 }]);
  });
});
