import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useLocation,
} from '@tanstack/react-router';
import { createContext, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type { AuthSession } from '../../machines/auth-session.machine';
import { createAuthClient } from '../../src/api/auth-client';
import { createAppAuth } from '../../src/app/auth-session';
import type { AppAuth } from '../../src/app/auth-session';
import { AuthServicesProvider } from '../../src/features/auth/auth-services';
import type { AuthServices, SocialConnection } from '../../src/features/auth/auth-services';
import { AUTH_SESSION_KEY } from '../../src/lib/session-store';

/** What the fake auth service answers to one courier action. */
export interface FakeAnswer {
  status: number;
  body: unknown;
}

export type CourierHandler = (
  actionData: Record<string, unknown>,
  headers: Headers,
) => FakeAnswer | Promise<FakeAnswer>;

export const STORY_NOW = Date.now();

/** A session as the app keeps it. */
export function storySession(
  email = 'sam.nguyen@example.ca',
  name = 'story',
  expiresAt = STORY_NOW + 15 * 60_000,
): AuthSession {
  return {
    userId: '2f1d7c3e-8a4b-4c6d-9e1f-0a2b3c4d5e61',
    accessToken: `header.${name}.signature`,
    refreshToken: `${name}-refresh-${'x'.repeat(32)}`,
    expiresAt,
    tokenType: 'Bearer',
    roles: ['customer'],
    defaultProfile: { email },
  };
}

/** A sign-in answer of the auth service (spec section 7). */
export function sessionAnswer(email = 'sam.nguyen@example.ca', name = 'fresh'): FakeAnswer {
  return {
    status: 200,
    body: {
      token: `header.${name}.signature`,
      tokenType: 'Bearer',
      expiresIn: 900,
      refreshToken: `${name}-refresh-${'y'.repeat(32)}`,
      userId: '2f1d7c3e-8a4b-4c6d-9e1f-0a2b3c4d5e61',
      roles: ['customer'],
      email,
    },
  };
}

/** An error answer in the courier's shape `{ error, message, code, ...extra }`. */
export function errorAnswer(
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): FakeAnswer {
  return { status, body: { ...extra, error: message, message, code } };
}

/** Never answers: the screen stays in its submitting state. */
export const pending: CourierHandler = () => new Promise<FakeAnswer>(() => undefined);

export const WRONG_PASSWORD = errorAnswer(
  401,
  'invalid_credentials',
  'The email or password is incorrect.',
);

export const EXPIRED_LINK = (message: string) => errorAnswer(400, 'invalid_link', message);

/** A fetch that plays the auth service and the site's session sync, offline. */
export function fakeAuthFetch(courier: Record<string, CourierHandler>): {
  fetch: typeof fetch;
  calls: { action: string; actionData: Record<string, unknown> }[];
} {
  const calls: { action: string; actionData: Record<string, unknown> }[] = [];
  const respond = ({ status, body }: FakeAnswer) =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  const fakeFetch: typeof fetch = async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    );
    if (url.pathname.startsWith('/auth/')) return respond({ status: 200, body: { ok: true } });
    const body = JSON.parse(String(init?.body ?? '{}')) as {
      action: string;
      actionData: Record<string, unknown>;
    };
    calls.push({ action: body.action, actionData: body.actionData });
    const handler = courier[body.action];
    if (!handler && body.action === 'logout') return respond({ status: 200, body: { ok: true } });
    if (!handler)
      return respond(errorAnswer(400, 'unknown_action', `No story answer for ${body.action}.`));
    return respond(await handler(body.actionData, new Headers(init?.headers)));
  };
  return { fetch: fakeFetch, calls };
}

export interface AuthStoryOptions {
  /** Answers of the fake auth service, by action. */
  courier?: Record<string, CourierHandler>;
  /** The stored session the app starts with (null: signed out). */
  session?: AuthSession | null;
  /** Social sign-ins on offer. */
  socialConnections?: SocialConnection[];
  /** Where the memory router starts. */
  path?: string;
}

/** Shows where the memory router is, so play functions can check navigation. */
function LocationProbe() {
  const href = useLocation({ select: (location) => location.href });
  return (
    <output data-testid="story-location" hidden>
      {href}
    </output>
  );
}

const StoryChildren = createContext<ReactNode>(null);

function StoryRoot() {
  return (
    <>
      {useContext(StoryChildren)}
      <LocationProbe />
      <Outlet />
    </>
  );
}

/**
 * The app's real auth session (src/app/auth-session.ts) over a fake auth service, and a memory
 * router, around a sign-in screen: the screen runs exactly as in the app, offline.
 */
export function AuthStoryProviders({
  children,
  courier = {},
  session = null,
  socialConnections = [],
  path = '/',
}: AuthStoryOptions & { children: ReactNode }) {
  const [setup] = useState(() => {
    localStorage.clear();
    if (session) localStorage.setItem(AUTH_SESSION_KEY, JSON.stringify(session));
    const fake = fakeAuthFetch(courier);
    const app: AppAuth = createAppAuth({
      client: createAuthClient({ fetch: fake.fetch }),
      reloadPage: () => undefined,
      // Each story is a tab of its own: no lock shared with the stories before it.
      lock: (_name, task) => task(),
    });
    const services: AuthServices = {
      client: app.client,
      actor: app.actor,
      socialConnections,
    };
    const rootRoute = createRootRoute({ component: StoryRoot });
    const anyPath = createRoute({
      getParentRoute: () => rootRoute,
      path: '$',
      component: () => null,
    });
    const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => null });
    const router = createRouter({
      routeTree: rootRoute.addChildren([home, anyPath]),
      history: createMemoryHistory({ initialEntries: [path] }),
    });
    return { app, services, router, calls: fake.calls };
  });
  useEffect(() => {
    storyCalls = setup.calls;
    storyActor = setup.app.actor;
  }, [setup]);
  useEffect(() => () => setup.app.stop(), [setup]);
  return (
    <AuthServicesProvider value={setup.services}>
      <StoryChildren.Provider value={children}>
        <RouterProvider router={setup.router} />
      </StoryChildren.Provider>
    </AuthServicesProvider>
  );
}

let storyCalls: { action: string; actionData: Record<string, unknown> }[] = [];
let storyActor: AppAuth['actor'] | null = null;

/** The courier actions the story's screen sent. */
export function courierCalls(): { action: string; actionData: Record<string, unknown> }[] {
  return storyCalls;
}

/** The story's auth-session state (`signedIn`, `signedOut`, ...). */
export function authState(): string {
  const value = storyActor?.getSnapshot().value;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The story's location after navigation, read from the probe. */
export function storyLocation(canvasElement: HTMLElement): string {
  return (
    canvasElement.ownerDocument.querySelector('[data-testid="story-location"]')?.textContent ?? ''
  );
}
