import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

function gitCommit(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

/** Release version sent in the client-version header and shown at /version. */
export const releaseVersion = process.env.RELEASE_VERSION ?? `${pkg.version}+${gitCommit()}`;

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/route-tree.gen.ts',
      quoteStyle: 'single',
    }),
    react(),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(releaseVersion),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    assetsInlineLimit: 0,
  },
  server: {
    // `npm run dev` runs the server (API, auth, images) on API_PORT beside Vite.
    proxy: Object.fromEntries(
      ['/graphql', '/auth', '/courier', '/images', '/healthz', '/dev'].map((prefix) => [
        prefix,
        `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`,
      ]),
    ),
  },
});
