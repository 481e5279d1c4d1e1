import Fastify from 'fastify';
import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { keptBy, sharedSerializerFactory, sharedValidatorFactory } from './schema-compilers.js';

/** An app whose one route takes a name of at most `maxLength` and answers it back. */
async function appWith(maxLength: number) {
  const app = Fastify({
    schemaController: {
      compilersFactory: {
        buildValidator: sharedValidatorFactory,
        buildSerializer: sharedSerializerFactory,
      },
    },
  });
  // A new schema object per app, as routes that build their schemas when registered make.
  const body = Type.Object({ name: Type.String({ maxLength }) }, { additionalProperties: false });
  const reply = Type.Object({ name: Type.String() });
  app.post('/echo', { schema: { body, response: { 200: reply } } }, (request) => request.body);
  await app.ready();
  return app;
}

const echo = (app: Awaited<ReturnType<typeof appWith>>, name: string) =>
  app.inject({ method: 'POST', url: '/echo', payload: { name } });

describe('compilers kept for the process', () => {
  it('compiles a schema once, whatever object it comes in', () => {
    let compiled = 0;
    const factory = keptBy(((_external: unknown, _options: unknown) => () => {
      compiled += 1;
      return () => true;
    }) as unknown as typeof sharedValidatorFactory);
    const compile = factory({}, { customOptions: {} });
    const again = factory({}, { customOptions: {} });
    const route = (maxLength: number) =>
      ({
        schema: { type: 'string', maxLength },
        httpPart: 'body',
        method: 'POST',
        url: '/',
      }) as never;
    const first = compile(route(5));
    expect(again(route(5))).toBe(first);
    expect(compiled).toBe(1);
    expect(compile(route(6))).not.toBe(first);
    expect(compiled).toBe(2);
  });

  it("gives each app its own schema's rules, not another's that looks alike", async () => {
    const short = await appWith(3);
    const long = await appWith(10);
    const shortAgain = await appWith(3);
    expect((await echo(short, 'Maria')).statusCode).toBe(400);
    expect((await echo(long, 'Maria')).json()).toEqual({ name: 'Maria' });
    expect((await echo(shortAgain, 'Ana')).json()).toEqual({ name: 'Ana' });
    expect((await echo(shortAgain, 'Maria')).statusCode).toBe(400);
    await Promise.all([short.close(), long.close(), shortAgain.close()]);
  });
});
