import type { Plugin } from 'vite';
import { earlyPages, type EarlyPage } from '../../web/src/app/early-pages.js';

/** Where the build writes each early page's own HTML: pages/<address>.html (web-app.ts). */
export const PAGES_DIR = 'pages';

/** A chunk of the build as far as preloading goes: its file and the chunks it imports. */
export interface ChunkImports {
  fileName: string;
  imports: readonly string[];
  facadeModuleId: string | null;
}

/**
 * Gives each early page's address (web/src/app/early-pages.ts) a copy of the app's index.html
 * that also names what the page needs before it can draw: its chunk and the chunks that imports,
 * as module preloads, and its first data as fetch preloads (index.html itself preloads the session). The browser then
 * asks for them while it reads the HTML, all at once, instead of one after the other as each
 * script runs; the app's own requests take those answers. The server sends
 * pages/<address>.html for the address (src/infra/http/web-app.ts), index.html for every other.
 */
export function pageHtmlWithPreloads(): Plugin {
  return {
    name: 'rbt-page-html',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || typeof index.source !== 'string') return;
      const chunks: ChunkImports[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks.push(output);
      }
      for (const page of earlyPages) {
        const html = pageHtml(index.source, page, chunks);
        for (const address of page.addresses) {
          this.emitFile({ type: 'asset', fileName: pageHtmlFile(address), source: html });
        }
      }
    },
  };
}

/** pages/parent-dashboard.html for /parent-dashboard, pages/payments/x.html for /payments/x. */
export function pageHtmlFile(address: string): string {
  return `${PAGES_DIR}${address}.html`;
}

/** The app's HTML with the page's preloads added at the end of its head. */
export function pageHtml(
  indexHtml: string,
  page: EarlyPage,
  chunks: readonly ChunkImports[],
): string {
  const entry = chunks.find((chunk) =>
    chunk.facadeModuleId?.endsWith(`/web/src/app/${page.module}`),
  );
  if (entry === undefined) throw new Error(`No chunk of the build is made from ${page.module}.`);
  const named = new Set(assetsNamedBy(indexHtml));
  const scripts = importClosure(entry.fileName, chunks).filter((file) => !named.has(`/${file}`));
  const links = [
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...page.firstRequests.map(
      // crossorigin (anonymous): the mode and credentials of the app's own fetch, so it takes
      // this answer instead of asking again.
      (path) => `<link rel="preload" as="fetch" crossorigin href="${path}">`,
    ),
  ];
  if (!indexHtml.includes('</head>')) throw new Error("The app's index.html has no </head>.");
  return indexHtml.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

/** A chunk and every chunk it imports statically, each once, the chunk first. */
export function importClosure(fileName: string, chunks: readonly ChunkImports[]): string[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files: string[] = [];
  const visit = (name: string) => {
    if (files.includes(name) || !byName.has(name)) return;
    files.push(name);
    byName.get(name)?.imports.forEach(visit);
  };
  visit(fileName);
  return files;
}

/** The /assets/ files an HTML already names (its scripts, preloads and style sheets). */
function assetsNamedBy(html: string): string[] {
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
}
