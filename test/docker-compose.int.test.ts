import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_VARIABLES } from '../src/config.js';
import { projectRoot } from '../src/infra/project-root.js';

// docker-compose.yml and README.md stay in step with the configuration the app reads: a
// variable the app does not know would be silently ignored in a production-like run.

interface Compose {
  services: Record<string, { image?: string; environment?: Record<string, string> | string[] }>;
}

const read = (file: string) => readFileSync(join(projectRoot(), file), 'utf8');
const compose = parse(read('docker-compose.yml')) as Compose;
const readme = read('README.md');

const namesIn = (environment: Record<string, string> | string[] | undefined) =>
  Array.isArray(environment)
    ? environment.map((entry) => entry.split('=')[0]!)
    : Object.keys(environment ?? {});

describe('docker-compose.yml', () => {
  it("sets only variables the app reads (CONFIG_VARIABLES, which the app's reader enforces)", () => {
    const app = compose.services.app;
    expect(app, 'an app service').toBeDefined();
    const unknown = namesIn(app!.environment).filter((name) => !CONFIG_VARIABLES.includes(name));
    expect(unknown).toEqual([]);
    expect(namesIn(app!.environment)).toContain('DATABASE_URL');
  });

  it('pins every image to a version (no floating latest), so a rebuild runs what was tested', () => {
    const floating = Object.entries(compose.services)
      .filter(([, service]) => service.image !== undefined)
      .filter(
        ([, service]) =>
          !/:[^:]*\d[^:]*$/.test(service.image!) || service.image!.endsWith(':latest'),
      )
      .map(([name, service]) => `${name}: ${service.image}`);
    expect(floating).toEqual([]);
  });

  it('has every service the README says it starts, and the README names each', () => {
    const section = readme.slice(readme.indexOf('## Production-like run'));
    const described = section.slice(0, section.indexOf('\n## ', 1) >>> 0);
    const services: Record<string, RegExp> = {
      postgres: /PostgreSQL/,
      minio: /MinIO/,
      mail: /mail catcher/,
      app: /the app/,
    };
    expect(Object.keys(compose.services).sort()).toEqual(Object.keys(services).sort());
    for (const [service, named] of Object.entries(services)) {
      expect(described, service).toMatch(named);
    }
  });
});

describe('README.md', () => {
  it('documents every variable the app reads', () => {
    const missing = CONFIG_VARIABLES.filter((name) => !readme.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});
