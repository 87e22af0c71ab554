/**
 * The access-token signing key: Ed25519 (EdDSA) by default, ES256 accepted. From
 * AUTH_PRIVATE_KEY / AUTH_PUBLIC_KEY (PEM or JWK JSON), or generated once and kept under
 * DATA_DIR/auth-keys (mode 600) so restarts keep sessions. The API needs the public key only.
 */
import { chmod, link, mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  calculateJwkThumbprint,
  exportJWK,
  exportPKCS8,
  exportSPKI,
  generateKeyPair,
  importJWK,
  importPKCS8,
  importSPKI,
} from 'jose';
import type { CryptoKey, JWK } from 'jose';

export type SigningAlgorithm = 'EdDSA' | 'ES256';

export interface PublicKeyInfo {
  alg: SigningAlgorithm;
  publicKey: CryptoKey;
  /** The public key as a JWK with `kid`, `alg` and `use`, for /courier/.well-known/jwks.json. */
  publicJwk: JWK;
  kid: string;
}

export interface SigningKeys extends PublicKeyInfo {
  privateKey: CryptoKey;
}

export class KeyConfigError extends Error {
  override name = 'KeyConfigError';
}

const PRIVATE_FILE = 'private.pem';
const PUBLIC_FILE = 'public.pem';

/** Environment values often carry PEM newlines as `\n`. */
function unescape(text: string): string {
  return text.includes('\\n') ? text.replaceAll('\\n', '\n') : text;
}

function algorithmOfJwk(jwk: JWK): SigningAlgorithm {
  if (jwk.kty === 'OKP' && jwk.crv === 'Ed25519') return 'EdDSA';
  if (jwk.kty === 'EC' && jwk.crv === 'P-256') return 'ES256';
  throw new KeyConfigError('the auth key must be an Ed25519 (EdDSA) or P-256 (ES256) key');
}

async function importWithEither<T>(
  attempt: (alg: SigningAlgorithm) => Promise<T>,
  what: string,
): Promise<{ key: T; alg: SigningAlgorithm }> {
  for (const alg of ['EdDSA', 'ES256'] as const) {
    try {
      return { key: await attempt(alg), alg };
    } catch {
      // try the next algorithm
    }
  }
  throw new KeyConfigError(`${what} is not an Ed25519 or P-256 key in PEM or JWK form`);
}

async function importPrivate(
  text: string,
  what: string,
): Promise<{ key: CryptoKey; alg: SigningAlgorithm }> {
  const source = unescape(text).trim();
  if (source.startsWith('{')) {
    let jwk: JWK;
    try {
      jwk = JSON.parse(source) as JWK;
    } catch {
      throw new KeyConfigError(`${what} is not valid JWK JSON`);
    }
    if (typeof jwk.d !== 'string') throw new KeyConfigError(`${what} is not a private JWK`);
    const alg = algorithmOfJwk(jwk);
    return { key: (await importJWK(jwk, alg, { extractable: true })) as CryptoKey, alg };
  }
  if (!source.includes('PRIVATE KEY'))
    throw new KeyConfigError(`${what} must be a PKCS#8 PEM ("BEGIN PRIVATE KEY") or a JWK`);
  return importWithEither((alg) => importPKCS8(source, alg, { extractable: true }), what);
}

async function importPublic(
  text: string,
  what: string,
): Promise<{ key: CryptoKey; alg: SigningAlgorithm }> {
  const source = unescape(text).trim();
  if (source.startsWith('{')) {
    let jwk: JWK;
    try {
      jwk = JSON.parse(source) as JWK;
    } catch {
      throw new KeyConfigError(`${what} is not valid JWK JSON`);
    }
    const { d: _d, ...publicOnly } = jwk;
    const alg = algorithmOfJwk(publicOnly);
    return { key: (await importJWK(publicOnly, alg, { extractable: true })) as CryptoKey, alg };
  }
  if (!source.includes('PUBLIC KEY'))
    throw new KeyConfigError(`${what} must be an SPKI PEM ("BEGIN PUBLIC KEY") or a JWK`);
  return importWithEither((alg) => importSPKI(source, alg, { extractable: true }), what);
}

async function describePublic(publicKey: CryptoKey, alg: SigningAlgorithm): Promise<PublicKeyInfo> {
  const jwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { alg, publicKey, kid, publicJwk: { ...jwk, kid, alg, use: 'sig' } };
}

async function publicFromPrivate(privateKey: CryptoKey, alg: SigningAlgorithm): Promise<CryptoKey> {
  const { d: _d, ...publicJwk } = await exportJWK(privateKey);
  return (await importJWK(publicJwk, alg, { extractable: true })) as CryptoKey;
}

async function readIfPresent(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Writes `content` to `file` only if it does not exist yet (safe when two processes race). */
async function writeOnce(file: string, content: string): Promise<boolean> {
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, content, { mode: 0o600 });
  try {
    await link(temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(temporary).catch(() => undefined);
  }
}

export interface LoadKeyOptions {
  privateKey?: string | undefined;
  publicKey?: string | undefined;
  /** The folder that holds auth-keys/ (DATA_DIR). */
  dataDir: string;
  /** False keeps a generated key in memory only (tests). */
  persist: boolean;
}

/** The signing key pair for the auth service. */
export async function loadSigningKeys(options: LoadKeyOptions): Promise<SigningKeys> {
  let privateKey: CryptoKey;
  let alg: SigningAlgorithm;
  if (options.privateKey) {
    ({ key: privateKey, alg } = await importPrivate(options.privateKey, 'AUTH_PRIVATE_KEY'));
  } else if (options.persist) {
    const folder = path.join(options.dataDir, 'auth-keys');
    const file = path.join(folder, PRIVATE_FILE);
    let pem = await readIfPresent(file);
    if (pem === null) {
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const generated = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
      await writeOnce(file, await exportPKCS8(generated.privateKey));
      pem = await readFile(file, 'utf8');
    } else if (((await stat(file)).mode & 0o077) !== 0) {
      await chmod(file, 0o600);
    }
    ({ key: privateKey, alg } = await importPrivate(pem, file));
    const publicFile = path.join(folder, PUBLIC_FILE);
    if ((await readIfPresent(publicFile)) === null) {
      await writeOnce(publicFile, await exportSPKI(await publicFromPrivate(privateKey, alg)));
    }
  } else {
    const generated = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    privateKey = generated.privateKey;
    alg = 'EdDSA';
  }

  const derived = await publicFromPrivate(privateKey, alg);
  if (options.publicKey) {
    const given = await importPublic(options.publicKey, 'AUTH_PUBLIC_KEY');
    const [a, b] = await Promise.all([exportJWK(given.key), exportJWK(derived)]);
    if (a.x !== b.x || a.y !== b.y)
      throw new KeyConfigError('AUTH_PUBLIC_KEY does not belong to AUTH_PRIVATE_KEY');
  }
  return { ...(await describePublic(derived, alg)), privateKey };
}

/**
 * The public key alone, for a process that only verifies (the API): AUTH_PUBLIC_KEY, else the
 * public half of AUTH_PRIVATE_KEY, else DATA_DIR/auth-keys/public.pem; null when none exists.
 */
export async function loadPublicKey(
  options: Omit<LoadKeyOptions, 'persist'>,
): Promise<PublicKeyInfo | null> {
  if (options.publicKey) {
    const { key, alg } = await importPublic(options.publicKey, 'AUTH_PUBLIC_KEY');
    return describePublic(key, alg);
  }
  if (options.privateKey) {
    const { key, alg } = await importPrivate(options.privateKey, 'AUTH_PRIVATE_KEY');
    return describePublic(await publicFromPrivate(key, alg), alg);
  }
  const file = path.join(options.dataDir, 'auth-keys', PUBLIC_FILE);
  const pem = await readIfPresent(file);
  if (pem === null) return null;
  const { key, alg } = await importPublic(pem, file);
  return describePublic(key, alg);
}
