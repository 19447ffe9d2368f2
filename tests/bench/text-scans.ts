// `npm run bench:text`: the text scans that run on user input (rich text, Seo fields) on the
// longest input accepted, in shapes that make a backtracking regex or a rescan quadratic (a run of
// "<", open tags, spaces). Each is one linear pass: a budget is what a quadratic scan exceeds by
// orders of magnitude. Moved here from the unit tests, where timings failed on a busy machine.
import { RICH_TEXT_MAX_LENGTH as MAX, hasRichTextContent } from '../../src/shared/rules/rich-text';
import { stripMarkup } from '../../src/shared/rules/seo-text';
import { sanitizeRichText } from '../../src/server/http/sanitize-html';
import { normaliseEditorHtml } from '../../src/web/ui/rich-text/normalise-html';

interface ScanCase {
  name: string;
  inputs: string[];
  scan: (text: string) => unknown;
  budgetMs: number;
}

const RUNS = 3;

const cases: ScanCase[] = [
  {
    name: 'stripMarkup (Seo fields)',
    inputs: ['<'.repeat(1_000_000), '<a'.repeat(500_000), '<script>'.repeat(100_000), '<!--'.repeat(200_000), '<<b>'.repeat(200_000)],
    scan: stripMarkup,
    budgetMs: 200,
  },
  {
    name: 'hasRichTextContent',
    inputs: ['<'.repeat(MAX), `<p${' a'.repeat(MAX / 2)}`, '<>'.repeat(MAX / 2), '&nbsp'.repeat(MAX / 5)],
    scan: hasRichTextContent,
    budgetMs: 50,
  },
  {
    name: 'sanitizeRichText (server)',
    inputs: [
      '<'.repeat(MAX),
      '&nbsp;'.repeat(MAX / 6),
      `<p${' a=1'.repeat(MAX / 4)}`,
      '<p>'.repeat(MAX / 3),
      `<img src="data:image/png;base64,${'A'.repeat(MAX)}!">`,
    ],
    scan: sanitizeRichText,
    budgetMs: 500,
  },
  {
    name: 'normaliseEditorHtml (web editor)',
    inputs: ['<'.repeat(200_000), `<p>${'&nbsp;\u00a0 '.repeat(50_000)}x</p>`],
    scan: normaliseEditorHtml,
    budgetMs: 100,
  },
];

/**
 * The least CPU time of a few runs, in milliseconds: the scan is synchronous, so its CPU time is
 * its work, which other processes on a busy machine do not inflate as they do the wall clock.
 */
function fastest(scan: () => unknown): number {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < RUNS; run++) {
    const started = process.cpuUsage();
    scan();
    const used = process.cpuUsage(started);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}

let slow = 0;
for (const { name, inputs, scan, budgetMs } of cases) {
  for (const text of inputs) {
    const ms = fastest(() => scan(text));
    const ok = ms < budgetMs;
    if (!ok) slow += 1;
    console.log(
      `${ok ? 'ok  ' : 'SLOW'} ${`${name} on ${JSON.stringify(text.slice(0, 10))}… (${text.length.toLocaleString('en-US')} chars)`.padEnd(72)} ${ms.toFixed(1).padStart(7)} ms cpu  (budget ${budgetMs} ms)`,
    );
  }
}
if (slow) {
  console.error(`${slow} text scan(s) over budget`);
  process.exit(1);
}
