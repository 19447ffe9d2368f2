import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// The lint rule of eslint.config.js (tools/eslint/boundaries.js) that orders the web's layers:
// ui, lib and host (the kit) below domain (UI that knows Hireloop's resources), below features, below app.

const eslint = new ESLint();

async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return result.messages.filter((message) => message.ruleId === 'local/boundaries').map((message) => message.message);
}

const probe = (...specs: string[]) =>
  [
    ...specs.map((spec, i) => `import { x${i} } from '${spec}';`),
    `export const used = [${specs.map((_, i) => `x${i}`).join(', ')}];`,
    '',
  ].join('\n');

describe('web layer boundaries', () => {
  it('lets the domain layer use the kit and the browser layers', async () => {
    const source = probe('../../ui/side-drawer', '../../lib/api', '../../host/session', '../user-info');
    expect(await boundaryErrors('src/web/domain/applicant-status/probe.ts', source)).toEqual([]);
  });

  it('refuses the domain layer a feature or the app', async () => {
    const source = probe('../features/jobs/api', '../app/route-table');
    expect(await boundaryErrors('src/web/domain/probe.ts', source)).toEqual([
      'web/domain must not import web/features',
      'web/domain must not import web/app',
    ]);
  });

  it('refuses the kit the domain layer', async () => {
    expect(await boundaryErrors('src/web/ui/probe.ts', probe('../domain/user-info'))).toEqual(['web/ui must not import web/domain']);
    expect(await boundaryErrors('src/web/lib/probe.ts', probe('../domain/user-info'))).toEqual(['web/lib must not import web/domain']);
  });

  it('lets features and the app use the domain layer', async () => {
    expect(await boundaryErrors('src/web/features/jobs/probe.ts', probe('../../domain/user-info'))).toEqual([]);
    expect(await boundaryErrors('src/web/app/probe.ts', probe('../domain/user-info', '../features/jobs/api'))).toEqual([]);
  });

  it('still keeps one feature from another', async () => {
    expect(await boundaryErrors('src/web/features/jobs/probe.ts', probe('../refer/api'))).toEqual(['one feature must not import another']);
  });
});
