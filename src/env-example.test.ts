import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, loadConfig } from './config.js';
import { projectRoot } from './infra/project-root.js';

// .env.example is the list an engineer copies: it names every setting the app reads, each
// with its true default, so it cannot drift from src/config.ts.

const lines = readFileSync(join(projectRoot(), '.env.example'), 'utf8').split('\n');
/** `# NAME=value` (commented: copying the file changes nothing) or `NAME=value`. */
const settings = lines
  .map((line) => /^#? ?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line))
  .filter((match) => match !== null)
  .map((match) => ({ name: match[1]!, value: match[2]! }));

describe('.env.example', () => {
  it('lists every setting the app reads, once, and nothing else', () => {
    const names = settings.map((s) => s.name);
    expect([...names].sort()).toEqual([...CONFIG_VARIABLES].sort());
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives the defaults the app really uses', () => {
    // The examples of what to set (a server's address, a zone) are not defaults.
    const examples = new Set(['DATABASE_URL', 'SMTP_URL', 'TIME_ZONE']);
    const defaults = Object.fromEntries(
      settings.filter((s) => s.value !== '' && !examples.has(s.name)).map((s) => [s.name, s.value]),
    );
    expect(loadConfig(defaults)).toEqual(loadConfig({}));
  });

  it('keeps every setting commented out, so a copied file changes nothing by itself', () => {
    expect(lines.filter((line) => /^[A-Z]/.test(line))).toEqual([]);
  });
});
