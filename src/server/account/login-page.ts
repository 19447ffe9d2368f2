// The sign-in page of the self-managed account service: plain HTML, no script, works in a Teams tab.
import { escape } from '../http/html-escape';
import { renderPlainPage } from './plain-page';

export interface LoginPageModel {
  callback: string;
  app: string;
  email: string;
  error?: string;
  notice?: string;
  ssoEnabled: boolean;
}

export function renderLoginPage(model: LoginPageModel): string {
  const banner = model.error
    ? `<p class="banner error" role="alert">${escape(model.error)}</p>`
    : model.notice
      ? `<p class="banner notice" role="status">${escape(model.notice)}</p>`
      : '';
  const sso = model.ssoEnabled
    ? `<div class="divider"><span>or</span></div>
       <button class="secondary" type="submit" name="method" value="sso" formnovalidate>Sign in with Microsoft</button>`
    : '';
  return renderPlainPage(
    'Sign in',
    `
  <h1><span class="logo" aria-hidden="true">H</span> Hireloop</h1>
  <p class="lead">Sign in to your hiring console</p>
  ${banner}
  <form method="post" action="/account/login">
    <input type="hidden" name="callback" value="${escape(model.callback)}">
    <label for="app">Workspace</label>
    <input id="app" name="app" required autocomplete="organization" placeholder="e.g. acme" value="${escape(model.app)}">
    <label for="email">E-mail</label>
    <input id="email" name="email" type="email" required autocomplete="username" value="${escape(model.email)}" ${model.app ? 'autofocus' : ''}>
    <label for="password">Password</label>
    <input id="password" name="password" type="password" required autocomplete="current-password">
    <button class="primary" type="submit" name="method" value="password">Sign in</button>
    ${sso}
  </form>
`,
  );
}
