import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './infra/project-root.js';

// A fresh clone has only the repository: every link in README.md and docs/ must land on a file
// inside it (no ../shared, no file that moved).

const root = projectRoot();
const documents = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => join('docs', name)),
];

describe('links in the documentation', () => {
  it('point only at files inside the repository that exist', () => {
    const broken: string[] = [];
    for (const document of documents) {
      const text = readFileSync(join(root, document), 'utf8');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (target === undefined || /^(https?:|mailto:|#)/.test(target)) continue;
        const path = resolve(dirname(join(root, document)), target.split('#')[0]!);
        const inside = !relative(root, path).startsWith('..');
        if (!inside || !existsSync(path)) broken.push(`${document}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
