import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import layers from './eslint.layers.js';
import globals from 'globals';
import { join } from 'node:path';

const root = import.meta.dirname;
const modulesDir = join(root, 'server/modules');
const serverModules = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const publicFace = join(modulesDir, '*/public.ts');
const testKit = join(modulesDir, '*/testKit.ts');

/**
 * The server's layers (docs/decisions.md, "Stack and layout"): db, providers and lib know no module; a module
 * reaches another only through its public.ts (its tests also through its testKit.ts); code
 * outside the modules uses their public.ts, except the composition root server/domains.ts; route
 * files take repositories, never the database; contract/ stands alone.
 */
const serverZones = [
  {
    target: ['server/db', 'server/providers', 'server/lib'],
    from: 'server/modules',
    message: 'db, providers and lib are below the modules; move shared code to server/lib.',
  },
  {
    target: ['server/!(domains).ts', 'server/!(modules|db|providers|lib)/**/*.ts'],
    from: join(modulesDir, '**'),
    except: [publicFace],
    message:
      "Use the module's public.ts; only server/domains.ts wires its routes and repositories.",
  },
  ...serverModules.flatMap((name) => [
    {
      target: `server/modules/${name}/**/!(*.test|testKit).ts`,
      from: join(modulesDir, `!(${name})/**`),
      except: [publicFace],
      message: 'Import another module through its public.ts, or move shared code to server/lib.',
    },
    {
      target: `server/modules/${name}/**/@(*.test|testKit).ts`,
      from: join(modulesDir, `!(${name})/**`),
      except: [publicFace, testKit],
      message: "Tests use another module's public.ts or testKit.ts only.",
    },
  ]),
  {
    target: 'server/modules/*/@(routes|*Routes).ts',
    from: 'server/db',
    message: "Route files take the domain's repositories; SQL lives in its repository.",
  },
  {
    target: 'contract',
    from: ['server', 'src'],
    message: 'contract/ is shared by both sides and imports neither.',
  },
];

/*
 * The console's layers: app/ is the composition (the store, the shell, the router's root);
 * state/ is the layer below the features (the slices' reducer, typed hooks, thunk factories, the
 * session's selectors and shared actions) and knows no feature; routes/ holds the route table and
 * may import features (their routes.ts); a feature imports state/, components/, lib/ and contract/
 * but never another feature nor app/ (its tests may build a store), and only its routes.ts imports
 * the route declaration helpers of routes/; components/ and lib/ know no feature, route or state;
 * nothing in src/ imports the server. The store's types reach state/ and the features through
 * state/storeTypes.ts, type-only.
 */
const FEATURES = readdirSync(join(import.meta.dirname, 'src/features'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const consoleLayers = {
  name: 'console/layers',
  files: ['src/**/*.{ts,tsx}'],
  plugins: { layers },
  rules: {
    'layers/no-restricted-paths': [
      'error',
      {
        basePath: import.meta.dirname,
        zones: [
          {
            target: ['src/components', 'src/lib'],
            from: ['src/features', 'src/routes', 'src/app', 'src/state'],
            message:
              'components/ and lib/ know no feature, route or store: pass what they need in, or move the code up.',
          },
          {
            target: 'src/state/!(*.test).{ts,tsx}',
            from: ['src/features', 'src/routes'],
            message:
              'state/ lies below the features: a feature adds its slice to it, never the other way round.',
          },
          {
            target: [
              'src/state/!(storeTypes|*.test).{ts,tsx}',
              'src/features/**/!(*.test).{ts,tsx}',
            ],
            from: 'src/app',
            message:
              "app/ is the composition (store, shell): below it, read the store's types from state/storeTypes.ts.",
          },
          ...FEATURES.map((feature) => ({
            target: `src/features/${feature}`,
            from: 'src/features',
            except: [`./${feature}`],
            message:
              'A feature does not import another feature: share through state/ (session selectors, shared actions), components/, lib/ or contract/.',
          })),
          {
            target: 'src/features',
            from: 'src/routes',
            except: ['./declareRoute.ts', './routeTypes.ts'],
            message: 'The route table and the shell import the features, not the other way round.',
          },
          {
            target: 'src/features/**/!(routes).{ts,tsx}',
            from: ['src/routes/declareRoute.ts', 'src/routes/routeTypes.ts'],
            message:
              "Only a feature's routes.ts declares routes; its pages link by URL and look nothing up.",
          },
          {
            target: 'src',
            from: 'server',
            message:
              'The console talks to the server over HTTP only; share code through contract/.',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'data',
      'coverage',
      'node_modules',
      'server/db/migrations',
      'test-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector'],
              message: 'Use the typed hooks from src/state/hooks.ts.',
            },
          ],
          patterns: [
            {
              group: ['../../server/*', '../../../server/*', '**/server/**'],
              message:
                'The console talks to the server over HTTP only; share code through contract/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/state/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Lazily loaded slices add themselves to the store's state type by declaration merging:
    // state/slicesReducer.ts declares the empty LazyLoadedSlices, each slice file extends it.
    files: ['src/state/slicesReducer.ts', 'src/state/*Slice.ts', 'src/features/*/*Slice.ts'],
    rules: { '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'always' }] },
  },
  consoleLayers,
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/src/**'], message: 'The server does not import the console.' }],
        },
      ],
    },
  },
  {
    // SQL lives in repositories (docs/ARCHITECTURE.md, "Server"): services hold rules and
    // orchestration, routes answer. Type-only imports (a row type, Database) stay allowed.
    files: ['server/modules/**/*.ts', 'server/plugins/**/*.ts', 'server/providers/**/*.ts'],
    ignores: [
      '**/repository.ts',
      '**/*Repository.ts',
      '**/*.test.ts',
      '**/testKit.ts',
      // Still querying outside a repository: each leaves this list when its SQL moves.
      // Providers whose store is the database: each is its tables' one reader and writer, a
      // repository behind the provider's interface (docs/decisions.md, "SQL only in repositories").
      'server/providers/email/outboxEmail.ts',
      'server/providers/payments/localPayments.ts',
      'server/providers/storage/databaseFileStore.ts',
      'server/providers/storage/objectFileStore.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'drizzle-orm',
              allowTypeImports: true,
              message: 'Queries live in a repository (repository.ts or <thing>Repository.ts).',
            },
          ],
          patterns: [
            {
              group: ['**/db/schema', '**/db/schema/*', 'drizzle-orm/*'],
              allowTypeImports: true,
              message: 'Queries live in a repository (repository.ts or <thing>Repository.ts).',
            },
          ],
        },
      ],
    },
  },
  // Server and contract import zones; the console's zones are a separate block.
  {
    files: ['server/**/*.ts', 'contract/**/*.ts'],
    plugins: { layers },
    rules: {
      'layers/no-restricted-paths': ['error', { basePath: root, zones: serverZones }],
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
