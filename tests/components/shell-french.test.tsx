import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NotFoundPage } from '../../src/features/shell/not-found-page';
import { SiteErrorMessage } from '../../src/features/shell/site-error-page';
import { getLocale, overwriteGetLocale } from '../../src/i18n/paraglide/runtime.js';
import { AddressForm } from '../../src/ui/address-form';
import { Pagination } from '../../src/ui/pagination';
import { StarRating } from '../../src/ui/star-rating';
import { setShellStorage, ShellStoryProviders } from '../../stories/shell/shell-story-providers';

/** The page's own language as the runtime reads it, put back after each test. */
const pageLocale = getLocale;

beforeEach(() => {
  setShellStorage();
  overwriteGetLocale(() => 'fr');
});
afterEach(() => {
  cleanup();
  overwriteGetLocale(pageLocale);
  localStorage.clear();
});

/** The shell's pages and the ui parts draw their texts in French on a French page (decision 178). */
describe('the shell and ui parts in French', () => {
  it('draws the not-found and error pages in French', async () => {
    const screen = render(
      <ShellStoryProviders path="/fr/no/such/page">
        <main>
          <NotFoundPage />
        </main>
      </ShellStoryProviders>,
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Nous ne trouvons pas la page que vous cherchez',
      }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: "Aller à la page d'accueil" })).toBeVisible();
    cleanup();

    const error = render(
      <ShellStoryProviders path="/fr/">
        <main>
          <SiteErrorMessage onRetry={() => undefined} />
        </main>
      </ShellStoryProviders>,
    );
    expect(await error.findByRole('button', { name: 'Réessayer' })).toBeVisible();
    expect(error.getByRole('alert')).toHaveTextContent('Nous sommes désolés de cet inconvénient.');
  });

  it('names pages, ratings and address fields in French', () => {
    const screen = render(
      <>
        <Pagination
          page={2}
          pageCount={3}
          renderLink={(page, props) => <a href={`?page=${page}`} {...props} />}
        />
        <StarRating rating={4.5} />
        <AddressForm
          provinceOptions={[{ value: 'QC', label: 'Québec' }]}
          errors={{}}
          saving={false}
          submitLabel="Enregistrer"
          onSubmit={() => undefined}
        />
      </>,
    );
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Page suivante' })).toHaveTextContent('Suivante');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('img', { name: '4,5 sur 5 étoiles' })).toBeVisible();
    expect(screen.getByRole('form', { name: 'Nouvelle adresse de livraison' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Prénom/ })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Code postal/ })).toBeVisible();
  });
});
