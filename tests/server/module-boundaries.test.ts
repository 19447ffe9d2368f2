import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// The lint rule of eslint.config.js that keeps server modules apart: another module is reached
// only through its service.ts.

const eslint = new ESLint();

async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('server module boundaries', () => {
  it("refuses another module's inner files", async () => {
    const source = "import { getPipeline } from '../pipeline/read';\nexport const used = getPipeline;\n";
    expect(await boundaryErrors('src/server/modules/job-insights/probe.ts', source)).toEqual([
      "'../pipeline/read' import is restricted from being used by a pattern. Import another server module only through its service.ts (../<module>/service).",
    ]);
  });

  it("allows another module's service.ts, the module's own files and the server's shared layers", async () => {
    const source = [
      "import { getPipeline } from '../pipeline/service';",
      "import { findJob } from './read';",
      "import { listPage } from '../../db/paging';",
      "import { notFound } from '../../http/errors';",
      'export const used = [getPipeline, findJob, listPage, notFound];',
      '',
    ].join('\n');
    expect(await boundaryErrors('src/server/modules/job/probe.ts', source)).toEqual([]);
  });

  it('does not apply outside the server modules', async () => {
    const source = "import { lookups } from '../lookups/specs';\nexport const used = lookups;\n";
    expect(await boundaryErrors('src/server/http/probe.ts', source)).toEqual([]);
  });
});
