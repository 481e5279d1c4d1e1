import { describe, expect, it } from 'vitest';
import { earlyPages, earlyPageAt } from '../../web/src/app/early-pages.js';
import { importClosure, pageHtml, pageHtmlFile } from './page-html.js';

const indexHtml = [
  '<html><head>',
  '<link rel="preload" as="fetch" crossorigin href="/api/session" />',
  '<script type="module" crossorigin src="/assets/app.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react.js">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

const chunks = [
  { fileName: 'assets/app.js', imports: ['assets/react.js'], facadeModuleId: '/x/web/index.html' },
  { fileName: 'assets/react.js', imports: [], facadeModuleId: null },
  {
    fileName: 'assets/parent.js',
    imports: ['assets/react.js', 'assets/live.js'],
    facadeModuleId: '/x/web/src/app/routes/parent-dashboard-route.tsx',
  },
  {
    fileName: 'assets/live.js',
    imports: ['assets/react.js', 'assets/dates.js'],
    facadeModuleId: null,
  },
  { fileName: 'assets/dates.js', imports: [], facadeModuleId: null },
  {
    fileName: 'assets/operator.js',
    imports: ['assets/react.js'],
    facadeModuleId: '/x/web/src/app/routes/operator-console-route.tsx',
  },
];

const parentPage = earlyPageAt('/parent-dashboard')!;

describe("a page's own HTML", () => {
  it("names the page's chunk and every chunk it imports that the app's HTML does not, and its first data", () => {
    const html = pageHtml(indexHtml, parentPage, chunks);
    const added = html.split('\n').filter((line) => !indexHtml.includes(line.trim()));
    expect(added.map((line) => line.trim())).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/parent.js">',
      '<link rel="modulepreload" crossorigin href="/assets/live.js">',
      '<link rel="modulepreload" crossorigin href="/assets/dates.js">',
      '<link rel="preload" as="fetch" crossorigin href="/api/parent/profile">',
    ]);
    // Never the operator console's chunk, and the app's own scripts once.
    expect(html).not.toContain('operator.js');
    expect(html.match(/react\.js/g)).toHaveLength(1);
    expect(html.indexOf('parent.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('fails the build when no chunk is made from the named module', () => {
    expect(() => pageHtml(indexHtml, parentPage, chunks.slice(0, 2))).toThrow(
      'No chunk of the build is made from routes/parent-dashboard-route.tsx.',
    );
  });

  it('follows imports once each, the chunk first', () => {
    expect(importClosure('assets/parent.js', chunks)).toEqual([
      'assets/parent.js',
      'assets/react.js',
      'assets/live.js',
      'assets/dates.js',
    ]);
  });

  it("is written under pages/ at each of the page's addresses", () => {
    expect(pageHtmlFile('/parent-dashboard')).toBe('pages/parent-dashboard.html');
    expect(pageHtmlFile('/payments/test-onboarding')).toBe('pages/payments/test-onboarding.html');
    expect(earlyPageAt('/parent/')?.name).toBe('parentDashboard');
    expect(earlyPageAt('/operator')).toBeUndefined();
    // The operator console is never preloaded: a parent or a nanny never downloads it.
    expect(earlyPages.map((page) => page.module)).not.toContain(
      'routes/operator-console-route.tsx',
    );
  });
});
