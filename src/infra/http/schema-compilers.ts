import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
type ValidatorFactory = NonNullable<CompilersFactory['buildValidator']>;
type SerializerFactory = NonNullable<CompilersFactory['buildSerializer']>;

/**
 * Fastify's own compilers, with what they compile kept for the whole process instead of compiled
 * again for every app. Compiling every route's validators and serializers is most of the time it
 * takes to build the app (a second or more on a 2-core machine); one process builds many apps (the
 * test suite, one per file; the bench), from the same schemas. A compiled function is kept by its
 * schema's JSON (routes that build their schemas when registered make new objects each time) and
 * the compiler's options. A production server builds one app and sees no difference.
 *
 * Sharing is safe: a validator is called and its `errors` read synchronously, and a serializer
 * keeps no state.
 */
export const sharedValidatorFactory = keptBy(AjvCompiler() as ValidatorFactory);
export const sharedSerializerFactory = keptBy(SerializerSelector());

/** A compiler factory whose compilers answer a schema compiled before from what they kept. */
export function keptBy<F extends ValidatorFactory | SerializerFactory>(factory: F): F {
  const compiled = new Map<string, unknown>();
  const kept = (externalSchemas: unknown, options: unknown) => {
    const compile = (factory as (e: unknown, o: unknown) => (route: RouteSchema) => unknown)(
      externalSchemas,
      options,
    );
    const compilerKey = JSON.stringify([externalSchemas, options]);
    return (route: RouteSchema) => {
      const key = `${compilerKey}\n${route.httpPart ?? ''}\n${JSON.stringify(route.schema)}`;
      if (!compiled.has(key)) compiled.set(key, compile(route));
      return compiled.get(key);
    };
  };
  return kept as unknown as F;
}

interface RouteSchema {
  schema: unknown;
  httpPart?: string;
}
