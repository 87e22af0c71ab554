import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import type { Server } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const tsx = path.join('node_modules', '.bin', 'tsx');

function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(tsx, ['server/main.ts'], {
      env: { ...process.env, LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

const fixtureDist = path.resolve('tests/server/fixtures/dist');
let blocker: Server;
const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-start-'));
let takenPort = 0;

beforeAll(async () => {
  blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  const address = blocker.address();
  takenPort = typeof address === 'object' && address ? address.port : 0;
});

afterAll(() => {
  blocker?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start with bad input says what is wrong in one line and exits non-zero', () => {
  it('refuses an invalid PORT', async () => {
    const result = await start({ PORT: 'eighty', DIST_DIR: fixtureDist });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'storefront: PORT must be a whole number from 0 to 65535, got "eighty"',
    ]);
  });

  it('refuses a port number out of range', async () => {
    const result = await start({ PORT: '70000', DIST_DIR: fixtureDist });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('PORT must be a whole number');
  });

  it('refuses a taken port', async () => {
    const result = await start({
      PORT: String(takenPort),
      HOST: '127.0.0.1',
      DIST_DIR: fixtureDist,
    });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      `storefront: port ${takenPort} is already in use: stop the other server or set PORT`,
    ]);
  });

  it('refuses to start without a build', async () => {
    const result = await start({ PORT: '0', DIST_DIR: '/nonexistent/dist' });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('run "npm run build" first');
  });
});
