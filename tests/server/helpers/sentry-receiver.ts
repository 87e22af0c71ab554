/**
 * A local receiver of Sentry's envelope protocol on 127.0.0.1 (what Sentry, self-hosted Sentry
 * and GlitchTip accept at `/api/{project}/envelope/`), keeping every event it is sent, for tests
 * of error reporting. It answers browsers' CORS preflights as Sentry does.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';

export interface ReceivedEvent {
  event_id?: string;
  release?: string;
  environment?: string;
  platform?: string;
  tags?: Record<string, string>;
  exception?: { values?: { type?: string; value?: string }[] };
  request?: { url?: string; method?: string; headers?: unknown; data?: unknown };
  user?: unknown;
  [key: string]: unknown;
}

export interface SentryReceiver {
  /** The DSN that sends here. */
  dsn: string;
  origin: string;
  events: ReceivedEvent[];
  /** Resolves once `count` events came (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedEvent[]>;
  close(): Promise<void>;
}

function cors(response: ServerResponse) {
  response.setHeader('access-control-allow-origin', '*');
  response.setHeader('access-control-allow-headers', '*');
  response.setHeader('access-control-allow-methods', 'POST, OPTIONS');
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  return (request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
}

/** The events of one envelope: header line, then item header and payload lines. */
export function eventsOfEnvelope(text: string): ReceivedEvent[] {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const found: ReceivedEvent[] = [];
  for (let index = 1; index + 1 < lines.length; index += 2) {
    const header = JSON.parse(lines[index]!) as { type?: string };
    if (header.type === 'event') found.push(JSON.parse(lines[index + 1]!) as ReceivedEvent);
  }
  return found;
}

export async function startSentryReceiver(): Promise<SentryReceiver> {
  const events: ReceivedEvent[] = [];
  const waiting: (() => void)[] = [];
  const server = createServer((request, response) => {
    cors(response);
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    if (request.method !== 'POST' || !/^\/api\/\d+\/envelope\/?/.test(request.url ?? '')) {
      response.writeHead(404).end();
      return;
    }
    bodyOf(request)
      .then((text) => {
        events.push(...eventsOfEnvelope(text));
        for (const wake of waiting.splice(0)) wake();
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      })
      .catch(() => response.writeHead(400).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const origin = `http://127.0.0.1:${port}`;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/42`,
    origin,
    events,
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (events.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`${events.length} of ${count} events arrived`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(left, 250));
          waiting.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return events.slice(0, count);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
