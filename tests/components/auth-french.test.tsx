import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { describeAuthProblem, waitText } from '../../src/features/auth/auth-problems';
import { ForgotPasswordPage } from '../../src/features/auth/forgot-password-page';
import { LoginPage } from '../../src/features/auth/login-page';
import { SignupPage } from '../../src/features/auth/signup-page';
import { getLocale, overwriteGetLocale } from '../../src/i18n/paraglide/runtime.js';
import { AuthStoryProviders } from '../../stories/auth/auth-story-kit';

/** The page's own language as the runtime reads it, put back after each test. */
const pageLocale = getLocale;

afterEach(() => {
  cleanup();
  overwriteGetLocale(pageLocale);
  localStorage.clear();
});

/** Sign-in, sign-up and a forgotten password in French on a French page (decision 178). */
describe('sign-in pages in French', () => {
  it('signs in in French, with the form’s checks in French', async () => {
    overwriteGetLocale(() => 'fr');
    render(
      <AuthStoryProviders>
        <LoginPage onSignedIn={() => undefined} returnTo="/account" />
      </AuthStoryProviders>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Se connecter' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Courriel/ })).toBeVisible();
    expect(screen.getByLabelText(/^Mot de passe/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Mot de passe oublié\u00a0?' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Entrez votre adresse courriel.')).toBeVisible();
    expect(screen.getByText('Entrez votre mot de passe.')).toBeVisible();
  });

  it('creates an account in French', async () => {
    overwriteGetLocale(() => 'fr');
    render(
      <AuthStoryProviders>
        <SignupPage onSignedIn={() => undefined} />
      </AuthStoryProviders>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Créer un compte' })).toBeVisible();
    expect(screen.getByLabelText(/^Confirmer le mot de passe/)).toBeVisible();
    expect(document.body).toHaveTextContent('Au moins 8 caractères.');
    await userEvent.type(screen.getByRole('textbox', { name: /Courriel/ }), 'nom@exemple.ca');
    await userEvent.type(screen.getByLabelText(/^Mot de passe/), 'court');
    await userEvent.click(screen.getByRole('button', { name: 'Créer le compte' }));
    expect(
      await screen.findByText('Utilisez au moins 8 caractères pour votre mot de passe.'),
    ).toBeVisible();
    expect(screen.getByText('Entrez le mot de passe de nouveau.')).toBeVisible();
  });

  it('asks for a reset link in French', async () => {
    overwriteGetLocale(() => 'fr');
    render(
      <AuthStoryProviders>
        <ForgotPasswordPage />
      </AuthStoryProviders>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Réinitialiser votre mot de passe' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Envoyer le lien' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toBeVisible();
  });

  it('words waits and failures in French', () => {
    overwriteGetLocale(() => 'fr');
    expect(waitText(45)).toBe('45 secondes');
    expect(waitText(3600)).toBe('1 heure');
    expect(describeAuthProblem(new TypeError('x')).message).toBe(
      'Un problème est survenu de notre côté. Veuillez réessayer dans un moment.',
    );
  });
});

describe('sign-in pages in English, unchanged', () => {
  it('keeps the English of the sign-in page and its checks', async () => {
    render(
      <AuthStoryProviders>
        <LoginPage onSignedIn={() => undefined} returnTo="/account" />
      </AuthStoryProviders>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email address.')).toBeVisible();
    expect(waitText(45)).toBe('45 seconds');
  });
});
