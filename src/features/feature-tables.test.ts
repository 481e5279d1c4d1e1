import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// A feature's read tables are its own: another feature reads them only through what the owner's
// index.ts exports (a query of the columns it publishes, joined like a table), as the lint rule
// keeps imports. Renaming or reshaping a table then touches one feature. Tests may read any table.

const featuresRoot = join(process.cwd(), 'src', 'features');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** The feature a file lies in: the first folder under src/features. */
const featureOf = (file: string) => relative(featuresRoot, file).split(sep)[0] ?? '';

const files = sourceFiles(featuresRoot).map((path) => ({
  path,
  feature: featureOf(path),
  text: readFileSync(path, 'utf8'),
}));

/** Who owns each table: the feature whose projection declares it with readTable('…'). */
function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const { feature, text } of files) {
    for (const match of text.matchAll(/readTable\(\s*'([a-z_]+)'/g)) {
      owners.set(match[1] ?? '', feature);
    }
  }
  return owners;
}

const QUERY_BUILDER_TABLE =
  /\b(?:selectFrom|innerJoin|leftJoin|rightJoin|fullJoin|insertInto|updateTable|deleteFrom|mergeInto)\(\s*'([a-z_]+)/g;
const RAW_SQL_TABLE = /\b(?:from|join|update|into)\s+([a-z_]+)\b/gi;

/** Every table a feature's code names, in a query builder call or in raw SQL, with its file. */
function tablesNamed(text: string): string[] {
  const named = [...text.matchAll(QUERY_BUILDER_TABLE)].map((m) => m[1] ?? '');
  for (const template of text.matchAll(/sql(?:<[^>]*>)?`([^`]*)`/gi)) {
    named.push(...[...(template[1] ?? '').matchAll(RAW_SQL_TABLE)].map((m) => m[1] ?? ''));
  }
  return named;
}

describe('feature tables', () => {
  const owners = tableOwners();

  it('knows the owners of the read tables', () => {
    // The scan must find the projections; if it found none, every read would pass unseen.
    for (const table of ['bookings', 'parent_profiles', 'nanny_directory', 'conversations']) {
      expect(owners.has(table), table).toBe(true);
    }
  });

  it('reads no other feature’s table except through that feature’s index.ts', () => {
    const crossings = files.flatMap(({ path, feature, text }) =>
      tablesNamed(text)
        .filter((table) => owners.has(table) && owners.get(table) !== feature)
        .map((table) => `${relative(process.cwd(), path)} reads ${table} (${owners.get(table)})`),
    );
    expect([...new Set(crossings)]).toEqual([]);
  });

  it('sees a crossing when one is written', () => {
    const text = "db.selectFrom('bookings as b').leftJoin('parent_profiles as p', 'p.id', 'b.id')";
    expect(tablesNamed(text)).toEqual(['bookings', 'parent_profiles']);
    expect(tablesNamed('sql`not exists (select 1 from bookings b where b.x = 1)`')).toEqual([
      'bookings',
    ]);
    expect(tablesNamed('preparedSql<{ a: string }>`select a from conversations`')).toEqual([
      'conversations',
    ]);
  });
});
