/**
 * `POST /error-reports`: the browser's error reports (Sentry's envelope protocol, sent by
 * `@sentry/react` with its `tunnel` option) come to the site's own origin, so the page's CSP
 * keeps `connect-src 'self'` and blockers of third-party hosts do not hide errors. Here every
 * event is scrubbed of customer data (`scrubEvent`, the server's own rules) and passed on to the
 * configured DSN; an envelope for another DSN, or any item but an event, is not passed on.
 * Decision 166.
 */
import type { FastifyInstance } from 'fastify';
import type { ErrorEvent } from '@sentry/node';
import { scrubEvent } from '../error-reporting';

/** Reports one address may send per minute to this instance; more are dropped. */
export const REPORTS_PER_MINUTE = 30;
const MAX_ENVELOPE_BYTES = 200 * 1024;

/** Where a DSN's envelopes go: `https://host/api/{project}/envelope/?sentry_key=…`. */
export function envelopeUrl(dsn: string): string {
  const url = new URL(dsn);
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  const project = segments.pop() ?? '';
  const prefix = segments.length > 0 ? `/${segments.join('/')}` : '';
  return `${url.protocol}//${url.host}${prefix}/api/${project}/envelope/?sentry_key=${encodeURIComponent(url.username)}&sentry_version=7`;
}

/** The envelope with its events scrubbed and everything else left out; null when not ours. */
export function scrubbedEnvelope(text: string, dsn: string): string | null {
  const lines = text.split('\n');
  let header: { dsn?: unknown };
  try {
    header = JSON.parse(lines[0] ?? '') as { dsn?: unknown };
  } catch {
    return null;
  }
  if (header.dsn !== dsn) return null;
  const kept: string[] = [];
  for (let index = 1; index + 1 < lines.length; index += 2) {
    try {
      const itemHeader = JSON.parse(lines[index] ?? '') as { type?: unknown };
      if (itemHeader.type !== 'event') continue;
      const event = scrubEvent(JSON.parse(lines[index + 1] ?? '') as ErrorEvent);
      const payload = JSON.stringify(event);
      kept.push(JSON.stringify({ type: 'event', length: Buffer.byteLength(payload) }), payload);
    } catch {
      // A broken item is dropped; the others still go.
    }
  }
  if (kept.length === 0) return null;
  return [JSON.stringify(header), ...kept].join('\n');
}

export async function errorReportTunnel(
  app: FastifyInstance,
  options: { dsn: string; fetcher?: typeof fetch },
): Promise<void> {
  const target = envelopeUrl(options.dsn);
  const fetcher = options.fetcher ?? fetch;
  const recent = new Map<string, { since: number; count: number }>();
  app.post('/error-reports', { bodyLimit: MAX_ENVELOPE_BYTES }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const now = Date.now();
    const seen = recent.get(request.ip);
    if (!seen || now - seen.since > 60_000) recent.set(request.ip, { since: now, count: 1 });
    else if (++seen.count > REPORTS_PER_MINUTE) return reply.code(429).send();
    if (recent.size > 10_000) recent.clear();
    const text = typeof request.body === 'string' ? request.body : '';
    const envelope = scrubbedEnvelope(text, options.dsn);
    if (envelope === null) return reply.code(400).send();
    try {
      const answer = await fetcher(target, {
        method: 'POST',
        headers: { 'content-type': 'application/x-sentry-envelope' },
        body: envelope,
        signal: AbortSignal.timeout(5_000),
      });
      return reply.code(answer.ok ? 200 : 502).send();
    } catch (error) {
      request.log.warn({ err: error }, 'error report not passed on');
      return reply.code(502).send();
    }
  });
}
