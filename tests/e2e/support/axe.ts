// axe-core in the page under test. Specs that audit use `test.use({ bypassCSP: true })`: axe is
// injected as a script, which our CSP forbids.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ROOT } from './server';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const AXE_DIR = path.join(ROOT, 'test-results/axe');

export interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical';
  help: string;
  targets: string[];
}

/**
 * The one exception, by rule and selector: Fluent's focus management (tabster) puts aria-hidden
 * focusable <i> sentinels around its focus traps and groups (popups, tables) by design; they hand
 * focus on and are never read out.
 */
const ALLOWED = { rule: 'aria-hidden-focus', selector: '[data-tabster-dummy]' };

export interface AxeAudit {
  /** Every violation, all impacts, less the allowed exception. */
  violations: AxeViolation[];
  /** Where the exception applied: the sentinels' selectors. */
  allowed: string[];
}

/** Runs axe on the settled page. */
export async function axeAudit(page: Page): Promise<AxeAudit> {
  // A popover or drawer still fading in has its text at part opacity: audit the settled page.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  return page.evaluate(async (exception) => {
    interface Result {
      id: string;
      impact: AxeViolation['impact'];
      help: string;
      nodes: { target: string[]; element: Element }[];
    }
    const axe = (window as unknown as { axe: { run: (options: object) => Promise<{ violations: Result[] }> } }).axe;
    const { violations } = await axe.run({ elementRef: true });
    const allowed = (violation: Result, node: Result['nodes'][number]) =>
      violation.id === exception.rule && node.element.matches(exception.selector);
    const where = (nodes: Result['nodes']) => nodes.map((node) => node.target.join(' '));
    return {
      violations: violations
        .map((violation) => ({
          id: violation.id,
          impact: violation.impact,
          help: violation.help,
          targets: where(violation.nodes.filter((node) => !allowed(violation, node))),
        }))
        .filter((violation) => violation.targets.length > 0),
      allowed: violations.flatMap((violation) => where(violation.nodes.filter((node) => allowed(violation, node)))),
    };
  }, ALLOWED);
}

/** Every violation axe finds on the settled page, all impacts, less the allowed exception. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  return (await axeAudit(page)).violations;
}

/** The critical and serious violations, one line each (rule, help, where). */
export const seriousOnes = (violations: AxeViolation[]) =>
  violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} (${violation.targets.join(', ')})`);

/** Audits the settled page and returns its critical and serious violations. */
export async function seriousViolations(page: Page): Promise<string[]> {
  return seriousOnes(await axeViolations(page));
}

/** Keeps every finding of one audit as test-results/axe/<name>.json, for the figures by rule and impact. */
export function keepAxeReport(name: string, audit: AxeAudit): void {
  mkdirSync(AXE_DIR, { recursive: true });
  const file = `${name.replace(/^\//, '').replace(/[^a-z0-9-]+/gi, '-') || 'dashboard'}.json`;
  writeFileSync(path.join(AXE_DIR, file), JSON.stringify(audit, null, 2));
}
