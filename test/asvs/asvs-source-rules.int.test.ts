import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/infra/project-root.js';

/**
 * OWASP ASVS 5.0 requirements that are properties of the source rather than of one request:
 * the web app renders text as text and keeps nothing in browser storage; the server runs no
 * dynamic code and never turns off TLS certificate checks. No database is needed; the file is
 * an integration test only because it reads the whole tree.
 */

const root = projectRoot();

function sourceFiles(folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(ts|tsx)$/.test(entry.name)) continue;
    if (/\.test\.tsx?$/.test(entry.name)) continue;
    found.push(join(entry.parentPath, entry.name));
  }
  return found;
}

/** `file: line` for every line of the files matching the pattern. */
function offences(files: string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        pattern.test(line) ? [`${relative(root, file)}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
}

const web = sourceFiles('web/src');
const server = [...sourceFiles('src'), ...sourceFiles('scripts')];

describe('ASVS rules kept by the source', () => {
  it('finds the sources it checks', () => {
    expect(web.length).toBeGreaterThan(20);
    expect(server.length).toBeGreaterThan(20);
  });

  it('V3.2.2, V1.2.1: the web app never writes HTML from strings (React escapes text)', () => {
    expect(
      offences(
        web,
        /dangerouslySetInnerHTML|\.innerHTML|\.outerHTML|insertAdjacentHTML|document\.write/,
      ),
    ).toEqual([]);
  });

  it('V1.3.2: no eval or Function constructor, in the web app or on the server', () => {
    expect(offences([...web, ...server], /\beval\s*\(|new\s+Function\s*\(/)).toEqual([]);
  });

  it('V14.3.3, V14.3.1: the web app keeps nothing in browser storage or script-readable cookies', () => {
    expect(
      offences(web, /localStorage|sessionStorage|indexedDB|document\.cookie|caches\.open/),
    ).toEqual([]);
  });

  it('V3.5.5: the web app listens to no cross-window messages (postMessage)', () => {
    expect(offences(web, /addEventListener\(\s*['"]message['"]|window\.onmessage/)).toEqual([]);
  });

  it('V6.2.6, V6.2.7: every password field is masked, and nothing blocks paste or password managers', () => {
    // A field is written with a literal password label beside its type, or as a PasswordField
    // (which renders type="password" itself, checked below; its label line is the element's
    // own). The change-password form writes its three through one PasswordField, so eight
    // places in the source write the app's password fields.
    const fields = web.flatMap((file) => {
      const lines = readFileSync(file, 'utf8').split('\n');
      return lines.flatMap((line, index) => {
        const at = `${relative(root, file)}:${index + 1}`;
        if (/<PasswordField\b/.test(line)) return [{ at, masked: true }];
        const inPasswordField = /<PasswordField\b/.test(lines[index - 1] ?? '');
        if (!/(?<![-\w])label="[^"]*password/i.test(line) || inPasswordField) return [];
        const near = lines.slice(index, index + 4).join(' ');
        return [{ at, masked: near.includes('type="password"') }];
      });
    });
    expect(fields.length).toBeGreaterThanOrEqual(8);
    expect(fields.filter((field) => !field.masked)).toEqual([]);
    const passwordField = readFileSync(
      join(root, 'web/src/features/accounts/password-field.tsx'),
      'utf8',
    );
    expect(passwordField).toMatch(/<TextField type="password"[^>]*\{\.\.\.props\}/);
    expect(passwordField).not.toMatch(/^\s*type\?*:/m);
    expect(offences(web, /onPaste|autoComplete="off"|autocomplete="off"/)).toEqual([]);
  });

  it('V12.3.2: the server never turns off TLS certificate checks', () => {
    expect(offences(server, /rejectUnauthorized\s*:\s*false|NODE_TLS_REJECT_UNAUTHORIZED/)).toEqual(
      [],
    );
  });

  it('V11.4.1: no MD5 or SHA-1 for any purpose on the server', () => {
    expect(offences(server, /createHash\(\s*['"](md5|sha1)['"]|\bmd5\b|\bsha1\b/i)).toEqual([]);
  });

  it('V11.5.1: Math.random on the server only where nothing needs to be unguessable', () => {
    // Jitter between retries of a version conflict, and the benchmark's load mix: a guess gains
    // nothing.
    const allowed = ['src/infra/event-store/event-store-service.ts', 'scripts/bench/mixed-load.ts'];
    expect(
      offences(server, /Math\.random\s*\(/).filter(
        (offence) => !allowed.some((file) => offence.startsWith(`${file}:`)),
      ),
    ).toEqual([]);
  });
});
