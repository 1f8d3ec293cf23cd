import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** An axe-core finding: the rule broken, and the first elements that break it. */
export interface AxeFinding {
  rule: string;
  impact: string;
  targets: string[];
}

/**
 * The serious or critical axe-core findings (WCAG 2.1 A and AA) on the page as it is. axe is evaluated as the test's
 * own script (the site's CSP does not apply to it) and asked for violations only: collecting the elements that pass
 * every rule would cost about as much again.
 */
export async function seriousAxeFindings(page: Page): Promise<AxeFinding[]> {
  await page.evaluate(axeSource);
  const found = await page.evaluate(async () => {
    type Violation = { id: string; impact: string; nodes: { target: string[] }[] };
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ rule: v.id, impact: v.impact, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  });
  return found.filter((finding) => finding.impact === 'serious' || finding.impact === 'critical');
}
