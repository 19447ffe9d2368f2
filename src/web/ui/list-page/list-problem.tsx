import { ApiError } from '../../lib/api';
import { deferred } from '../deferred';

/** Whether the server refused the list to this user (403): the page then shows the refusal only. */
export function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

export interface ListProblemProps {
  error: unknown;
}

/**
 * Why the list could not be loaded, the same way on every list page. Lists mostly load: the
 * message bar's code (Fluent's MessageBar) comes with the first failure, not with every list page.
 */
export const ListProblem = deferred<ListProblemProps>(
  async () => (await import('./list-problem-bar')).ListProblemBar,
  ({ error }) => error instanceof Error,
);
