import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/infra/project-root.js';
import { landingAtRoot, staticScriptSize, withStaticFrame } from './web-build-plugins.js';

/** Every index.ts under a folder. */
function indexFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return indexFilesUnder(path);
    return entry.name === 'index.ts' ? [path] : [];
  });
}

describe('the landing page at "/" in the dev and preview servers', () => {
  it('names the landing HTML for "/" with its query, and leaves every other address alone', () => {
    expect(landingAtRoot('/')).toBe('/landing.html');
    expect(landingAtRoot('/?authError=Google%20said%20no')).toBe(
      '/landing.html?authError=Google%20said%20no',
    );
    for (const url of ['/parent-dashboard', '/landing.html', '/src/main.tsx', '/@vite/client']) {
      expect(landingAtRoot(url)).toBe(url);
    }
  });
});

describe("the app's static frame in its HTML", () => {
  it('fills the empty root element and changes nothing else', () => {
    const html = '<head><title>t</title></head><body><div id="root"></div><p>after</p></body>';
    expect(withStaticFrame(html, '<header>frame</header>')).toBe(
      '<head><title>t</title></head><body><div id="root"><header>frame</header></div><p>after</p></body>',
    );
  });

  it('refuses HTML whose root is missing or already filled, rather than draw no frame', () => {
    expect(() => withStaticFrame('<body></body>', 'x')).toThrow(/no empty/);
    expect(() => withStaticFrame('<div id="root">y</div>', 'x')).toThrow(/no empty/);
  });
});

describe("the landing page's JavaScript as the build counts it", () => {
  it('counts the entry and every chunk it imports statically, each once', () => {
    const chunks = new Map([
      [
        'landing.js',
        { code: 'import "./react.js"; import "./api.js";', imports: ['react.js', 'api.js'] },
      ],
      ['react.js', { code: 'export const react = 1;', imports: [] }],
      ['api.js', { code: 'import "./react.js"; export const api = 2;', imports: ['react.js'] }],
      ['router.js', { code: 'export const router = 3;', imports: [] }],
    ]);
    const size = staticScriptSize('landing.js', chunks);
    expect(size.files).toEqual(['landing.js', 'react.js', 'api.js']);
    const code = ['landing.js', 'react.js', 'api.js'].map((name) => chunks.get(name)!.code);
    expect(size.bytes).toBe(code.join('').length);
    expect(size.gzip).toBeGreaterThan(0);
  });
});

describe("the web app's index.ts files", () => {
  // vite.config.ts declares them free of side effects, so that importing one name from a
  // feature reaches that name's module alone (the landing page stays light). That holds only
  // while they do nothing but re-export.
  it('only re-export', () => {
    const web = join(projectRoot(), 'web', 'src');
    const files = [...indexFilesUnder(join(web, 'features')), ...indexFilesUnder(join(web, 'lib'))];
    expect(files.length).toBeGreaterThan(5);
    const doing = files.flatMap((file) => {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
      return source.statements
        .filter((statement) => !(ts.isExportDeclaration(statement) && statement.moduleSpecifier))
        .map((statement) => `${relative(web, file)}: ${statement.getText(source)}`);
    });
    expect(doing).toEqual([]);
  });
});
