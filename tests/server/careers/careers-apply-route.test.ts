import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { answers, applications } from '../../../src/server/db/schema';
import {
  ALREADY_APPLIED,
  APPLIED,
  APPLY_FIELDS,
  APPLY_RATE_LIMITED,
  JOB_CLOSED,
  answerField,
} from '../../../src/shared/contract/careers-apply';
import { RESUME_NOT_PDF } from '../../../src/shared/contract/application-intake';
import { createCareersFixture, PDF, type CareersFixture } from '../modules/careers-apply/fixture';

// POST /careers/{workspace}/{job}/apply: the plain form's submit. Success redirects to the
// thank-you page; a refusal shows the job page again with what was typed and the errors, under the
// refusal's status, and writes nothing.

const KEY = 'apply-route';
let f: CareersFixture;
let serial = 0;

beforeAll(async () => {
  f = await createCareersFixture(KEY);
});

// Every request here comes from one address: each test starts in a fresh rate-limit window.
let minutes = 0;
beforeEach(() => {
  minutes += 11;
  f.t.setNow(new Date(Date.parse('2026-11-22T09:00:00Z') + minutes * 60_000));
});

afterAll(async () => {
  await f.t.close();
});

function form(
  fields: Record<string, string | string[] | undefined> = {},
  resume: Blob | null = new Blob([PDF], { type: 'application/pdf' }),
) {
  serial += 1;
  const values: Record<string, string | string[] | undefined> = {
    [APPLY_FIELDS.firstName]: 'Asha',
    [APPLY_FIELDS.lastName]: 'Rao',
    [APPLY_FIELDS.applicantEmail]: `route.${serial}@example.test`,
    [APPLY_FIELDS.phoneNumber]: '+91 98765 43210',
    [APPLY_FIELDS.experience]: '4',
    [APPLY_FIELDS.consent]: 'on',
    [answerField(f.q.yesNo)]: 'Yes',
    [answerField(f.q.number)]: '3',
    [answerField(f.q.multi)]: ['Go', 'Rust'],
    ...fields,
  };
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) for (const one of [value ?? []].flat()) body.append(name, one);
  if (resume) body.append(APPLY_FIELDS.resume, resume, 'cv.pdf');
  return body;
}

const post = async (jobId: number, body: BodyInit, workspace = KEY) => {
  const response = await f.t.app.request(`/careers/${workspace}/${jobId}/apply`, { method: 'POST', body });
  return { status: response.status, html: await response.text(), location: response.headers.get('location') };
};

const applicationsOf = (email: string) =>
  f.t.db
    .select()
    .from(applications)
    .where(and(eq(applications.appId, f.appId), eq(applications.applicantEmail, email)));

describe('careers apply route', () => {
  it('takes a filled form with a PDF and answers, and redirects to the thank-you page', async () => {
    const body = form({ [APPLY_FIELDS.applicantEmail]: 'asha.route@example.test' });
    const { status, location } = await post(f.ids.job, body);
    expect(status).toBe(303);
    expect(location).toBe(`/careers/${KEY}/${f.ids.job}/applied`);
    const [application] = await applicationsOf('asha.route@example.test');
    expect(application.jobId).toBe(f.ids.job);
    const given = await f.t.db.select().from(answers).where(eq(answers.applicationId, application.id));
    expect(given.map((answer) => answer.answer).sort()).toEqual(['3', 'Go, Rust', 'Yes']);
    const thanks = await f.t.app.request(location!);
    expect(thanks.status).toBe(200);
    const html = await thanks.text();
    expect(html).toContain(APPLIED);
    expect(html).toContain(`href="/careers/${KEY}"`);
  });

  it('shows the form again with the values typed and each error beside its field (422), writing nothing', async () => {
    const before = await f.written();
    const { status, html } = await post(
      f.ids.job,
      form({ [APPLY_FIELDS.firstName]: 'Ravi <b>', [APPLY_FIELDS.applicantEmail]: 'not-an-email', [APPLY_FIELDS.consent]: undefined }),
    );
    expect(status).toBe(422);
    expect(html).toContain('value="Ravi &lt;b&gt;"');
    expect(html).toContain('class="summary" role="alert"');
    expect(html).toMatch(
      /id="apply-applicantEmail"[^>]*aria-describedby="apply-applicantEmail-hint apply-applicantEmail-error" aria-invalid="true"/,
    );
    expect(html).toContain('<p class="error" id="apply-consent-error">');
    expect(html).toMatch(/name="answer\[\d+\]" value="Rust" checked/);
    expect(await f.written()).toEqual(before);
  });

  it('refuses a value holding the NUL character by its field (422)', async () => {
    const before = await f.written();
    const { status, html } = await post(f.ids.job, form({ [APPLY_FIELDS.lastName]: 'R\u0000ao' }));
    expect(status).toBe(422);
    expect(html).toContain('id="apply-lastName-error"');
    expect(await f.written()).toEqual(before);
  });

  it('refuses a second application with the same e-mail (409) and says why', async () => {
    const { status, html } = await post(f.ids.job, form({ [APPLY_FIELDS.applicantEmail]: 'asha.route@example.test' }));
    expect(status).toBe(409);
    expect(html).toContain(ALREADY_APPLIED.replace(/'/g, '&#39;'));
    expect(await applicationsOf('asha.route@example.test')).toHaveLength(1);
  });

  it('refuses a resume that is not a PDF (415), keeping the typed values but never the file', async () => {
    const before = await f.written();
    const { status, html } = await post(f.ids.job, form({}, new Blob(['just text'], { type: 'application/pdf' })));
    expect(status).toBe(415);
    expect(html).toContain(RESUME_NOT_PDF);
    expect(html).toContain('value="Asha"');
    expect(html).not.toContain('just text');
    expect(await f.written()).toEqual(before);
  });

  it('thanks a bot that filled the honeypot the same way, and writes nothing', async () => {
    const before = await f.written();
    const { status, location } = await post(f.ids.job, form({ [APPLY_FIELDS.honeypot]: 'https://spam.example' }));
    expect(status).toBe(303);
    expect(location).toContain('/applied');
    expect(await f.written()).toEqual(before);
  });

  it('answers 410 for closed, expired, unpublished and other workspaces’ jobs, 404 for an unknown workspace, 400 for an unreadable body', async () => {
    const before = await f.written();
    for (const jobId of [f.ids.closed, f.ids.expired, f.ids.unpublished, f.ids.otherAppJob, 999_999]) {
      const { status, html } = await post(jobId, form());
      expect(status, String(jobId)).toBe(410);
      expect(html).toContain(JOB_CLOSED);
    }
    expect((await post(f.ids.job, form(), 'no-such-workspace')).status).toBe(404);
    const garbage = await f.t.app.request(`/careers/${KEY}/${f.ids.job}/apply`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: 'not a form',
    });
    expect(garbage.status).toBe(400);
    expect(await garbage.text()).toContain('The form could not be read.');
    expect(await f.written()).toEqual(before);
  });

  it('limits attempts per client address (429) and lets them in again after the window', async () => {
    const before = await f.written();
    let last = 0;
    for (let i = 0; i < 12 && last !== 429; i += 1) last = (await post(f.ids.job, form({ [APPLY_FIELDS.consent]: undefined }))).status;
    expect(last).toBe(429);
    const { html } = await post(f.ids.job, form());
    expect(html).toContain(APPLY_RATE_LIMITED);
    expect(await f.written()).toEqual(before);
    minutes += 11;
    f.t.setNow(new Date(Date.parse('2026-11-22T09:00:00Z') + minutes * 60_000));
    expect((await post(f.ids.job, form())).status).toBe(303);
  });
});
