#!/usr/bin/env node
// Development: the API and auth service on API_PORT (default 3001) with reload, Vite with hot reload on PORT (default 3000).
import { spawn } from 'node:child_process';
import path from 'node:path';

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn(path.join('node_modules', '.bin', 'tsx'), ['watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      SERVE_SITE: 'false',
      SITE_URL: process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? '3000'}`,
    },
  }),
  spawn(path.join('node_modules', '.bin', 'vite'), ['--port', process.env.PORT ?? '3000'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) =>
  child.on('exit', (code) => {
    if (code) {
      stop();
      process.exit(code);
    }
  }),
);
