import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeJwt, exportPKCS8, generateKeyPair, importPKCS8, SignJWT } from 'jose';
import type { CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPublicKey, loadSigningKeys } from '../../server/auth/keys';
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  createTokenVerifier,
} from '../../server/auth/tokens';
import {
  startAuthServer,
  strongPassword,
  uniqueEmail,
  type AuthTestServer,
  type SessionBody,
} from './helpers/auth-server';

let server: AuthTestServer;
let privateKey: CryptoKey;
let session: SessionBody;

beforeAll(async () => {
  const pair = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const pem = await exportPKCS8(pair.privateKey);
  privateKey = (await importPKCS8(pem, 'EdDSA')) as CryptoKey;
  server = await startAuthServer({ env: { AUTH_PRIVATE_KEY: pem.replaceAll('\n', '\\n') } });
  session = (
    await server.courier<SessionBody>('create', {
      email: uniqueEmail(),
      password: strongPassword(),
    })
  ).body;
});

afterAll(async () => {
  await server?.close();
});

/** A token with the real claims, signed by `key`, with `overrides` applied. */
async function forge(
  key: CryptoKey,
  overrides: { exp?: number; iat?: number; aud?: string; iss?: string; sub?: string } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  // The session of the signed-in customer: the API refuses tokens of sessions that ended.
  const { sid } = decodeJwt(session.token);
  return new SignJWT({ roles: ['customer'], auth_time: now, sid })
    .setProtectedHeader({ alg: 'EdDSA' })
    .setSubject(overrides.sub ?? session.userId)
    .setIssuer(overrides.iss ?? ACCESS_TOKEN_ISSUER)
    .setAudience(overrides.aud ?? ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt(overrides.iat ?? now)
    .setExpirationTime(overrides.exp ?? now + 900)
    .sign(key);
}

const ME = '{ me { userId } }';

describe('access tokens on the GraphQL API', () => {
  it('accept a token signed by the auth service', async () => {
    const answer = await server.graphql(ME, session.token);
    expect(answer.body).toEqual({ data: { me: { userId: session.userId } } });
    // The test's forger holds the same key, so its well-formed token passes too.
    expect((await server.graphql(ME, await forge(privateKey))).body.data).toEqual({
      me: { userId: session.userId },
    });
  });

  it('reject a token signed with another key as invalid-jwt', async () => {
    const other = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const answer = await server.graphql(ME, await forge(other.privateKey as CryptoKey));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      data: null,
      errors: [
        {
          message: 'invalid jwt: signature verification failed',
          extensions: { code: 'invalid-jwt' },
        },
      ],
    });
  });

  it('reject a tampered token (payload changed after signing)', async () => {
    const [header, payload, signature] = session.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    claims.roles = ['customer', 'customer:pos:eq3'];
    const tampered = [
      header,
      Buffer.from(JSON.stringify(claims)).toString('base64url'),
      signature,
    ].join('.');
    const answer = await server.graphql(ME, tampered);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('invalid-jwt');
    expect(answer.body.data).toBeNull();
  });

  it('reject an expired token with code invalid-jwt and the message "jwt expired"', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await forge(privateKey, { iat: now - 1_000, exp: now - 60 });
    const answer = await server.graphql(ME, expired);
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toEqual([
      { message: 'jwt expired', extensions: { code: 'invalid-jwt' } },
    ]);
    // Also on public operations: a client that sends a bad token learns to refresh.
    const version = await server.graphql('{ version }', expired);
    expect(version.body.errors?.[0]?.message).toBe('jwt expired');
  });

  it('reject unsigned, wrong-audience, wrong-issuer and malformed tokens', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(
      JSON.stringify({
        sub: session.userId,
        roles: ['customer'],
        iss: ACCESS_TOKEN_ISSUER,
        aud: ACCESS_TOKEN_AUDIENCE,
        exp: Math.floor(Date.now() / 1000) + 600,
      }),
    ).toString('base64url');
    for (const token of [
      `${header}.${body}.`,
      await forge(privateKey, { aud: 'urn:someone-else' }),
      await forge(privateKey, { iss: 'https://evil.example' }),
      await forge(privateKey, { sub: 'not-a-uuid' }),
      'not.a.jwt',
    ]) {
      const answer = await server.graphql(ME, token);
      expect(answer.body.errors?.[0]?.extensions?.code, token).toBe('invalid-jwt');
      expect(answer.body.data).toBeNull();
    }
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Basic dXNlcjpwYXNz' },
      body: JSON.stringify({ query: ME }),
    });
    expect(
      ((await response.json()) as { errors: { extensions: { code: string } }[] }).errors[0]
        ?.extensions.code,
    ).toBe('invalid-jwt');
  });

  it('protect temp-link and change-email the same way (401 invalid-jwt)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await forge(privateKey, { iat: now - 1_000, exp: now - 60 });
    const answer = await server.courier('temp-link', {}, { authorization: `Bearer ${expired}` });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: 'invalid-jwt', message: 'jwt expired' });
    const missing = await server.courier('temp-link', {});
    expect(missing).toMatchObject({ status: 401, body: { code: 'no_auth' } });
  });
});

describe('keys', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-keys-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('publish the public key as a JWKS, with no private part', async () => {
    const response = await fetch(`${server.url}/courier/.well-known/jwks.json`);
    const jwks = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('are generated once under DATA_DIR/auth-keys with mode 600 and kept across restarts', async () => {
    const first = await loadSigningKeys({ dataDir, persist: true });
    const file = path.join(dataDir, 'auth-keys', 'private.pem');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toContain('BEGIN PRIVATE KEY');
    const second = await loadSigningKeys({ dataDir, persist: true });
    expect(second.kid).toBe(first.kid);
    // The API alone verifies with the public key file only.
    const publicOnly = await loadPublicKey({ dataDir });
    expect(publicOnly?.kid).toBe(first.kid);
    const token = await new SignJWT({ roles: ['customer'], auth_time: 1 })
      .setProtectedHeader({ alg: 'EdDSA' })
      .setSubject(session.userId)
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(first.privateKey);
    await expect(createTokenVerifier(publicOnly)(token)).resolves.toMatchObject({
      userId: session.userId,
    });
    await expect(createTokenVerifier(null)(token)).rejects.toMatchObject({ code: 'invalid-jwt' });
  });

  it('refuse a public key that does not match the private key', async () => {
    const a = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const b = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const { exportSPKI } = await import('jose');
    await expect(
      loadSigningKeys({
        dataDir,
        persist: false,
        privateKey: await exportPKCS8(a.privateKey),
        publicKey: await exportSPKI(b.publicKey),
      }),
    ).rejects.toThrow('AUTH_PUBLIC_KEY does not belong to AUTH_PRIVATE_KEY');
  });
});
