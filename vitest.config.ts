import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './tests/setup/chromium.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Node test files (unit, server, e2e) run two at a time. Vitest's default is one fewer than the
 * cores, which is one on a two-core machine: the second core then sits idle while a file waits on
 * PostgreSQL, the e2e server or Chromium. `VITEST_MAX_WORKERS` overrides it. The browser-mode
 * projects keep vitest's default: their files are CPU-bound in the one Chromium, and a second
 * one made each test about 2.5 times slower, so nothing was gained (docs/decisions/003).
 */
const workers = Number(process.env.VITEST_MAX_WORKERS ?? 2);

/** A fresh object per project: vitest writes the project name into it. */
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  }),
  instances: [{ browser: 'chromium' as const }],
});

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify('test') },
  // Loaded only through a dynamic import (src/ui/select.tsx): bundled up front, so the browser
  // projects never re-bundle dependencies mid-run (which would load a second copy of React).
  optimizeDeps: {
    include: ['@radix-ui/react-select', '@radix-ui/react-toast', 'react-dom/server'],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'tests/machines/**/*.test.ts'],
          setupFiles: ['tests/setup/fail-on-console.ts'],
          maxWorkers: workers,
          // The unit step runs beside type checking, lint, formatting and the Storybook build,
          // so a CPU-bound case (every amount in every province, a lint of a probe file) can take
          // several times its quiet-machine time: a case fails on what it checks, not on 5 s.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          setupFiles: ['tests/setup/fail-on-console.ts', 'tests/setup/preload-select.ts'],
          browser: browser(),
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          browser: browser(),
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          // Every story again in French (tests/storybook/stories-in-french.test.tsx).
          name: 'storybook-fr',
          include: ['tests/storybook/**/*.test.tsx'],
          setupFiles: ['tests/setup/fail-on-console.ts'],
          // A failing story says why in words; 500 screenshots would only slow the run.
          browser: { ...browser(), screenshotFailures: false },
        },
      },
      {
        extends: true,
        // One copy of graphql, as at run time: Node loads its CommonJS build for mercurius and
        // for us, while Vite would hand our code the ES build (two realms, instanceof fails).
        resolve: {
          alias: [
            { find: /^graphql$/, replacement: path.join(dirname, 'node_modules/graphql/index.js') },
          ],
        },
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          setupFiles: ['tests/setup/fail-on-console.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          maxWorkers: workers,
          // One module graph per worker, not one per file (decision 003's second addendum):
          // the server's modules took 85 s of a 277 s run to load again for each file.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Files run side by side against the one server, each test in its own browser context
          // with its own accounts (see docs/decisions/003-test-layers.md); concurrent suites
          // (the axe sweep) check a few pages at a time.
          maxWorkers: workers,
          maxConcurrency: 3,
          // Two files share two cores with the server and Chromium: the longest tests (a dozen
          // pages with axe each) take twice as long as alone, so they get twice the time.
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
