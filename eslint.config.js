// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
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
    message: 'src/ui imports only src/styles.',
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
    from: ['./server/api', './server/domain', './server/auth', './server/site'],
    message: 'server/db is the bottom layer.',
  },
  {
    target: './server/domain',
    from: ['./server/api', './server/site'],
    message: 'Domain services never import the API layer.',
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
      '**/generated/**',
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
        { '{src,machines,server,tests,stories,scripts}/**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{src,machines,server,tests,stories}/**/': 'KEBAB_CASE' },
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
    files: ['server/domain/**/*.ts'],
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
    // The folders below still style in place and are being moved onto the UI kit; each leaves
    // this list when its last `css` prop and `styled` call are gone.
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['src/features/checkout/**', 'src/features/cart/**'],
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
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.{ts,mjs}', 'tests/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  ...storybook.configs['flat/recommended'],
);
