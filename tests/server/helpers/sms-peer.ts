/**
 * A tiny SMS provider on a free local port: it accepts what HttpSmsGateway posts
 * (`POST /messages`, JSON `{ to, body }`, bearer token) and keeps the messages, so tests read
 * the codes the way a phone would.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SmsPeer {
  url: string;
  token: string;
  received: { to: string; body: string; authorization: string | undefined }[];
  /** The six-digit code of the newest text to `to`. */
  lastCode(to: string): string;
  /** Answer this status to the next posts (e.g. 503 for a provider outage); null for 202. */
  failWith(status: number | null): void;
  close(): Promise<void>;
}

export async function startSmsPeer(): Promise<SmsPeer> {
  const token = 'test-sms-token';
  const received: SmsPeer['received'] = [];
  let failure: number | null = null;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/messages') {
        response.writeHead(404).end();
        return;
      }
      if (request.headers.authorization !== `Bearer ${token}`) {
        response.writeHead(401).end();
        return;
      }
      if (failure !== null) {
        response.writeHead(failure).end();
        return;
      }
      const message = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        to: string;
        body: string;
      };
      received.push({ ...message, authorization: request.headers.authorization });
      response.writeHead(202, { 'content-type': 'application/json' }).end('{"status":"queued"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/messages`,
    token,
    received,
    lastCode(to) {
      const message = received.filter((entry) => entry.to === to).at(-1);
      const code = message?.body.match(/\b\d{6}\b/)?.[0];
      if (!code) throw new Error(`no code texted to ${to}`);
      return code;
    },
    failWith(status) {
      failure = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
