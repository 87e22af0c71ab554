import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import type { AnyRoute } from '@tanstack/react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAuthClient } from '../../src/api/auth-client';
import { createAppAuth } from '../../src/app/auth-session';
import type { AppAuth } from '../../src/app/auth-session';
import type { RouterContext } from '../../src/app/router-context';
import { AuthServicesProvider } from '../../src/features/auth/auth-services';
import type { AuthServices } from '../../src/features/auth/auth-services';
import { AUTH_SESSION_KEY, useSignedIn } from '../../src/lib/session-store';
import { Route as AuthedRoute } from '../../src/routes/_authed';
import { Route as AccountRoute } from '../../src/routes/_authed/account';
import { Route as CallbackRoute } from '../../src/routes/callback.$connection.{-$linkAccount}';
import { Route as LinkAccountRoute } from '../../src/routes/link-account';
import { Route as LoginRoute } from '../../src/routes/login';
import {
  WRONG_PASSWORD,
  errorAnswer,
  fakeAuthFetch,
  sessionAnswer,
  storySession,
} from '../../stories/auth/auth-story-kit';
import type { CourierHandler } from '../../stories/auth/auth-story-kit';

/** The header's account link, as the shell reads it. */
function AccountLinkProbe() {
  return <p data-testid="header-account">{useSignedIn() ? 'My Account' : 'Sign in'}</p>;
}

/** Fastens a file route under a parent, as the generated route tree does. */
function attach(route: AnyRoute, options: { id: string; path?: string; parent: AnyRoute }) {
  return route.update({
    id: options.id,
    ...(options.path ? { path: options.path } : {}),
    getParentRoute: () => options.parent,
  } as never);
}

let app: AppAuth | null = null;

function renderApp(path: string, courier: Record<string, CourierHandler>, lazy = false) {
  const fake = fakeAuthFetch(courier);
  app = createAppAuth({
    client: createAuthClient({ fetch: fake.fetch }),
    reloadPage: () => undefined,
  });
  const auth = app;
  const services: AuthServices = {
    client: auth.client,
    actor: auth.actor,
    socialConnections: [],
  };
  const root = createRootRouteWithContext<RouterContext>()({
    component: () => (
      <>
        <AccountLinkProbe />
        <Outlet />
      </>
    ),
  });
  const home = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => <h1>Home</h1>,
  });
  const elsewhere = createRoute({
    getParentRoute: () => root,
    path: '$',
    component: () => <h1>Another page</h1>,
  });
  const authed = attach(AuthedRoute, { id: '/_authed', parent: root });
  const routeTree = root.addChildren([
    home,
    elsewhere,
    attach(LoginRoute, { id: '/login', path: '/login', parent: root }),
    attach(LinkAccountRoute, { id: '/link-account', path: '/link-account', parent: root }),
    attach(CallbackRoute, {
      id: '/callback/$connection/{-$linkAccount}',
      path: '/callback/$connection/{-$linkAccount}',
      parent: root,
    }),
    authed.addChildren([
      attach(AccountRoute, { id: '/account', path: '/account', parent: authed }),
    ]),
  ]);
  // The account page reads its overview through TanStack Query (no API here: it says so).
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    trailingSlash: 'preserve',
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient, auth: { whenSettled: () => auth.whenSettled() } },
  });
  // The app hands the screens a promise while the auth session's code loads.
  const value = lazy
    ? new Promise<AuthServices>((resolve) => setTimeout(() => resolve(services), 50))
    : services;
  render(
    <QueryClientProvider client={queryClient}>
      <AuthServicesProvider value={value}>
        <Suspense fallback={<p>Loading please wait...</p>}>
          <RouterProvider router={router} />
        </Suspense>
      </AuthServicesProvider>
    </QueryClientProvider>,
  );
  return { router, calls: fake.calls };
}

beforeEach(() => localStorage.clear());

afterEach(() => {
  cleanup();
  app?.stop();
  app = null;
  localStorage.clear();
});

describe('sign-in routes with the app auth session', () => {
  it('sends a signed-out visit to /account to /login?p=/account, and back there after sign-in', async () => {
    const { router } = renderApp('/account', { login: () => sessionAnswer('alex@example.ca') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ p: '/account' });
    expect(screen.getByTestId('header-account')).toHaveTextContent('Sign in');

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'alex@example.ca');
    await user.type(screen.getByLabelText(/^Password/), 'Storefront-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(await screen.findByTestId('account-email')).toHaveTextContent(
      'Signed in as alex@example.ca',
    );
    expect(screen.getByTestId('header-account')).toHaveTextContent('My Account');
    // The login page was replaced: Back does not return to it.
    expect(router.history.length).toBe(1);
  });

  it('keeps a return path with its query, and refuses one to another site', async () => {
    const first = renderApp('/login?p=%2Faccount%3Ftab%3Dreceipts', {
      login: () => sessionAnswer(),
    });
    await waitFor(() =>
      expect(first.router.state.location.search).toEqual({ p: '/account?tab=receipts' }),
    );
    cleanup();
    app?.stop();
    const second = renderApp('/login?p=https%3A%2F%2Fevil.example%2F', {});
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(second.router.state.matches.at(-1)?.search).toEqual({ p: undefined });
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it('lets a stored session straight in, and signing out goes home signed out', async () => {
    localStorage.setItem(AUTH_SESSION_KEY, JSON.stringify(storySession('jordan@example.ca')));
    const { router, calls } = renderApp('/account', {}, true);
    expect(await screen.findByTestId('account-email')).toHaveTextContent('jordan@example.ca');
    expect(screen.getByTestId('header-account')).toHaveTextContent('My Account');

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByTestId('header-account')).toHaveTextContent('Sign in');
    expect(localStorage.getItem(AUTH_SESSION_KEY)).toBeNull();
    expect(calls.map((call) => call.action)).toEqual(['logout']);
  });

  it('sends the shopper to sign in when the session ends elsewhere while /account is open', async () => {
    localStorage.setItem(AUTH_SESSION_KEY, JSON.stringify(storySession()));
    const { router } = renderApp('/account', {});
    await screen.findByTestId('account-email');
    // The mobile menu's Sign Out goes through the session store.
    const { signOut } = await import('../../src/lib/session-store');
    signOut();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ p: '/account' });
  });

  it('keeps what was typed after a wrong password and stays on /login', async () => {
    const { router } = renderApp('/login', { login: () => WRONG_PASSWORD });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Email/ }), 'alex@example.ca');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('alex@example.ca');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('wrong-password');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('finishes a social sign-in from the callback fragment, then drops the code from the address', async () => {
    const code = 'C'.repeat(43);
    const { router, calls } = renderApp(`/callback/test#token=${code}&redirect=%2Faccount`, {
      'login-test': () => sessionAnswer('robin@example.ca'),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(await screen.findByTestId('account-email')).toHaveTextContent('robin@example.ca');
    expect(calls).toEqual([{ action: 'login-test', actionData: { token: code } }]);
    expect(router.history.location.hash).toBe('');
  });

  it('goes on to /link-account when the email already has a password account', async () => {
    const { router, calls } = renderApp(`/callback/test#token=${'C'.repeat(43)}&redirect=%2Fcart`, {
      'login-test': () =>
        errorAnswer(409, 'link_required', 'Link them.', {
          linkToken: 'K'.repeat(43),
          email: 'sam@example.ca',
          social: 'test',
        }),
      login: () => sessionAnswer('sam@example.ca'),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/link-account'));
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveValue('sam@example.ca');
    // The link token was read from the fragment, which then left the address.
    await waitFor(() => expect(router.history.location.hash).toBe(''));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Password/), 'Storefront-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Link and sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(calls.at(-1)).toEqual({
      action: 'login',
      actionData: {
        email: 'sam@example.ca',
        password: 'Storefront-demo-2026',
        linkToken: 'K'.repeat(43),
      },
    });
  });
});
