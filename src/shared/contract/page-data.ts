// What index.html carries beside the web app's code, so that the app reads it instead of asking the
// server once more. Names only (no schemas): the first page reads them without loading valibot.

/**
 * The id of index.html's `<script type="application/json">` holding what GET /account/config
 * answers; absent where the page is not served by the app's server (the Vite dev server).
 */
export const ACCOUNT_CONFIG_ELEMENT_ID = 'hireloop-account-config';
