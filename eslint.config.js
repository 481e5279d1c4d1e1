// Type-aware lint for the server, scripts, tests and the web app; warnings fail the build.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import path from 'node:path';

/**
 * Feature boundaries (as bulletproof-react keeps them with restricted paths): a feature folder is
 * used by another only through its index.ts; a feature split into sub-features (the operator
 * console's tabs) is used the same way between its tabs, `shared` being theirs in common; infra
 * imports no feature (its tests may, through an index; log-reader.worker.ts reads the event list);
 * src/shared imports nothing outside itself; web's lib and components import no feature.
 */
const ROOT = import.meta.dirname;
const FEATURE_ROOTS = ['src/features', 'web/src/features'];
/** Features whose sub-folders are features of their own, and the sub-folder they all may use. */
const SPLIT_FEATURES = { 'web/src/features/operator': 'shared' };
const INDEX = /^index(\.(js|ts|tsx))?$/;

/** The feature (or sub-feature) folder a path lies in, and the path inside it. */
function featureOf(file) {
  for (const root of FEATURE_ROOTS) {
    if (!file.startsWith(`${root}/`)) continue;
    const [name, ...rest] = file.slice(root.length + 1).split('/');
    if (rest.length === 0) return null; // a file beside the features (all-features.ts)
    const folder = `${root}/${name}`;
    const kernel = SPLIT_FEATURES[folder];
    if (kernel !== undefined && rest.length > 1 && rest[0] !== kernel) {
      return { folder: `${folder}/${rest[0]}`, inner: rest.slice(1).join('/'), parent: folder };
    }
    return { folder, inner: rest.join('/'), parent: null };
  }
  return null;
}

function boundaryProblem(file, target) {
  const from = featureOf(file);
  const to = featureOf(target) ?? featureOf(`${target}/index`);
  if (file.startsWith('src/shared/') && !target.startsWith('src/shared/')) {
    return 'src/shared is used by the server and the web app alike: it imports nothing outside it.';
  }
  if (file.startsWith('src/infra/') && target.startsWith('src/features/')) {
    if (file === 'src/infra/projections/log-reader.worker.ts') return null;
    if (/\.test\.ts$/.test(file) && to && INDEX.test(to.inner)) return null;
    return 'infra imports no feature: move what both need into infra or src/shared.';
  }
  if (/^web\/src\/(lib|components)\//.test(file) && to) {
    return "web's lib and components import no feature: move what both need into lib.";
  }
  if (!to || (from && from.folder === to.folder)) return null;
  // The event list beside the features reads each one's events file alone: a log-reading worker
  // builds its catalog from it without loading the features' routes.
  if (file === 'src/features/all-event-types.ts' && /\.events\.js$/.test(to.inner)) return null;
  // A feature's published reads (<x>.reads.ts: queries of its read tables' columns others may
  // read) import nothing of the feature, so reading them never loads its routes and jobs, nor
  // closes an import cycle through them (the accounts feature's erasure job reaches most others).
  if (file.startsWith('src/features/') && /^[a-z-]+\.reads\.js$/.test(to.inner)) return null;
  // A split feature's own files (its page, its tests) and its tabs' common folder use its tabs' indexes.
  if (from && to.parent !== null && from.folder === to.parent && INDEX.test(to.inner)) return null;
  if (from && to.parent !== null && from.parent === to.parent && INDEX.test(to.inner)) return null;
  if (from && to.parent === null && from.parent === to.folder) return null; // a tab using its feature's shared part
  if (INDEX.test(to.inner) || to.inner === '') return null;
  return `${to.folder} is used from outside only through its index.ts.`;
}

const featureBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { crossing: "'{{spec}}' crosses a boundary: {{why}}" },
  },
  create(context) {
    const file = path.relative(ROOT, context.filename).split(path.sep).join('/');
    const check = (source) => {
      if (!source || typeof source.value !== 'string') return;
      const spec = source.value;
      let target;
      if (spec.startsWith('.')) {
        target = path.relative(ROOT, path.resolve(path.dirname(context.filename), spec));
      } else if (spec.startsWith('@shared/')) {
        target = `src/shared/${spec.slice('@shared/'.length)}`;
      } else return;
      target = target.split(path.sep).join('/');
      const why = boundaryProblem(file, target);
      if (why) context.report({ node: source, messageId: 'crossing', data: { spec, why } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default defineConfig(
  { ignores: ['node_modules', 'dist', 'web/dist', 'data', 'coverage', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify plugins and handlers are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // A feature is used by others only through its index.ts; infra and shared import no feature.
    files: ['src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    plugins: { boundaries: { rules: { 'feature-imports': featureBoundaries } } },
    rules: { 'boundaries/feature-imports': 'error' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The Node version guard: plain CommonJS that any old Node runs, outside the TypeScript project.
    files: ['scripts/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      sourceType: 'commonjs',
      globals: {
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        process: 'readonly',
        console: 'readonly',
      },
    },
    rules: {
      ...tseslint.configs.disableTypeChecked.rules,
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
);
