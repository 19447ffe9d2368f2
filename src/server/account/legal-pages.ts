import { Hono } from 'hono';
import { renderPlainPage } from './plain-page';

// The privacy statement and terms of use that the Teams manifest links to (privacyUrl, termsOfUseUrl).
const privacy = `
  <h1><span class="logo" aria-hidden="true">H</span> Privacy</h1>
  <p>Hireloop keeps the data your organisation puts into it: user accounts (name, e-mail, role, department),
  job postings, applicants and their applications, status history, referrals, payout records and chat
  messages. It is stored in your organisation's own workspace and is never shown to another workspace.</p>
  <p>Sign-in uses either a Hireloop password (stored only as a salted scrypt hash) or your Microsoft
  Entra ID account. Request logs record the path, status and timing of each request, never tokens or
  passwords.</p>
  <p>Your organisation's administrators decide how long data is kept and can delete it. Ask them to see,
  correct or remove data about you.</p>`;

const terms = `
  <h1><span class="logo" aria-hidden="true">H</span> Terms of use</h1>
  <p>Hireloop is provided to your organisation for running its hiring and employee-referral work. Use it
  only for that purpose and only with data you are entitled to process.</p>
  <p>Keep your sign-in to yourself, do not try to reach another workspace's data, and do not upload
  files you have no right to share. Your organisation's administrators may suspend accounts that break
  these terms.</p>`;

export function legalPages() {
  const routes = new Hono();
  routes.get('/privacy', (c) => c.html(renderPlainPage('Privacy', privacy, true)));
  routes.get('/terms', (c) => c.html(renderPlainPage('Terms of use', terms, true)));
  return routes;
}
