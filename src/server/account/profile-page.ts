import { escape } from '../http/html-escape';
import { renderPlainPage } from './plain-page';

export interface ProfilePageModel {
  app: string;
  email: string;
  error?: string;
  notice?: string;
}

/** The account site's profile page: change the password of a self-managed account. */
export function renderProfilePage(model: ProfilePageModel): string {
  const banner = model.error
    ? `<p class="banner error" role="alert">${escape(model.error)}</p>`
    : model.notice
      ? `<p class="banner notice" role="status">${escape(model.notice)}</p>`
      : '';
  return renderPlainPage(
    'Your account',
    `
  <h1><span class="logo" aria-hidden="true">H</span> Your account</h1>
  <p class="lead">Change the password you sign in to Hireloop with</p>
  ${banner}
  <form method="post" action="/account/profile">
    <label for="app">Workspace</label>
    <input id="app" name="app" required autocomplete="organization" value="${escape(model.app)}">
    <label for="email">E-mail</label>
    <input id="email" name="email" type="email" required autocomplete="username" value="${escape(model.email)}">
    <label for="current">Current password</label>
    <input id="current" name="currentPassword" type="password" required autocomplete="current-password">
    <label for="new">New password</label>
    <input id="new" name="newPassword" type="password" required minlength="10" autocomplete="new-password">
    <label for="confirm">Confirm new password</label>
    <input id="confirm" name="confirmPassword" type="password" required minlength="10" autocomplete="new-password">
    <button class="primary" type="submit">Change password</button>
  </form>
`,
  );
}
