/** Reading and writing cookies without a plugin (the few the auth service and site set). */

export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 1) continue;
    const name = part.slice(0, index).trim();
    const raw = part.slice(index + 1).trim();
    if (name in cookies) continue;
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

export interface CookieOptions {
  path?: string;
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
  httpOnly?: boolean;
  secure: boolean;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  if (!/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(name)) throw new Error(`bad cookie name ${name}`);
  const expires = new Date(Date.now() + options.maxAge * 1000);
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path ?? '/'}`,
    `Max-Age=${Math.max(0, Math.floor(options.maxAge))}`,
    `Expires=${options.maxAge > 0 ? expires.toUTCString() : new Date(0).toUTCString()}`,
    ...(options.httpOnly === false ? [] : ['HttpOnly']),
    ...(options.secure ? ['Secure'] : []),
    `SameSite=${options.sameSite ?? 'Lax'}`,
  ].join('; ');
}
