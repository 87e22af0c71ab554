import { isAuthClientError } from '../../api/auth-client';
import type { SocialConnection } from './auth-services';
import { returnPathAfterSignIn } from './return-path';

/**
 * What the auth service hands the app after a social sign-in, in the address's fragment (never
 * sent to a server): `#token=&redirect=` on `/callback/…` and `/complete-account`,
 * `#linkToken=&email=&connection=&redirect=` on `/link-account`, `#error=&message=` on failure.
 */
export interface SocialFragment {
  token?: string | undefined;
  linkToken?: string | undefined;
  email?: string | undefined;
  connection?: string | undefined;
  error?: string | undefined;
  message?: string | undefined;
  /** Where to go after signing in: a safe path, /account by default. */
  redirect: string;
}

const TOKEN = /^[A-Za-z0-9_-]{16,512}$/;

function text(params: URLSearchParams, key: string, max = 300): string | undefined {
  const value = params.get(key)?.trim();
  return value && value.length <= max ? value : undefined;
}

export function readSocialFragment(hash: string): SocialFragment {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const token = text(params, 'token', 512);
  const linkToken = text(params, 'linkToken', 512);
  return {
    token: token && TOKEN.test(token) ? token : undefined,
    linkToken: linkToken && TOKEN.test(linkToken) ? linkToken : undefined,
    email: text(params, 'email', 254),
    connection: text(params, 'connection', 30),
    error: text(params, 'error', 60),
    message: text(params, 'message'),
    redirect: returnPathAfterSignIn(params.get('redirect')),
  };
}

/** The fragment of `/link-account` for a sign-in that must be linked to an existing account. */
export function linkAccountFragment(link: {
  linkToken: string;
  email: string;
  connection: string;
  redirect: string;
}): string {
  return new URLSearchParams(link).toString();
}

/** The 409 `link_required` answer of `login-{connection}`, as the `/link-account` fragment. */
export function linkRequiredFrom(
  error: unknown,
  connection: string,
  redirect: string,
): string | null {
  if (!isAuthClientError(error) || error.code !== 'link_required') return null;
  const { linkToken, email } = error.extra;
  if (typeof linkToken !== 'string' || typeof email !== 'string') return null;
  return linkAccountFragment({ linkToken, email, connection, redirect });
}

/** "Google" for `google`: the configured label, else the name with a capital. */
export function connectionLabel(name: string, connections: readonly SocialConnection[]): string {
  const known = connections.find((connection) => connection.name === name);
  if (known) return known.label;
  return name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}
