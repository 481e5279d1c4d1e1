import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// axe-core in the page under test. Its source goes in through page.evaluate, which the DevTools
// protocol runs outside the page's Content-Security-Policy, so the app's strict CSP stays as it
// is (no script tag, no nonce, no relaxed policy for tests).

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), {
  encoding: 'utf8',
});

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}

export interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

/** Runs axe on the whole page as it is now and returns every violation of the WCAG tags. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate<boolean>("typeof window.axe === 'object'"))) {
    await page.evaluate(axeSource);
  }
  const options = { runOnly: { type: 'tag', values: wcagTags }, resultTypes: ['violations'] };
  const results = await page.evaluate<{ violations: AxeViolation[] }>(
    `window.axe.run(document, ${JSON.stringify(options)})`,
  );
  return results.violations;
}

const blocking = new Set(['serious', 'critical']);

/** One line per violation and one per element: rule, impact, help, then each target. */
export function describeViolations(violations: readonly AxeViolation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => {
        const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
        return `    ${JSON.stringify(node.target)}: ${summary}`;
      });
      const head = `  ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}`;
      return [head, ...nodes].join('\n');
    })
    .join('\n');
}

/** Serious and critical violations on the page, as readable text ('' when there are none). */
export async function seriousViolations(page: Page): Promise<string> {
  const found = (await axeViolations(page)).filter((v) => blocking.has(v.impact ?? ''));
  return describeViolations(found);
}
