import { test, expect, keepScreenshot, signIn } from './support/fixtures';
import { pickPerson, png } from './support/form-inputs';

// Issue 4, the whole life of a job: the demo recruiter fills every mandatory field of a new job,
// sees the Seo tab unlock, fills the SEO fields with an image, saves and publishes to a platform,
// finds the job Published in the list, edits it, views its analytics, unpublishes and deletes it —
// against the real server and workspace 'acme'.

test('job create (Seo tab unlock, Save & Publish) → listed Published → edit → analytics → unpublish → delete', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, { path: '/job/create', email: 'recruiter@acme.test' });
  await expect(page.getByRole('heading', { level: 1, name: 'Create Job' })).toBeVisible();
  const seoTab = page.getByRole('tab', { name: 'Seo' });
  await expect(seoTab).toBeDisabled();
  await page.locator('span', { has: seoTab }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('Fill all the mandatory fields first then apply along with platform');
  await keepScreenshot(page, 'job-create-locked');

  const title = `E2E Site Reliability Engineer ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: 'Job Title' }).fill(title);
  await page.getByRole('combobox', { name: 'Position', exact: true }).selectOption({ label: 'Senior Software Engineer' });
  await page.getByRole('combobox', { name: 'Experience (years)' }).selectOption({ label: '5-8' });
  await page.getByRole('combobox', { name: 'Job Type' }).selectOption({ label: 'Full Time' });
  await page.getByRole('spinbutton', { name: 'Number Of Positions' }).fill('2');
  await page.getByRole('combobox', { name: 'Department', exact: true }).selectOption({ label: 'Engineering' });
  await page.getByRole('combobox', { name: 'Location' }).selectOption({ label: 'Bengaluru – Acme Tower' });
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue(/\d+/);
  await page.getByRole('combobox', { name: 'Group', exact: true }).selectOption({ label: 'Engineering Hiring Panel' });
  await pickPerson(page, 'Hiring Manager', 'Rahul', /Rahul Verma/);
  await pickPerson(page, 'Recruiting Manager', 'Priya', /Priya Sharma/);
  await page.getByRole('combobox', { name: 'Hiring Pipeline' }).selectOption({ label: 'Engineering Pipeline' });
  await expect(
    page.getByRole('combobox', { name: 'Question Group' }).getByRole('option', { name: /Leadership Assessment/ }),
  ).toBeDisabled();
  await page.getByRole('combobox', { name: 'Question Group' }).selectOption({ label: 'Engineering Screening' });
  for (const skill of ['Kubernetes', 'Terraform']) await pickPerson(page, 'Skills', skill, new RegExp(`^${skill}$`));
  await expect(seoTab).toBeDisabled();
  const editor = page.getByRole('textbox', { name: 'Description' });
  await editor.click();
  await page.keyboard.type('Keep our Kubernetes platform ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('reliable');
  // Tab leaves the description like any other field (no tab character is typed).
  await page.keyboard.press('Tab');
  await expect(editor).not.toBeFocused();
  await expect(editor).toHaveText('Keep our Kubernetes platform reliable');
  await expect(seoTab).toBeEnabled();
  await keepScreenshot(page, 'job-create-filled');

  await seoTab.click();
  const slug = page.getByRole('textbox', { name: 'Slug' });
  await expect(slug).toHaveValue(/^e2e-site-reliability-engineer-/);
  await page.getByRole('textbox', { name: 'Seo Meta Title' }).fill('Site Reliability Engineer in Bengaluru | Acme');
  await page.getByRole('textbox', { name: 'Seo Meta Description' }).fill('Join the platform team that keeps Acme running.');
  await page.getByRole('textbox', { name: 'Seo Focus Keyword' }).fill('site reliability');
  const keywords = page.getByRole('textbox', { name: 'Seo Keywords' });
  for (const keyword of ['sre', 'kubernetes', 'bengaluru']) {
    await keywords.fill(keyword);
    await keywords.press('Enter');
  }
  await expect(page.getByRole('toolbar', { name: 'Keywords' }).getByRole('button')).toHaveCount(3);
  const schema = page.getByRole('textbox', { name: 'Custom Seo Schema' });
  await schema.fill('{"@type": "JobPosting"}');
  await schema.blur();
  await expect(page.getByText('Custom schema must be valid JSON-LD')).toBeVisible();
  await schema.fill('{"@context": "https://schema.org", "@type": "JobPosting", "title": "Site Reliability Engineer"}');
  await page.getByLabel('Seo Image').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByText('Upload a JPG or PNG image.')).toBeVisible();
  await page.getByLabel('Seo Image').setInputFiles({ name: 'sre-card.png', mimeType: 'image/png', buffer: png(240, 120, [15, 108, 189]) });
  await expect(page.getByRole('img', { name: 'SEO image preview' })).toBeVisible();
  await keepScreenshot(page, 'job-create-seo');

  await page.getByRole('button', { name: 'Save & Publish' }).click();
  const popover = page.getByRole('group', { name: 'Platforms' });
  await expect(popover.getByRole('checkbox', { name: 'Glassdoor' })).toHaveCount(0);
  await popover.getByRole('checkbox', { name: 'LinkedIn' }).check();
  await keepScreenshot(page, 'job-create-publish');
  const created = page.waitForResponse((response) => response.request().method() === 'POST' && /\/api\/job\?/.test(response.url()));
  await page.getByRole('button', { name: 'Apply' }).click();
  const jobId = ((await (await created).json()) as { data: { jobId: number } }).data.jobId;
  await expect(page).toHaveURL(/\/all\/job$/);
  await expect(page.getByText('Your create form is submitted').first()).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search' }).fill(title);
  // The header row and the new job alone, once the search has applied.
  await expect(page.getByRole('table', { name: 'Jobs' }).getByRole('row')).toHaveCount(2);
  const row = page.getByRole('table', { name: 'Jobs' }).getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Published', { exact: true })).toBeVisible();
  await expect(row).toContainText('LinkedIn');
  await keepScreenshot(page, 'job-create-listed');

  await page.goto(`/job/edit/${jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Job' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Job Title' })).toHaveValue(title);
  await expect(page.getByRole('combobox', { name: 'Experience (years)' })).toHaveValue('5-8');
  await expect(page.getByRole('textbox', { name: 'Description' }).locator('strong')).toHaveText('reliable');
  await page.getByRole('combobox', { name: 'Experience (years)' }).selectOption({ label: '10-12' });
  await page.getByRole('textbox', { name: 'Education' }).fill('B.E. or equivalent');
  await page.getByRole('tab', { name: 'Seo' }).click();
  await expect(page.getByRole('img', { name: 'SEO image preview' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue(/^e2e-site-reliability-engineer-/);
  await keepScreenshot(page, 'job-edit-seo');
  await page.getByRole('tab', { name: 'Job' }).click();
  await keepScreenshot(page, 'job-edit');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/job/view/${jobId}$`));
  await expect(page.getByText('Your edit form has been submitted').first()).toBeVisible();

  const saved = await page.evaluate(async (id) => {
    const response = await fetch(`/api/job/${id}?app=acme`, { headers: { Authorization: `Bearer ${localStorage.getItem('selfToken')}` } });
    return (await response.json()) as {
      data: { minExperience: number; maxExperience: number; education: string; hasSeoImage: boolean; seoKeyword: string[] };
    };
  }, jobId);
  expect(saved.data).toMatchObject({
    minExperience: 10,
    maxExperience: 12,
    education: 'B.E. or equivalent',
    hasSeoImage: true,
    seoKeyword: ['sre', 'kubernetes', 'bengaluru'],
  });

  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByRole('group', { name: 'Total applications' })).toContainText('0');
  await expect(page.getByText('No applications for this job yet.')).toBeVisible();
  await keepScreenshot(page, 'job-new-analytics');

  await page.goto('/all/job');
  await page.getByRole('searchbox', { name: 'Search' }).fill(title);
  const listed = page.getByRole('table', { name: 'Jobs' }).getByRole('row').filter({ hasText: title });
  await listed.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Unpublish' }).click();
  const platforms = page.getByRole('dialog', { name: 'Publish to platforms' });
  await expect(platforms.getByRole('checkbox', { name: 'LinkedIn' })).toBeChecked();
  await platforms.getByRole('checkbox', { name: 'LinkedIn' }).uncheck();
  await platforms.getByRole('button', { name: 'Save' }).click();
  await expect(platforms).toBeHidden();
  await expect(listed.getByText('Saved', { exact: true })).toBeVisible();
  await keepScreenshot(page, 'job-unpublished');

  await listed.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete job '${title}'` });
  await expect(confirm.getByRole('button', { name: 'Ok' })).toBeDisabled();
  await confirm.getByRole('textbox', { name: 'Type DELETE to confirm' }).fill('DELETE');
  await keepScreenshot(page, 'job-delete-confirm');
  await confirm.getByRole('button', { name: 'Ok' }).click();
  await expect(confirm).toBeHidden();
  await expect(listed).toHaveCount(0);
  const gone = await page.evaluate(async (id) => {
    const response = await fetch(`/api/job/${id}?app=acme`, { headers: { Authorization: `Bearer ${localStorage.getItem('selfToken')}` } });
    return response.status;
  }, jobId);
  expect(gone).toBe(404);
});

test('the stepwise wizard opens on its first step', async ({ page }) => {
  await signIn(page, { path: '/job/createv1', email: 'recruiter@acme.test' });
  await expect(page.getByRole('listitem').filter({ hasText: 'Job Create' })).toHaveAttribute('aria-current', 'step');
  await expect(page.getByRole('combobox', { name: 'Minimum Experience' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'NEXT' })).toBeEnabled();
  await keepScreenshot(page, 'job-wizard-step-1');
});
