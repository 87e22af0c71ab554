import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AuthClientError,
  NETWORK_ERROR_MESSAGE,
  createAuthClient,
  errorFromResponse,
  toAuthSession,
} from '../../src/api/auth-client';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

type Answer = { status: number; body: string; type?: string };

// A tiny auth service: answers each courier action (or path) the way the test set up.
let server: Server;
let base = '';
let answers: Record<string, Answer> = {};
const seen: Seen[] = [];

const NOW = 1_800_000_000_000;
const SESSION_BODY = {
  token: 'header.payload.signature',
  tokenType: 'Bearer',
  expiresIn: 900,
  refreshToken: 'r'.repeat(43),
  userId: '2f1d7c3e-8a4b-4c6d-9e1f-0a2b3c4d5e61',
  roles: ['customer'],
  email: 'sam.nguyen@example.ca',
};

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // kept as text
      }
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      });
      const action =
        typeof body === 'object' && body !== null
          ? (body as { action?: string }).action
          : undefined;
      const answer = (action ? answers[action] : undefined) ??
        answers[request.url ?? ''] ?? {
          status: 404,
          body: '{"error":"Not here","code":"not_found"}',
        };
      response.writeHead(answer.status, { 'content-type': answer.type ?? 'application/json' });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => server?.close());

beforeEach(() => {
  answers = {};
  seen.length = 0;
});

function client() {
  return createAuthClient({ url: `${base}/courier`, sessionUrl: `${base}/auth`, now: () => NOW });
}

async function failure(promise: Promise<unknown>): Promise<AuthClientError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AuthClientError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('auth-service client: requests (spec section 7)', () => {
  it('posts { type: courier, action, actionData } as JSON and maps the session', async () => {
    answers.login = { status: 200, body: JSON.stringify(SESSION_BODY) };
    const session = await client().login({ email: 'sam.nguyen@example.ca', password: 'pw-123456' });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/courier',
      body: {
        type: 'courier',
        action: 'login',
        actionData: { email: 'sam.nguyen@example.ca', password: 'pw-123456' },
      },
    });
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(seen[0]?.headers.authorization).toBeUndefined();
    expect(session).toEqual({
      userId: SESSION_BODY.userId,
      accessToken: SESSION_BODY.token,
      refreshToken: SESSION_BODY.refreshToken,
      expiresAt: NOW + 900_000,
      tokenType: 'Bearer',
      roles: ['customer'],
      defaultProfile: { email: 'sam.nguyen@example.ca' },
    });
  });

  it('leaves out optional fields that are not given, and sends those that are', async () => {
    answers.login = { status: 200, body: JSON.stringify(SESSION_BODY) };
    await client().login({ email: 'a@example.ca', password: 'x', linkToken: 'l'.repeat(43) });
    expect(seen[0]?.body).toMatchObject({ actionData: { linkToken: 'l'.repeat(43) } });
    answers['login-temp'] = { status: 200, body: JSON.stringify(SESSION_BODY) };
    await client().loginTemp({ token: 't'.repeat(43) });
    expect((seen[1]?.body as { actionData: object }).actionData).toEqual({ token: 't'.repeat(43) });
  });

  it('names every action as the courier expects', async () => {
    for (const action of ['create', 'refresh', 'reset-complete', 'login-google'])
      answers[action] = { status: 200, body: JSON.stringify(SESSION_BODY) };
    answers.reset = { status: 200, body: '{"ok":true,"message":"Sent if it exists."}' };
    answers.logout = { status: 200, body: '{"ok":true}' };
    answers['verify-email'] = { status: 200, body: '{"ok":true,"email":"new@example.ca"}' };
    const auth = client();
    await auth.create({ email: 'a@example.ca', password: 'long-enough' });
    await auth.refresh('r'.repeat(43));
    await auth.resetComplete({ token: 't'.repeat(43), password: 'long-enough' });
    await auth.loginSocial('google', { token: 'c'.repeat(43), email: 'a@example.ca' });
    await expect(auth.reset({ email: 'a@example.ca' })).resolves.toEqual({
      message: 'Sent if it exists.',
    });
    await auth.logout('r'.repeat(43));
    await expect(
      auth.verifyEmail({ code: 'c'.repeat(43), email: 'new@example.ca' }),
    ).resolves.toEqual({ email: 'new@example.ca' });
    expect(seen.map((request) => (request.body as { action: string }).action)).toEqual([
      'create',
      'refresh',
      'reset-complete',
      'login-google',
      'reset',
      'logout',
      'verify-email',
    ]);
    expect(seen[1]?.body).toMatchObject({ actionData: { token: 'r'.repeat(43) } });
    expect(seen[5]?.body).toMatchObject({ actionData: { token: 'r'.repeat(43) } });
  });

  it('sends the access token as a bearer for temp-link and reads the link', async () => {
    answers['temp-link'] = {
      status: 200,
      body: JSON.stringify({
        tempToken: 't'.repeat(43),
        userId: 'u-1',
        url: '/tl/x/u-1',
        expiresIn: 600,
      }),
    };
    const link = await client().tempLink('access.token.here');
    expect(seen[0]?.headers.authorization).toBe('Bearer access.token.here');
    expect(link).toEqual({
      tempToken: 't'.repeat(43),
      userId: 'u-1',
      url: '/tl/x/u-1',
      expiresIn: 600,
    });
  });

  it('syncs the session with the site: POST /auth/update and /auth/remove', async () => {
    answers['/auth/update'] = { status: 200, body: '{"ok":true}' };
    answers['/auth/remove'] = { status: 200, body: '{"ok":true}' };
    const session = toAuthSession(SESSION_BODY, NOW);
    await client().syncSession(session);
    await client().removeSession();
    expect(seen[0]).toMatchObject({ url: '/auth/update', body: session });
    expect(seen[1]).toMatchObject({ url: '/auth/remove', body: {} });
  });

  it('asks the auth service which social sign-ins it offers', async () => {
    answers['/courier/social'] = {
      status: 200,
      body: JSON.stringify({
        connections: [{ name: 'google', label: 'Google' }, { name: 'broken' }, 'nonsense'],
      }),
    };
    expect(await client().socialConnections()).toEqual([{ name: 'google', label: 'Google' }]);
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/courier/social' });
  });

  it('offers no social sign-in when the auth service cannot say', async () => {
    // 404 from the tiny service, then an unreadable body, then nobody listening.
    expect(await client().socialConnections()).toEqual([]);
    answers['/courier/social'] = { status: 200, body: '<html>', type: 'text/html' };
    expect(await client().socialConnections()).toEqual([]);
    const nobody = createAuthClient({ url: 'http://127.0.0.1:9/courier' });
    expect(await nobody.socialConnections()).toEqual([]);
  });

  it('builds the social sign-in address with the way back', () => {
    const auth = createAuthClient();
    expect(auth.socialSignInUrl('google', { redirect: '/account?tab=1' })).toBe(
      '/courier/social/google?redirect=%2Faccount%3Ftab%3D1',
    );
    expect(auth.socialSignInUrl('apple', { redirect: '/', linkAccount: 'abc' })).toBe(
      '/courier/social/apple?redirect=%2F&linkAccount=abc',
    );
  });
});

describe('auth-service client: errors (spec section 8)', () => {
  it('401 without a message is "Unauthenticated"', async () => {
    answers.login = { status: 401, body: '' };
    const error = await failure(client().login({ email: 'a@example.ca', password: 'x' }));
    expect(error).toMatchObject({ message: 'Unauthenticated', code: 'unknown_error', status: 401 });
  });

  it('401 with a better message keeps it, with its code', async () => {
    answers.login = {
      status: 401,
      body: '{"error":"The email or password is incorrect.","message":"The email or password is incorrect.","code":"invalid_credentials"}',
    };
    const error = await failure(client().login({ email: 'a@example.ca', password: 'x' }));
    expect(error).toMatchObject({
      message: 'The email or password is incorrect.',
      code: 'invalid_credentials',
      status: 401,
    });
  });

  it('takes error, then message, and attaches the other fields', async () => {
    answers.create = {
      status: 400,
      body: '{"error":"That password is too common.","code":"password_too_common","field":"password"}',
    };
    const error = await failure(client().create({ email: 'a@example.ca', password: 'password1' }));
    expect(error.message).toBe('That password is too common.');
    expect(error.code).toBe('password_too_common');
    expect(error.field).toBe('password');
    expect(error.extra).toEqual({ field: 'password' });

    answers.reset = {
      status: 429,
      body: '{"message":"Slow down.","code":"too_many_attempts","retryAfter":120}',
    };
    const limited = await failure(client().reset({ email: 'a@example.ca' }));
    expect(limited).toMatchObject({
      message: 'Slow down.',
      code: 'too_many_attempts',
      status: 429,
    });
    expect(limited.retryAfter).toBe(120);
  });

  it('defaults to "Unexpected Error" and unknown_error', async () => {
    answers.refresh = { status: 500, body: '{}' };
    const error = await failure(client().refresh('r'.repeat(43)));
    expect(error).toMatchObject({
      message: 'Unexpected Error',
      code: 'unknown_error',
      status: 500,
    });
  });

  it('uses the raw text of a body that is not JSON', async () => {
    answers.login = { status: 502, body: 'Bad gateway from the proxy', type: 'text/plain' };
    const error = await failure(client().login({ email: 'a@example.ca', password: 'x' }));
    expect(error).toMatchObject({
      message: 'Bad gateway from the proxy',
      code: 'unknown_error',
      status: 502,
    });
  });

  it('says so in words when the service cannot be reached', async () => {
    const offline = createAuthClient({ url: 'http://127.0.0.1:9/courier' });
    const error = await failure(offline.login({ email: 'a@example.ca', password: 'x' }));
    expect(error).toMatchObject({ message: NETWORK_ERROR_MESSAGE, code: 'network', status: 0 });
  });

  it('refuses an OK answer that is not a session', async () => {
    answers.login = { status: 200, body: '{"ok":true}' };
    const error = await failure(client().login({ email: 'a@example.ca', password: 'x' }));
    expect(error.code).toBe('parse');
    answers.login = { status: 200, body: 'not json', type: 'text/plain' };
    expect((await failure(client().login({ email: 'a@example.ca', password: 'x' }))).code).toBe(
      'parse',
    );
  });

  it('maps bodies the same way without a network (errorFromResponse)', () => {
    expect(errorFromResponse(401, '{"code":"no_auth"}')).toMatchObject({
      message: 'Unauthenticated',
      code: 'no_auth',
    });
    expect(errorFromResponse(400, '[1,2]')).toMatchObject({
      message: 'Unexpected Error',
      code: 'unknown_error',
    });
    expect(errorFromResponse(418, '  ')).toMatchObject({ message: 'Unexpected Error' });
    expect(errorFromResponse(400, '{"message":"Only message","code":""}')).toMatchObject({
      message: 'Only message',
      code: 'unknown_error',
    });
  });
});
