// The account configuration comes with index.html (issue 37); the page asks GET /account/config
// only where the page it was served lacks it (the Vite dev server).
import { afterEach, describe, expect, it } from 'vitest';
import { loadAccountConfig, resetAccountConfig } from '../../../src/web/host/account-config';
import { ACCOUNT_CONFIG_ELEMENT_ID } from '../../../src/shared/contract/page-data';
import { installFakeApi } from '../app/fake-api';

const ENTRA = { clientId: 'client-id', authority: 'https://login.example.test/tenant', scopes: ['api://app/access_as_user'] };

/** A data block as the server writes it: `<` as its JSON escape. */
function carry(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = ACCOUNT_CONFIG_ELEMENT_ID;
  block.textContent = text;
  document.head.append(block);
}

afterEach(() => {
  document.getElementById(ACCOUNT_CONFIG_ELEMENT_ID)?.remove();
  resetAccountConfig();
});

describe('loadAccountConfig', () => {
  it('reads the configuration index.html carries and asks the server nothing', async () => {
    const api = installFakeApi();
    const written = JSON.stringify({ entra: ENTRA, accountProfileUrl: '/profile?a=</script>', teamsHostOrigins: ['https://host.test'] });
    carry(written.replace(/</g, '\\u003c').replace(/>/g, '\\u003e'));
    expect(await loadAccountConfig()).toEqual({
      entra: ENTRA,
      accountProfileUrl: '/profile?a=</script>',
      teamsHostOrigins: ['https://host.test'],
    });
    expect(api.calls).toEqual([]);
  });

  it('asks GET /account/config when the page carries none, once', async () => {
    const api = installFakeApi();
    expect(await loadAccountConfig()).toEqual({
      entra: null,
      accountProfileUrl: 'https://accounts.example.test/profile',
      teamsHostOrigins: [],
    });
    await loadAccountConfig();
    expect(api.calls.map((call) => call.path)).toEqual(['/account/config']);
  });

  it('asks GET /account/config when what the page carries cannot be read', async () => {
    const api = installFakeApi();
    carry('{"entra": nul');
    expect((await loadAccountConfig()).accountProfileUrl).toBe('https://accounts.example.test/profile');
    expect(api.calls.map((call) => call.path)).toEqual(['/account/config']);
  });
});
