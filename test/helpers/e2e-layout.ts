import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { projectRoot } from '../../src/infra/project-root.js';

/** Lighthouse's phone (Moto G Power) and desktop screens, in CSS pixels. */
export const viewports = {
  phone: { width: 412, height: 823 },
  desktop: { width: 1350, height: 940 },
} as const;

/**
 * Starts adding up the page's layout shifts from its first paint (a PerformanceObserver for
 * `layout-shift`, buffered), as the Core Web Vitals count them: a shift right after the user's
 * own input does not count. Call before the page's first navigation.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  // A string: the test project has no DOM types; this runs in the page.
  await page.addInitScript(`(() => {
    const record = { total: 0, shifts: [] };
    window.__layoutShifts = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        record.total += entry.value;
        const nodes = (entry.sources || []).map((source) => {
          const node = source.node;
          return node && node.tagName
            ? node.tagName.toLowerCase() + '.' + [...node.classList].join('.')
            : String(node && node.nodeName);
        });
        record.shifts.push({ value: entry.value, nodes });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  })()`);
}

export interface LayoutShifts {
  total: number;
  shifts: { value: number; nodes: string[] }[];
}

/** The layout shift so far, and which elements moved (to say what jumped when it fails). */
export async function layoutShiftSoFar(page: Page): Promise<LayoutShifts> {
  return page.evaluate<LayoutShifts>('window.__layoutShifts');
}

/** Waits until no "Loading…" line is left and the network has been quiet for a moment. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .getByText(/^Loading\b/)
    .first()
    .waitFor({ state: 'hidden' });
  // Late shifts (a font, an image, a panel filling in) have a moment to happen and be counted.
  await page.waitForTimeout(500);
}

type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;

function builtManifest(): Manifest {
  return JSON.parse(
    readFileSync(join(projectRoot(), 'web', 'dist', '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
}

/** A manifest entry's file and every file it imports statically (what its page loads at once). */
function filesOf(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return new Set();
  seen.add(key);
  const files = new Set([chunk.file]);
  for (const imported of chunk.imports ?? []) {
    for (const file of filesOf(manifest, imported, seen)) files.add(file);
  }
  return files;
}

/**
 * The files of the built web app only the operator console needs: its page's chunk and every
 * chunk it imports that the parent's and the nanny's pages do not (from Vite's manifest).
 */
export function operatorOnlyFiles(): string[] {
  const manifest = builtManifest();
  const keyOf = (name: string) => {
    const key = Object.keys(manifest).find((k) => k.endsWith(`/${name}`));
    if (key === undefined) throw new Error(`No ${name} in web/dist/.vite/manifest.json`);
    return key;
  };
  const operator = filesOf(manifest, keyOf('operator-console-route.tsx'));
  const others = new Set([
    ...filesOf(manifest, keyOf('parent-dashboard-route.tsx')),
    ...filesOf(manifest, keyOf('nanny-dashboard-route.tsx')),
    ...filesOf(manifest, 'index.html'),
    ...filesOf(manifest, 'landing.html'),
  ]);
  return [...operator].filter((file) => !others.has(file));
}

/** The scripts of the landing page's own entry (landing.html): all it should ever load. */
export function landingPageFiles(): string[] {
  const files = filesOf(builtManifest(), 'landing.html');
  if (files.size === 0) throw new Error('No landing.html in web/dist/.vite/manifest.json');
  return [...files];
}
