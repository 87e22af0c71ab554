import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { trackInFlight } from '../../server/in-flight';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  while (apps.length > 0) await apps.pop()!.close();
});

describe('handlers still running when the server stops', () => {
  it('counts a handler whose client hung up until the handler itself finishes', async () => {
    const app = Fastify();
    apps.push(app);
    const inFlight = trackInFlight(app);
    const release = deferred();
    const started = deferred();
    let finishedWork = false;
    app.get('/slow', async () => {
      started.resolve();
      await release.promise;
      finishedWork = true;
      return { ok: true };
    });
    app.get('/fast', () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    expect((await app.inject('/fast')).statusCode).toBe(200);
    expect(inFlight.count).toBe(0);

    const client = httpRequest({ host: '127.0.0.1', port, path: '/slow' });
    client.on('error', () => {});
    client.end();
    await started.promise;
    client.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(inFlight.count).toBe(1);

    let drained = false;
    const waiting = inFlight.drained(5_000).then(() => (drained = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(drained).toBe(false);
    release.resolve();
    await waiting;
    expect(finishedWork).toBe(true);
    expect(inFlight.count).toBe(0);
  });

  it('stops waiting after the time limit when a handler never ends', async () => {
    const app = Fastify();
    apps.push(app);
    const inFlight = trackInFlight(app);
    app.get('/stuck', () => new Promise(() => {}));
    void app.inject('/stuck');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(inFlight.count).toBe(1);
    const before = Date.now();
    await inFlight.drained(100);
    expect(Date.now() - before).toBeGreaterThanOrEqual(90);
  });

  it('counts a handler that throws as finished', async () => {
    const app = Fastify({ logger: false });
    apps.push(app);
    const inFlight = trackInFlight(app);
    app.get('/throws', () => {
      throw new Error('broken');
    });
    app.get('/rejects', async () => {
      throw new Error('broken');
    });
    expect((await app.inject('/throws')).statusCode).toBe(500);
    expect((await app.inject('/rejects')).statusCode).toBe(500);
    expect(inFlight.count).toBe(0);
  });
});
