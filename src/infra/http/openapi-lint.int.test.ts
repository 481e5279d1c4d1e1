import { fileURLToPath } from 'node:url';
import { loadConfig, lintFromString } from '@redocly/openapi-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../../test/helpers/test-database.js';
import { startTestRuntime } from '../../../test/helpers/test-runtime.js';
import { buildApp } from '../../app.js';
import type { Runtime } from '../../runtime.js';

// The API contract as a client's tools read it: the document served at /docs/json passes
// Redocly's recommended rules, with nothing turned down that redocly.yaml does not justify.

const configPath = fileURLToPath(new URL('./redocly.yaml', import.meta.url));
let runtime: Runtime;
let app: FastifyInstance;

beforeAll(async () => {
  runtime = await startTestRuntime({ work: false });
  app = await buildApp({
    ...runtime,
    config: { ...runtime.config, apiDocs: 'public' },
    logger: false,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await runtime.close();
});

describe(`the API document on ${testEngine}`, () => {
  it("passes Redocly's recommended rules with no error and no warning", async () => {
    // Run from this folder's path, so the ignore file's "openapi.json" names the served document.
    const served = await app.inject('/docs/json');
    expect(served.statusCode).toBe(200);
    const config = await loadConfig({ configPath });
    const problems = await lintFromString({
      source: served.body,
      absoluteRef: fileURLToPath(new URL('./openapi.json', import.meta.url)),
      config,
    });
    // .redocly.lint-ignore.yaml (beside redocly.yaml) lists the few problems that are right as
    // they are, each with its reason.
    const lines = problems
      .filter((p) => !p.ignored)
      .map((p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`);
    expect(lines).toEqual([]);
  });
});
