import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, channels, referralLinks } from '../../../../src/server/db/schema';
import type { HttpError } from '../../../../src/server/core/errors';
import { applyOnCareersSite } from '../../../../src/server/modules/careers-apply/service';
import { REFERRAL_CONSENT_REQUIRED } from '../../../../src/shared/contract/careers-apply';
import { NO_BONUS_DESIGNATION } from '../../../../src/shared/contract/referral-refer';
import type { TestUser } from '../../../support/test-app';
import { createCareersFixture, type CareersFixture } from './fixture';

let f: CareersFixture;
let rohan: TestUser;
let meera: TestUser;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  f = await createCareersFixture('careers-referral');
  const tenant = { id: f.appId, key: 'careers-referral' };
  rohan = await f.t.factories.user(tenant, 'employee');
  meera = await f.t.factories.user(tenant, 'employee');
  const link = async (name: string, userId: number, jobId: number, revoked = false) => {
    tokens[name] = `token-${name}-${'x'.repeat(16)}`;
    await f.t.db
      .insert(referralLinks)
      .values({ appId: f.appId, userId, jobId, token: tokens[name], revokedAt: revoked ? new Date('2026-11-20T00:00:00Z') : null });
  };
  await link('rohan', rohan.id, f.ids.job);
  await link('meera', meera.id, f.ids.job);
  await link('revoked', meera.id, f.ids.job, true);
  await link('otherJob', rohan.id, f.ids.plainJob);
});
afterAll(() => f.t.close());

const apply = (fields: Record<string, string | undefined>) => applyOnCareersSite(f.deps, f.request(fields));
const applicationOf = async (id: number | null) => (await f.t.db.select().from(applications).where(eq(applications.id, id!)))[0];

describe('applyOnCareersSite through a share link', () => {
  it("makes the candidate the link's employee's referral, in progress, shown in their My referrals", async () => {
    const { applicationId } = await apply({ ref: tokens.rohan, referralConsent: 'on', applicantEmail: 'kiran@example.test' });
    expect(await applicationOf(applicationId)).toMatchObject({
      referrerId: rohan.id,
      referralStatusId: f.referral.statuses.in_progress,
      referralConsentAt: new Date('2026-11-22T09:00:00Z'),
      referralNoBonusReason: NO_BONUS_DESIGNATION,
      sourceId: f.referral.sourceId,
    });
    expect(await f.t.db.select().from(channels).where(eq(channels.applicationId, applicationId!))).toHaveLength(1);
    const mine = await f.t.call('GET', '/api/my-referrals', { as: rohan });
    expect(mine.body.data).toEqual([expect.objectContaining({ applicantId: applicationId })]);
  });

  it('keeps an explicit source over the referral source', async () => {
    const { applicationId } = await apply({ ref: tokens.meera, referralConsent: 'on', source: 'linkedin' });
    expect(await applicationOf(applicationId)).toMatchObject({ referrerId: meera.id, sourceId: f.ids.linkedinSource });
  });

  it('asks the candidate to agree to be referred, and writes nothing until they do', async () => {
    const before = await f.written();
    const error = (await apply({ ref: tokens.rohan }).catch((caught: unknown) => caught)) as HttpError;
    expect([error.status, error.errors]).toEqual([422, { referralConsent: [REFERRAL_CONSENT_REQUIRED] }]);
    expect(await f.written()).toEqual(before);
  });

  it("applies without a referral through a revoked, unknown or another job's link", async () => {
    for (const ref of [tokens.revoked, 'no-such-token', tokens.otherJob]) {
      const { applicationId } = await apply({ ref });
      expect(await applicationOf(applicationId)).toMatchObject({ referrerId: null, referralStatusId: null, sourceId: f.ids.careersSource });
    }
  });

  it('does not re-credit a candidate another employee referred within the gap period: they apply as themselves', async () => {
    await apply({ ref: tokens.rohan, referralConsent: 'on', applicantEmail: 'sana@example.test' });
    // The same person applies to another job through Meera's link for it.
    const [meeraLink] = await f.t.db
      .insert(referralLinks)
      .values({ appId: f.appId, userId: meera.id, jobId: f.ids.plainJob, token: 'meera-plain-job-token' })
      .returning();
    const { applicationId } = await applyOnCareersSite(
      f.deps,
      f.request({ ref: meeraLink.token, referralConsent: 'on', applicantEmail: 'Sana@example.test' }, { jobId: f.ids.plainJob }),
    );
    expect(await applicationOf(applicationId)).toMatchObject({ referrerId: null, sourceId: f.ids.careersSource });
  });
});
