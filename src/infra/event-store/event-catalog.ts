import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import { closeObjects } from '../schema/closed-objects.js';
import {
  personalFieldsFrom,
  personalFieldsOf,
  type PersonalData,
  type PersonalField,
  type PersonalMark,
} from './personal-data.js';

/** Turns data written under schema version `from` into the shape of version `from + 1`. */
type Upcaster = (data: unknown) => unknown;

export interface EventTypeDefinition {
  type: string;
  /**
   * The schema of the current version; appends are checked against it, with every object closed
   * (a field it does not name is refused). Reads are not checked: old events upcast as before.
   */
  schema: TSchema;
  /** Defaults to 1. Bump it when the shape changes and add an upcaster from the old version. */
  schemaVersion?: number;
  /** upcasters[n] turns version n into n + 1. Old events are upcast on read, never rewritten. */
  upcasters?: Record<number, Upcaster>;
  /**
   * The personal fields of data stored under an older schema version, by dotted path, when they
   * differ from the current schema's marks (`personal()` in it). They are decrypted before the
   * upcasters run, so upcasters always see plain values.
   */
  personalInVersion?: Record<number, Record<string, PersonalMark>>;
}

interface CompiledDefinition {
  schemaVersion: number;
  check: TypeCheck<TSchema>;
  upcasters: Record<number, Upcaster>;
  personal: PersonalField[];
  personalInVersion: Record<number, PersonalField[]>;
}

interface EventCatalogOptions {
  /** Encrypts and decrypts personal fields; without it, an event with one cannot be appended. */
  personalData?: PersonalData;
}

export class UnknownEventTypeError extends Error {
  constructor(readonly eventType: string) {
    super(`Event type ${eventType} is not registered in the event catalog`);
    this.name = 'UnknownEventTypeError';
  }
}

export class InvalidEventError extends Error {
  constructor(
    readonly eventType: string,
    readonly problems: string[],
  ) {
    super(`Event ${eventType} does not match its schema: ${problems.join('; ')}`);
    this.name = 'InvalidEventError';
  }
}

/** Every event type the product records, with its versioned schema and upcasters. */
export class EventCatalog {
  private readonly definitions = new Map<string, CompiledDefinition>();

  constructor(
    definitions: EventTypeDefinition[] = [],
    readonly options: EventCatalogOptions = {},
  ) {
    for (const definition of definitions) this.register(definition);
  }

  get personalData(): PersonalData | undefined {
    return this.options.personalData;
  }

  register(definition: EventTypeDefinition): void {
    if (this.definitions.has(definition.type)) {
      throw new Error(`Event type ${definition.type} is registered twice`);
    }
    const schemaVersion = definition.schemaVersion ?? 1;
    const upcasters = definition.upcasters ?? {};
    for (let version = 1; version < schemaVersion; version++) {
      if (!upcasters[version]) {
        throw new Error(`Event type ${definition.type} has no upcaster from version ${version}`);
      }
    }
    this.definitions.set(definition.type, {
      schemaVersion,
      check: compiledCheck(definition.schema),
      upcasters,
      personal: personalFieldsOf(definition.schema),
      personalInVersion: Object.fromEntries(
        Object.entries(definition.personalInVersion ?? {}).map(([version, marks]) => [
          version,
          personalFieldsFrom(marks),
        ]),
      ),
    });
  }

  /** The schema version a new event of this type is written with, after checking its data. */
  validateForAppend(type: string, data: unknown): number {
    const definition = this.get(type);
    if (!definition.check.Check(data)) {
      const problems = [...definition.check.Errors(data)]
        .slice(0, 5)
        .map((e) => `${e.path || '/'} ${e.message}`);
      throw new InvalidEventError(type, problems);
    }
    return definition.schemaVersion;
  }

  /** Brings stored data up to the current schema version. */
  upcast(type: string, storedVersion: number, data: unknown): { data: unknown; version: number } {
    const definition = this.get(type);
    let current = data;
    for (let version = storedVersion; version < definition.schemaVersion; version++) {
      current = definition.upcasters[version]!(current);
    }
    return { data: current, version: Math.max(storedVersion, definition.schemaVersion) };
  }

  /**
   * The personal fields of data stored as this type under this schema version (the current
   * schema's when the version has none of its own); none for a type the catalog does not know.
   */
  personalFields(type: string, storedVersion?: number): readonly PersonalField[] {
    const definition = this.definitions.get(type);
    if (!definition) return [];
    if (storedVersion === undefined || storedVersion >= definition.schemaVersion) {
      return definition.personal;
    }
    return definition.personalInVersion[storedVersion] ?? definition.personal;
  }

  /** Every type with a personal field in any of its schema versions. */
  typesWithPersonalFields(): string[] {
    return [...this.definitions]
      .filter(
        ([, d]) =>
          d.personal.length > 0 || Object.values(d.personalInVersion).some((f) => f.length > 0),
      )
      .map(([type]) => type);
  }

  has(type: string): boolean {
    return this.definitions.has(type);
  }

  private get(type: string): CompiledDefinition {
    const definition = this.definitions.get(type);
    if (!definition) throw new UnknownEventTypeError(type);
    return definition;
  }
}

/**
 * An event schema compiles once per process, not once per catalog: every runtime opens a catalog
 * over the same schema objects (the test suite starts one per file), and compiling them all is
 * most of a catalog's cost.
 */
const compiledChecks = new WeakMap<TSchema, TypeCheck<TSchema>>();
function compiledCheck(schema: TSchema): TypeCheck<TSchema> {
  let check = compiledChecks.get(schema);
  if (!check) compiledChecks.set(schema, (check = TypeCompiler.Compile(closeObjects(schema))));
  return check;
}
