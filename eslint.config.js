// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import tseslint from 'typescript-eslint';

/** One zone per feature: a feature never imports another feature. */
function featureZones() {
  let features = [];
  try {
    features = readdirSync('src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    features = [];
  }
  // The planned features are listed too, so a zone exists before the folder does.
  const planned = [
    'shell',
    'catalog',
    'cart',
    'checkout',
    'account',
    'auth',
    'returns',
    'statecharts',
  ];
  return [...new Set([...planned, ...features])].map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: move shared code to src/ui, src/api or src/lib.',
  }));
}

/** What only server/db (repositories and the database's infrastructure) imports. */
const serverDatabasePatterns = [
  {
    regex: '^drizzle-orm(/|$)',
    message:
      'Only server/db uses drizzle: the rest of the server calls repositories (decision 171).',
  },
  {
    regex: '(^|/)db/(client|bulk-insert|statement-counter)$',
    allowTypeImports: true,
    message:
      'Only server/db opens the database; elsewhere its handle is a type, and a service draws a transaction with runInTransaction (decision 171).',
  },
];

/**
 * A server module imports another only through its public entry, `index.ts` (decision 171):
 * one zone per module folder under server/modules.
 */
function moduleZones() {
  const modules = readdirSync(new URL('./server/modules', import.meta.url), {
    withFileTypes: true,
  })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return modules.map((name) => ({
    target: `./server/modules/${name}`,
    from: './server/modules',
    except: [
      `./${name}`,
      ...modules.filter((other) => other !== name).map((other) => `./${other}/index.ts`),
    ],
    message: `A module imports another only through its index.ts (decision 171).`,
  }));
}

/** The screens translated into French so far (decision 178); see the rule below. */
const FRENCH_COMPLETE = [
  'src/features/shell/**/*.tsx',
  'src/features/cart/**/*.tsx',
  'src/features/catalog/**/*.tsx',
  'src/features/checkout/**/*.tsx',
  'src/features/auth/**/*.tsx',
  'src/features/returns/**/*.tsx',
  'src/features/swap-move/**/*.tsx',
  'src/features/account/**/*.tsx',
  'src/ui/**/*.tsx',
  'src/features/buyout/**/*.tsx',
  'src/features/partner/**/*.tsx',
  'src/features/tips/**/*.tsx',
  'src/features/reviews/**/*.tsx',
  'src/features/content/**/*.tsx',
];

const architectureZones = [
  ...featureZones(),
  {
    target: './src/ui',
    from: [
      './src/app',
      './src/routes',
      './src/features',
      './src/api',
      './src/lib',
      './machines',
      './server',
    ],
    message: 'src/ui imports only src/styles and src/i18n.',
  },
  {
    target: './src/styles',
    from: [
      './src/app',
      './src/routes',
      './src/features',
      './src/api',
      './src/lib',
      './src/ui',
      './machines',
      './server',
    ],
    message: 'src/styles imports nothing of the app.',
  },
  {
    target: './src/i18n',
    from: [
      './src/app',
      './src/routes',
      './src/features',
      './src/api',
      './src/lib',
      './src/ui',
      './src/styles',
      './machines',
      './server',
    ],
    message: 'src/i18n (the messages and the language of a page) imports nothing of the app.',
  },
  {
    target: ['./src/api', './src/lib'],
    from: ['./src/app', './src/routes', './src/features'],
    message: 'src/api and src/lib sit below features and routes.',
  },
  {
    target: './src/api',
    from: './src/lib',
    message:
      'src/api sits below src/lib: the lib may call the API, the API never imports the lib (decision 172).',
  },
  {
    target: './src/features',
    from: ['./src/routes', './src/app'],
    message: 'Features sit below routes and the app.',
  },
  {
    target: './src',
    from: './server',
    message: 'Nothing in src imports server: types come from the GraphQL schema.',
  },
  {
    target: './machines',
    from: ['./src', './server'],
    message: 'Machines import only xstate and each other.',
  },
  {
    target: './contract',
    from: ['./src', './server', './machines', './stories', './tests', './scripts'],
    message:
      'contract/ is generated from the schema and its operations: it imports nothing of the app.',
  },
  {
    // The rules the browser and the server both apply (decision 176): the machines and the
    // server import them, so they import nothing of either.
    target: './rules',
    from: ['./src', './server', './machines', './contract', './stories', './tests', './scripts'],
    message:
      'rules/ is shared by the browser and the server: it imports nothing of the app (decision 176).',
  },
  {
    target: './server',
    from: './contract',
    message: 'The server has its own generated resolver types: contract/ is for the web app.',
  },
  {
    target: './server',
    from: ['./src', './machines'],
    message: 'The server never imports the web app.',
  },
  {
    target: './server/db',
    from: ['./server/api', './server/modules', './server/shared', './server/auth', './server/site'],
    message: 'server/db is the bottom layer.',
  },
  {
    target: './server/modules/*/!(*-resolvers).ts',
    from: ['./server/api', './server/site'],
    message: "A module's services never import the API layer: only its resolvers do.",
  },
  {
    target: './server/modules/*/*-resolvers.ts',
    from: './server/db',
    message:
      "Resolvers never import the database: they call their module's service (decision 171).",
  },
  {
    target: './server/shared',
    from: ['./server/api', './server/site', './server/modules', './server/auth'],
    message: 'server/shared is the kernel every module may use: it imports no module.',
  },
  {
    target: './server/i18n',
    from: [
      './server/api',
      './server/site',
      './server/modules',
      './server/auth',
      './server/db',
      './server/shared',
    ],
    message:
      "server/i18n holds the server's messages and languages: it imports nothing of the server.",
  },
  ...moduleZones(),
  {
    target: './server/api',
    from: './server/db',
    message:
      'server/api and its resolvers never import the database: they call services (decision 171).',
  },
  {
    target: ['./server', './src', './machines'],
    from: './tests',
    message:
      'Test helpers (tests/server/helpers) serve tests and benchmarks: production code never imports them.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'storybook-static/',
      '.data/',
      '.test-data/',
      // Benchmarks' scratch data, with the floor page's build (npm run bench).
      '.bench-data/',
      'coverage/',
      'src/route-tree.gen.ts',
      // Compiled by npm run i18n (Paraglide JS) from src/i18n/messages.
      'src/i18n/paraglide/',
      'server/i18n/paraglide/',
      '**/generated/**',
      // Written by npm run codegen (contract/ itself stays linted, so its import zone holds).
      'contract/graphql.ts',
      'contract/return-policy.ts',
      'server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      // Without these the import rules read only .js files: no-cycle followed no TypeScript
      // import at all, the generated route tree included.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        (await import('eslint-import-resolver-typescript')).createTypeScriptImportResolver({
          project: './tsconfig.json',
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones: architectureZones }],
      'check-file/filename-naming-convention': [
        'error',
        { '{src,machines,rules,server,tests,stories,scripts}/**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{src,machines,rules,server,tests,stories}/**/': 'KEBAB_CASE' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // TanStack Router file routes use $param, __root and dotted names by convention.
    files: ['src/routes/**/*.{ts,tsx}'],
    rules: {
      'check-file/filename-naming-convention': 'off',
      'check-file/folder-naming-convention': 'off',
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!xstate(/|$)|\\./|\\.\\./).+',
              message: 'Machines import only xstate and each other: effects are injected actors.',
            },
            {
              regex: '^\\.\\./(\\.\\./)*contract/',
              allowTypeImports: true,
              message:
                'Machines take only types from contract/ (import type): the operations themselves are sent by the app.',
            },
          ],
        },
      ],
    },
  },
  {
    // A shared rule is plain TypeScript: no package, only its neighbours in rules/ (decision 176).
    files: ['rules/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./).+',
              message:
                'rules/ is plain TypeScript the browser and the server share: it imports only its neighbours (decision 176).',
            },
          ],
        },
      ],
    },
  },
  {
    // SQL lives in repositories and the database's own infrastructure (decision 171): the rest
    // of the server takes the database handle as a type and calls repository functions.
    files: ['server/**/*.ts'],
    ignores: ['server/db/**', 'server/modules/*/*-repository.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: serverDatabasePatterns }],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(query|withConnection)$/]",
          message:
            'No SQL outside repositories and server/db: add a repository function and call it (decision 171).',
        },
      ],
    },
  },
  {
    // A module's repository (server/modules/<name>/<name>-repository.ts) sends its SQL itself.
    files: ['server/modules/*/*-repository.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: serverDatabasePatterns.filter((pattern) => pattern.regex.includes('drizzle')) },
      ],
    },
  },
  {
    // The sandbox card processor stands in for an outside service and keeps its own tables.
    files: ['server/payments/sandbox-gateway.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['server/modules/**/*.ts', 'server/shared/**/*.ts'],
    ignores: ['server/modules/*/*-resolvers.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(graphql|mercurius|fastify)',
              message: 'Domain services never import GraphQL or HTTP.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/ui/**', 'src/styles/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@stitches/react', message: 'Only src/ui and src/styles use stitches.' }],
        },
      ],
    },
  },
  {
    // Features compose src/ui (docs/decisions/173): no `css` prop and nothing from src/styles.
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='css']",
          message:
            'Features style nothing themselves: use a src/ui component or variant (add one there if none fits).',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@stitches/react', message: 'Only src/ui and src/styles use stitches.' }],
          patterns: [
            {
              group: ['**/styles/*'],
              message: 'Features import src/ui, never src/styles: the UI kit owns the styling.',
            },
          ],
        },
      ],
    },
  },
  {
    // Screens whose texts are all messages (decision 178): text written in a component, or in an
    // attribute a person reads, fails here. An area joins this list when it is translated; the
    // whole of src/features is the goal.
    files: FRENCH_COMPLETE,
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'aria-label',
              'aria-description',
              'title',
              'alt',
              'placeholder',
              'label',
              'hint',
              'closeLabel',
              'description',
            ],
          },
          message: 'Write this text as a message in src/i18n/messages (decision 178).',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.{ts,mjs}', 'tests/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  ...storybook.configs['flat/recommended'],
);
