import { describe, expect, it } from 'vitest';
import { m } from '../../src/i18n/paraglide/messages.js';
import { NOT_FOUND_TEXT } from '../../src/features/shell/not-found-page';
import {
  PROMO_MESSAGES,
  REGULAR_PROMO_MESSAGES,
  promoMessages,
} from '../../src/features/shell/promo-messages';
import { PROVINCES } from '../../machines/provinces';
import { provinceLabel } from '../../src/features/shell/location-model';
import { QUICK_LINKS } from '../../src/features/shell/shop-paths';
import { accountBackLink } from '../../src/features/shell/site-chrome';
import {
  SITE_ERROR_TEXT,
  SITE_ERROR_TEXT_UNREPORTED,
} from '../../src/features/shell/site-error-page';
import { UNSUPPORTED_BROWSER_TEXT } from '../../src/features/shell/unsupported-browser-page';
import { LOADING_MESSAGE, loadingMessage } from '../../src/ui/spinner';

/**
 * The shell's texts are messages (decision 178); the English constants that stories and tests
 * read stay equal to the English messages, and the French ones differ.
 */
describe('the shell in English and French', () => {
  it('keeps the English constants equal to the English messages', () => {
    expect(m.shell_not_found_title({}, { locale: 'en' })).toBe(NOT_FOUND_TEXT);
    expect(m.shell_error_text({}, { locale: 'en' })).toBe(SITE_ERROR_TEXT);
    expect(m.shell_error_text_unreported({}, { locale: 'en' })).toBe(SITE_ERROR_TEXT_UNREPORTED);
    expect(m.shell_unsupported_text({}, { locale: 'en' })).toBe(UNSUPPORTED_BROWSER_TEXT);
    expect(m.ui_loading_wait({}, { locale: 'en' })).toBe(LOADING_MESSAGE);
    expect(loadingMessage()).toBe(LOADING_MESSAGE);
    expect(promoMessages(true)).toEqual([...PROMO_MESSAGES]);
    expect(promoMessages(false)).toEqual([...REGULAR_PROMO_MESSAGES]);
  });

  it('writes the promotions, quick links and back links in French', () => {
    expect(m.shell_promo_sale({}, { locale: 'fr' })).toBe('85 % de rabais sur tous les meubles');
    expect(m.shell_quick_loveseats({}, { locale: 'fr' })).toBe('Causeuses');
    expect(m.shell_back_my_account({}, { locale: 'fr' })).toBe('Retour à Mon compte');
    expect(m.shell_cart_popup_count({ count: 2 }, { locale: 'fr' })).toBe(
      'Vous avez 2 articles dans votre panier.',
    );
    expect(m.ui_stars({ count: 1 }, { locale: 'fr' })).toBe('1 étoile');
  });

  it('reads the quick links and back links when asked, in the page language', () => {
    expect(QUICK_LINKS.map((link) => link.label)).toContain('Coffee Tables');
    expect(accountBackLink('/account/referral')?.label).toBe('Back to My Account');
  });

  it('names the provinces as machines/provinces.ts does in English, and in French on French pages', () => {
    for (const province of PROVINCES) expect(provinceLabel(province.code)).toBe(province.name);
    expect(provinceLabel('XX')).toBe('XX');
    expect(m.shell_province_qc({}, { locale: 'fr' })).toBe('Québec');
    expect(m.shell_province_bc({}, { locale: 'fr' })).toBe('Colombie-Britannique');
  });
});
