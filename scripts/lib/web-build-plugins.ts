import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Connect, Plugin } from 'vite';

/** The landing page's JavaScript budget, gzipped (docs/performance.md). */
export const LANDING_JS_BUDGET_BYTES = 80 * 1024;

/**
 * The landing page's own HTML (web/landing.html), which the server sends for "/" (without the
 * app's router); every other page of the app gets index.html.
 */
export const LANDING_HTML = 'landing.html';

/** The app's frame as its first render draws it (web/src/app/static-frame.tsx). */
export const STATIC_FRAME_FILE = fileURLToPath(
  new URL('../../web/src/app/static-frame.html', import.meta.url),
);

/**
 * Puts the app's static frame into index.html's root, so a page is drawn (its header, a waiting
 * main area) as soon as the HTML and the stylesheet arrive, before the script: React's first
 * render replaces it with the same markup. index.html only: the landing page's own entry is
 * small, and its first render is the landing page itself.
 */
export function staticFrame(frameFile = STATIC_FRAME_FILE): Plugin {
  return {
    name: 'rbt-static-frame',
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        if (!context.filename.endsWith('index.html')) return html;
        return withStaticFrame(html, readFileSync(frameFile, 'utf8').trim());
      },
    },
  };
}

/** The HTML with the frame inside its empty root element. */
export function withStaticFrame(html: string, frame: string): string {
  const emptyRoot = '<div id="root"></div>';
  if (!html.includes(emptyRoot)) throw new Error('The HTML has no empty <div id="root"></div>.');
  return html.replace(emptyRoot, `<div id="root">${frame}</div>`);
}

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.map']);
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a .br (Brotli, best quality) and a .gz (gzip -9) beside every compressible file of the
 * build: compressed once at build time, so the server sends them without spending CPU on each
 * request (@fastify/static's preCompressed option picks one by Accept-Encoding).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'rbt-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.has(extname(file))) continue;
        const bytes = readFileSync(file);
        if (bytes.length < MIN_BYTES) continue;
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
      }
    },
  };
}

/**
 * The dev and preview servers send the landing page's own HTML for "/", as the production server
 * does (src/infra/http/web-app.ts), so what a developer sees at "/" is what a visitor gets.
 */
export function serveLandingAtRoot(): Plugin {
  const rewrite: Connect.NextHandleFunction = (request, _response, next) => {
    request.url = landingAtRoot(request.url ?? '/');
    next();
  };
  return {
    name: 'rbt-landing-at-root',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

/** "/" (with any query) names the landing page's HTML; every other address stays as it is. */
export function landingAtRoot(url: string): string {
  const [path, ...query] = url.split('?');
  return path === '/' ? [`/${LANDING_HTML}`, ...query].join('?') : url;
}

export interface ScriptSize {
  files: string[];
  bytes: number;
  gzip: number;
  brotli: number;
}

/**
 * The JavaScript a browser fetches to show the landing page: its own entry's chunk (landing.html)
 * and every chunk it imports statically. Printed by every build, with the budget beside it.
 */
export function reportLandingPageSize(): Plugin {
  let log: (line: string) => void = console.log;
  let summary = '';
  return {
    name: 'rbt-landing-size',
    apply: 'build',
    configResolved(config) {
      // Vite's logger, so `--logLevel warn` (npm start's build) keeps it quiet.
      log = (line) => config.logger.info(line);
    },
    generateBundle(_options, bundle) {
      const chunks = new Map<string, { code: string; imports: string[] }>();
      let entry: string | undefined;
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.set(output.fileName, { code: output.code, imports: output.imports });
        if (output.isEntry && output.facadeModuleId?.endsWith(`/${LANDING_HTML}`)) {
          entry = output.fileName;
        }
      }
      if (entry === undefined) return;
      const size = staticScriptSize(entry, chunks);
      const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
      const verdict = size.gzip <= LANDING_JS_BUDGET_BYTES ? 'within' : 'OVER';
      summary =
        `landing page JavaScript: ${size.files.length} files, ${kb(size.bytes)}, ` +
        `${kb(size.gzip)} gzipped (${verdict} the ${kb(LANDING_JS_BUDGET_BYTES)} budget), ` +
        `${kb(size.brotli)} brotli`;
    },
    // After Vite's table of files, where a reader looks last.
    closeBundle() {
      if (summary !== '') log(summary);
    },
  };
}

/** The entry and its static imports, each once, with their sizes as served. */
export function staticScriptSize(
  entry: string,
  chunks: ReadonlyMap<string, { code: string; imports: string[] }>,
): ScriptSize {
  const files: string[] = [];
  const visit = (name: string) => {
    if (files.includes(name)) return;
    const chunk = chunks.get(name);
    if (!chunk) return;
    files.push(name);
    chunk.imports.forEach(visit);
  };
  visit(entry);
  const size: ScriptSize = { files, bytes: 0, gzip: 0, brotli: 0 };
  for (const name of files) {
    const code = Buffer.from(chunks.get(name)?.code ?? '');
    size.bytes += code.length;
    size.gzip += gzipSync(code, { level: 9 }).length;
    size.brotli += brotliCompressSync(code).length;
  }
  return size;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}
