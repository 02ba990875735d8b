import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

// axe-core as @axe-core/playwright resolves it (the version it was built for).
const requireFromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const axeSource = (requireFromAxePlaywright('axe-core') as { source: string }).source;

/** What {@link expectAccessible} checks. */
export interface AxeScope {
  /** A CSS selector: only that part of the page is checked (default: the whole page). */
  include?: string;
  /** Only these rules (default: axe-core's default rule set). The dark theme only changes colours: `['color-contrast']`. */
  rules?: string[];
  /** Fail on a violation of any impact, not only on serious and critical ones. */
  anyImpact?: boolean;
}

/**
 * Fails on any serious or critical axe-core violation (any violation with `scope.anyImpact`) on
 * the page or within `scope.include`, naming `label`, the rule and the elements.
 *
 * Cheaper than `new AxeBuilder({ page }).analyze()` and checks the same rules: axe-core is
 * injected once per document (not before every run), runs in the page itself (the app has no
 * frames, so AxeBuilder's per-frame `runPartial` and the blank page it opens for `finishRun` are
 * not needed), and only violations are collected (`resultTypes`), so no selector is computed for
 * the thousands of passing nodes.
 *
 * @param page - a page of the app.
 * @param label - names the page and state in the failure message, e.g. `/hash-text (dark)`.
 * @param scope - the part of the page and the rules.
 */
export async function expectAccessible(page: Page, label: string, scope: AxeScope = {}): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ include, rules }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const results = await axe.run(include ? { include: [include] } : document, {
        resultTypes: ['violations'],
        ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}),
      });
      return results.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
    },
    { include: scope.include, rules: scope.rules },
  );
  const bad = violations.filter((v) => scope.anyImpact || v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${label}: ${v.id} (${v.impact}) ${v.targets.join(', ')}`)).toEqual([]);
}

/**
 * Switches the page to a theme the way the app does: the `prefers-color-scheme` media feature and
 * `<html data-theme>`.
 *
 * @param page - a page of the app.
 * @param theme - `light` or `dark`.
 */
export async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
}
