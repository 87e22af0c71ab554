import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../../server/config';
import type { DatabaseHandle } from '../../server/db/client';
import { scrubText } from '../../server/error-reporting';
import { envelopeUrl, scrubbedEnvelope } from '../../server/site/error-report-tunnel';
import { startApiServer } from './helpers/api-server';
import { openSeededTestDatabase } from './helpers/test-database';
import { databaseFailing } from './helpers/failing-database';
import { startSentryReceiver } from './helpers/sentry-receiver';
import type { SentryReceiver } from './helpers/sentry-receiver';

const json = { 'content-type': 'application/json', 'x-client-version': 'test' };

describe('what a report may carry', () => {
  it('replaces e-mail addresses, phones, card digits, postal codes and tokens', () => {
    const text = scrubText(
      'charge failed for alex.tremblay@example.ca (514-555-0134, +1 416 555 0199) card ' +
        '4242 4242 4242 4242 at H2T 1S6; Bearer abc.def-123; token ' +
        'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJjdXN0b21lciJ9.c2lnbmF0dXJlLXZhbHVl on /tl/Zm9vYmFyYmF6/3 ' +
        'and /reset/abcdef123456?code=998877',
    );
    for (const secret of [
      'alex.tremblay',
      '555-0134',
      '555 0199',
      '4242 4242',
      'H2T 1S6',
      'abc.def-123',
      'eyJhbGci',
      'Zm9vYmFyYmF6',
      'abcdef123456',
      '998877',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('[email]');
    expect(text).toContain('[card]');
    expect(text).toContain('[phone]');
    expect(text).toContain('[postal code]');
    expect(text).toContain('/tl/[token]');
    // Ordinary words and numbers stay readable.
    expect(scrubText('order 1234 failed after 3 retries')).toBe(
      'order 1234 failed after 3 retries',
    );
  });

  it('passes on only events of our own DSN, scrubbed, from the browser tunnel', () => {
    const dsn = 'https://pub@o1.ingest.example.io/prefix/4500';
    expect(envelopeUrl(dsn)).toBe(
      'https://o1.ingest.example.io/prefix/api/4500/envelope/?sentry_key=pub&sentry_version=7',
    );
    const event = {
      message: 'failed for jo@example.ca',
      user: { email: 'jo@example.ca', ip_address: '10.0.0.9' },
      request: {
        url: 'https://shop.example/tl/abc123def456/1?x=1',
        headers: { Cookie: 'a=b', 'User-Agent': 'Chrome' },
      },
    };
    const envelope = [
      JSON.stringify({ dsn, sent_at: '2026-11-27T00:00:00Z' }),
      JSON.stringify({ type: 'event' }),
      JSON.stringify(event),
      JSON.stringify({ type: 'session' }),
      JSON.stringify({ sid: 'x' }),
    ].join('\n');
    const passed = scrubbedEnvelope(envelope, dsn)!;
    const [header, itemHeader, payload, more] = passed.split('\n');
    expect(JSON.parse(header!)).toMatchObject({ dsn });
    expect(JSON.parse(itemHeader!)).toMatchObject({ type: 'event' });
    expect(JSON.parse(payload!)).toEqual({
      message: 'failed for [email]',
      request: { url: 'https://shop.example/tl/[token]/1' },
    });
    expect(more).toBeUndefined();
    expect(scrubbedEnvelope(envelope.replace(dsn, 'https://k@evil.example/1'), dsn)).toBeNull();
    expect(scrubbedEnvelope('not an envelope', dsn)).toBeNull();
  });

  it('reads SENTRY_DSN, refusing what is not a DSN', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).sentryDsn).toBeNull();
    expect(
      loadConfig({ NODE_ENV: 'test', SENTRY_DSN: 'https://abc123@o1.ingest.sentry.io/4500' })
        .sentryDsn,
    ).toBe('https://abc123@o1.ingest.sentry.io/4500');
    for (const wrong of ['not a url', 'https://o1.ingest.sentry.io/4500', 'ftp://k@host/1']) {
      expect(() => loadConfig({ NODE_ENV: 'test', SENTRY_DSN: wrong }), wrong).toThrow(ConfigError);
    }
  });
});

describe('server errors reported to a Sentry-protocol receiver', () => {
  let database: DatabaseHandle;
  let receiver: SentryReceiver;
  let server: Awaited<ReturnType<typeof startApiServer>>;

  beforeAll(async () => {
    database = await openSeededTestDatabase();
    receiver = await startSentryReceiver();
    // A database that fails one query, with customer data in its message.
    const failing = databaseFailing(
      database,
      /from\s+"?cities/i,
      new Error('connection reset while serving alex@example.ca, card 4111111111111111'),
    );
    server = await startApiServer(failing, {
      NODE_ENV: 'production',
      SENTRY_DSN: receiver.dsn,
      RELEASE_VERSION: '2026.11.27-test',
      // The failing query is also one of the notices' reminder pass: that job's failures are
      // reported too (jobs.test.ts), and would arrive here beside the request's.
      NOTICE_SENDER: '0',
    });
  });

  afterAll(async () => {
    await server?.app.close();
    await receiver?.close();
    await database?.close();
  });

  it('sends an unexpected error, scrubbed and tagged with the release and the request id', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        ...json,
        'x-request-id': 'support-case-000777',
        cookie: 'session=abc',
      },
      body: JSON.stringify({ query: '{ getCities { id name } }' }),
    });
    expect(
      ((await response.json()) as { errors: { extensions: { code: string } }[] }).errors[0]
        ?.extensions.code,
    ).toBe('INTERNAL_SERVER_ERROR');
    await server.app.errorReporter.flush();
    await receiver.waitFor(1);
    const event = receiver.events.find((received) => received.tags?.where === 'graphql');
    expect(event, "the request's own report").toBeDefined();
    expect(event!.release).toBe('2026.11.27-test');
    expect(event!.environment).toBe('production');
    expect(event!.tags).toMatchObject({ request_id: 'support-case-000777', where: 'graphql' });
    expect(event!.exception?.values?.[0]?.value).toBe(
      'connection reset while serving [email], card [card]',
    );
    const sent = JSON.stringify(event);
    for (const secret of [
      'alex@example.ca',
      '4111111111111111',
      'secret-token-value',
      'session=abc',
    ]) {
      expect(sent).not.toContain(secret);
    }
    expect(event!.user).toBeUndefined();
  });

  it("sends nothing for the client's own mistakes", async () => {
    const fromRequests = () =>
      receiver.events.filter((received) => !String(received.tags?.where).startsWith('job ')).length;
    const before = fromRequests();
    for (const body of ['{"query": "{ nope }"}', '{"query":', '{"query": "{ version }"}']) {
      await fetch(`${server.url}/graphql`, { method: 'POST', headers: json, body });
    }
    await fetch(`${server.url}/no-such-route`);
    await server.app.errorReporter.flush();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fromRequests()).toBe(before);
  });

  it('is off without a DSN', async () => {
    const quiet = await startApiServer(database, { NODE_ENV: 'production' });
    try {
      expect(quiet.app.errorReporter.enabled).toBe(false);
    } finally {
      await quiet.app.close();
    }
  });
});
