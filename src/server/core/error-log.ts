import { DrizzleQueryError } from 'drizzle-orm';

export interface LoggedError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: LoggedError;
}

const maxCauseDepth = 3;

/**
 * What a log line may say about an error: type, message, code, stack and cause, never the values
 * a failed query carried (the e-mail of a failed sign-in, a form's text). Drizzle's query error
 * keeps them in `params` and appends them to its message, and so to its stack: only the SQL is
 * kept. Other properties (pg's `detail` quotes the row's values) are left out.
 */
export function loggableError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) };
  const type = error.constructor.name || error.name;
  const message = error instanceof DrizzleQueryError ? `Failed query: ${error.query}` : error.message;
  const code = (error as { code?: unknown }).code;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return {
    type,
    message,
    ...(typeof code === 'string' ? { code } : {}),
    stack: [`${type}: ${message}`, ...frames].join('\n'),
    ...(error.cause !== undefined && depth < maxCauseDepth ? { cause: loggableError(error.cause, depth + 1) } : {}),
  };
}
