import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// The lint rules of eslint.config.js that keep the code's layers apart (tools/eslint/boundaries.js)
// and its imports free of cycles (tools/eslint/import-cycles.js).

const eslint = new ESLint();
// The cycle rule runs on src/server and src/shared; its fixtures live in tests/support/import-cycle.
const cycleLint = new ESLint({
  overrideConfig: { rules: { 'local/import-cycles': ['error', { groups: ['tests/support/import-cycle/groups'] }] } },
});

async function ruleErrors(linter: ESLint, ruleId: string, filePath: string, source: string): Promise<string[]> {
  const [result] = await linter.lintText(source, { filePath });
  return result.messages.filter((message) => message.ruleId === ruleId).map((message) => message.message);
}

const boundaryErrors = (filePath: string, source: string) => ruleErrors(eslint, 'local/boundaries', filePath, source);
const cycleErrors = (filePath: string, source: string) => ruleErrors(cycleLint, 'local/import-cycles', filePath, source);

describe('server module boundaries', () => {
  it("refuses another module's inner files", async () => {
    const source = "import { getPipeline } from '../pipeline/read';\nexport const used = getPipeline;\n";
    expect(await boundaryErrors('src/server/modules/job-insights/probe.ts', source)).toEqual([
      'Import another server module only through its service.ts (../<module>/service).',
    ]);
  });

  it("allows another module's service.ts, the module's own files and the server's lower layers", async () => {
    const source = [
      "import { getPipeline } from '../pipeline/service';",
      "import { findJob } from './read';",
      "import { listPage } from '../../db/paging';",
      "import { notFound } from '../../core/errors';",
      "import { endpoint } from '../../http/route';",
      'export const used = [getPipeline, findJob, listPage, notFound, endpoint];',
      '',
    ].join('\n');
    expect(await boundaryErrors('src/server/modules/job/probe.ts', source)).toEqual([]);
  });

  it('lets the app reach a module through its routes.ts or service.ts, never another of its files', async () => {
    const source = [
      "import { jobRoutes } from './modules/job/routes';",
      "import { refreshChatAudience } from './modules/chat/service';",
      "import { findJob } from './modules/job/read';",
      'export const used = [jobRoutes, refreshChatAudience, findJob];',
      '',
    ].join('\n');
    expect(await boundaryErrors('src/server/app.ts', source)).toEqual([
      'server/app.ts reaches a module only through its routes.ts or service.ts',
    ]);
  });
});

describe('server layers', () => {
  it('keeps core, db and http from importing modules', async () => {
    const source = "import { userInfo } from '../modules/shell/service';\nexport const used = userInfo;\n";
    expect(await boundaryErrors('src/server/core/probe.ts', source)).toEqual(['server/core must not import server/modules']);
    expect(await boundaryErrors('src/server/db/probe.ts', source)).toEqual(['server/db must not import server/modules']);
    expect(await boundaryErrors('src/server/http/probe.ts', source)).toEqual(['server/http must not import server/modules']);
  });

  it("lets core name the types of what the app is given, never import another layer's code", async () => {
    expect(await boundaryErrors('src/server/core/probe.ts', "import type { Db } from '../db/client';\nexport type Used = Db;\n")).toEqual(
      [],
    );
    expect(await boundaryErrors('src/server/core/probe.ts', "import { apps } from '../db/schema';\nexport const used = apps;\n")).toEqual([
      'server/core must not import server/db',
    ]);
  });

  it('keeps http and realtime apart: each imports core', async () => {
    const fromRealtime = "import { bearerToken } from '../http/authenticate';\nexport const used = bearerToken;\n";
    expect(await boundaryErrors('src/server/realtime/probe.ts', fromRealtime)).toEqual([
      'server/realtime and server/http must not import each other (share through core)',
    ]);
    const fromHttp = "import { RealtimeHub } from '../realtime/hub';\nexport const used = RealtimeHub;\n";
    expect(await boundaryErrors('src/server/http/probe.ts', fromHttp)).toEqual([
      'server/http and server/realtime must not import each other (share through core)',
    ]);
    const shared = "import { HttpError } from '../core/errors';\nexport const used = HttpError;\n";
    expect(await boundaryErrors('src/server/realtime/probe.ts', shared)).toEqual([]);
  });
});

describe('web layers', () => {
  it('lets features use the domain layer, never the other way round', async () => {
    const down = "import { StatusDrawer } from '../../domain/status-drawer';\nexport const used = StatusDrawer;\n";
    expect(await boundaryErrors('src/web/features/jobs/probe.ts', down)).toEqual([]);
    const up = "import { JobList } from '../features/jobs/job-list';\nexport const used = JobList;\n";
    expect(await boundaryErrors('src/web/domain/probe.ts', up)).toEqual(['web/domain must not import web/features']);
  });
});

describe('import cycles', () => {
  const first = 'tests/support/import-cycle/first.ts';

  it('reports an import that leads back to the importing file, naming the chain', async () => {
    const source = "import { second } from './second';\nexport const first = () => second.length;\n";
    expect(await cycleErrors(first, source)).toEqual(['Import cycle: first.ts → second.ts → first.ts']);
  });

  it('ignores type-only imports, on either side: TypeScript erases them', async () => {
    const typeOnly = "import type { second } from './second';\nexport const first = (list: typeof second) => list.length;\n";
    expect(await cycleErrors(first, typeOnly)).toEqual([]);
    const backByType =
      "import type { FirstFunction } from './types-only';\nimport './types-only';\nexport const first: FirstFunction | null = null;\n";
    expect(await cycleErrors(first, backByType)).toEqual([]);
  });

  it('reports an import into a group (a module) that leads back to the importing group, though no file cycle does', async () => {
    const alpha = 'tests/support/import-cycle/groups/alpha/service.ts';
    const toBeta = "import { beta } from '../beta/service';\nexport const alpha = () => beta;\n";
    expect(await cycleErrors(alpha, toBeta)).toEqual(['Import cycle between groups: alpha → beta → alpha']);
    const toGamma = "import { gamma } from '../gamma/service';\nexport const alpha = () => gamma;\n";
    expect(await cycleErrors(alpha, toGamma)).toEqual([]);
  });
});
