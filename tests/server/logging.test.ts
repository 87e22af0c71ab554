import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestIdOf } from '../../server/app';
import { loggerOptions } from '../../server/logging';

describe('the server log', () => {
  it('carries the request id on every line and no customer data', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n')) {
          if (line.trim() !== '') lines.push(JSON.parse(line) as Record<string, unknown>);
        }
        done();
      },
    });
    const options = loggerOptions({ level: 'info', production: true });
    expect(options).not.toBe(false);
    const app = Fastify({
      logger: { ...(options as object), stream },
      genReqId: requestIdOf,
    });
    app.get('/tl/:token/:id', async () => {
      throw new Error('lookup failed for alex.tremblay@example.ca, phone 514-555-0134');
    });
    const answer = await app.inject({
      url: '/tl/Zm9vYmFyYmF6cXV4/3?email=alex.tremblay%40example.ca',
      headers: { 'x-request-id': 'trace-0000abcd', authorization: 'Bearer secret-value' },
    });
    expect(answer.statusCode).toBe(500);
    await app.close();
    const text = JSON.stringify(lines);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    const requestLines = lines.filter((line) => 'reqId' in line);
    expect(requestLines.length).toBe(
      lines.filter((line) => line.req || line.res || line.err).length,
    );
    for (const line of requestLines) expect(line.reqId).toBe('trace-0000abcd');
    const incoming = lines.find((line) => line.req) as { req: { path: string } };
    expect(incoming.req).toEqual({ method: 'GET', path: '/tl/[token]/3' });
    for (const secret of ['alex', '514-555', 'Zm9vYmFy', 'secret-value', 'email=']) {
      expect(text).not.toContain(secret);
    }
    const failed = lines.find((line) => line.err) as { err: { message: string } };
    expect(failed.err.message).toBe('lookup failed for [email], phone [phone]');
  });

  it('is JSON in production and readable lines only at a development terminal', () => {
    const production = loggerOptions({ level: 'info', production: true, pretty: false });
    expect(production).not.toHaveProperty('transport');
    const development = loggerOptions({ level: 'info', production: false, pretty: true });
    expect(development).toMatchObject({ transport: { target: 'pino-pretty' } });
    expect(loggerOptions({ level: 'silent', production: false })).toBe(false);
  });
});
