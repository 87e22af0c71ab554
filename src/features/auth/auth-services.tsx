import { createContext, use, useContext } from 'react';
import type { ReactNode } from 'react';
import type { AuthSessionActor } from '../../../machines/auth-session.machine';
import type { AuthClient } from '../../api/auth-client';

/** A social sign-in the auth service offers (`/courier/social/{name}`). */
export interface SocialConnection {
  name: string;
  /** The provider's name as people know it: "Google", "Apple". */
  label: string;
}

/**
 * What the sign-in screens need: the auth-service client, the app's one auth-session actor and
 * the social sign-ins on offer. The app provides the real ones; stories and tests fakes.
 */
export interface AuthServices {
  client: AuthClient;
  actor: AuthSessionActor;
  socialConnections: readonly SocialConnection[];
}

/**
 * The app starts the auth session after first paint, or on first use (a function returning the
 * same promise each time), so the value may still be on its way.
 */
type AuthServicesValue = AuthServices | Promise<AuthServices> | (() => Promise<AuthServices>);

const AuthServicesContext = createContext<AuthServicesValue | null>(null);

export function AuthServicesProvider({
  value,
  children,
}: {
  value: AuthServicesValue;
  children: ReactNode;
}) {
  return <AuthServicesContext.Provider value={value}>{children}</AuthServicesContext.Provider>;
}

/** The auth services; suspends while the app is still starting them. */
export function useAuthServices(): AuthServices {
  const value = useContext(AuthServicesContext);
  if (!value) throw new Error('Sign-in screens need an AuthServicesProvider above them.');
  if (typeof value === 'function') return use(value());
  return value instanceof Promise ? use(value) : value;
}
