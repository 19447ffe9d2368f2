import { escape } from '../http/html-escape';
import { renderPlainPage } from './plain-page';

export interface WelcomePageModel {
  code: string;
  /** Who the link is for; absent when the link cannot be used. */
  person?: { name: string; email: string; workspace: string; expires: string };
  error?: string;
}

/** Where a one-time sign-in link lands: the person sets a password and is signed in. */
export function renderWelcomePage(model: WelcomePageModel): string {
  const banner = model.error ? `<p class="banner error" role="alert">${escape(model.error)}</p>` : '';
  if (!model.person) {
    return renderPlainPage(
      'Sign-in link',
      `
  <h1><span class="logo" aria-hidden="true">H</span> Hireloop</h1>
  ${banner}
  <p>Ask an admin of your workspace for a new sign-in link, or <a href="/account/login">sign in</a> if you have set a password.</p>
`,
    );
  }
  const { name, email, workspace, expires } = model.person;
  return renderPlainPage(
    'Set your password',
    `
  <h1><span class="logo" aria-hidden="true">H</span> Welcome, ${escape(name)}</h1>
  <p class="lead">Set a password to sign in to ${escape(workspace)} as ${escape(email)}. This link works once, until ${escape(expires)}.</p>
  ${banner}
  <form method="post" action="/account/welcome">
    <input type="hidden" name="code" value="${escape(model.code)}">
    <input type="hidden" name="email" autocomplete="username" value="${escape(email)}">
    <label for="new">New password</label>
    <input id="new" name="newPassword" type="password" required minlength="10" autocomplete="new-password" aria-describedby="rule">
    <p id="rule" class="lead">At least 10 characters.</p>
    <label for="confirm">Confirm new password</label>
    <input id="confirm" name="confirmPassword" type="password" required minlength="10" autocomplete="new-password">
    <button class="primary" type="submit">Set password and sign in</button>
  </form>
`,
  );
}
