import { describe, expect, it } from 'vitest';
import { hourIn, longDayIn, moneyIn, taxWithRateIn, weekdayIn } from '../../server/i18n/format';
import { readerLocale } from '../../server/i18n/locale';
import {
  emailChangedMail,
  passwordChangedMail,
  resetPasswordMail,
  verifyEmailMail,
} from '../../server/auth/mail';
import { noticeText, renderNoticeMail } from '../../server/modules/notices/notice-email';
import type { NoticeMessage } from '../../server/modules/notices/notice-content';

const NBSP = '\u00a0';

describe('mail in French (decision 179)', () => {
  it('writes money, days, hours and taxes as Canadian French does, English as before', () => {
    expect(moneyIn(123_456, 'fr')).toBe(`1${'\u00a0'}234,56${NBSP}$`);
    expect(moneyIn(-500, 'fr')).toBe(`−5,00${NBSP}$`);
    expect(moneyIn(123_456, 'en')).toBe('$1,234.56');
    expect(moneyIn(-500, 'en')).toBe('−$5.00');
    expect(longDayIn('2026-11-27', 'fr')).toBe('27 novembre 2026');
    expect(longDayIn('2026-11-27', 'en')).toBe('November 27, 2026');
    expect(weekdayIn('2026-11-27', 'fr')).toBe('vendredi');
    expect(hourIn(9, 'fr')).toBe('9 h');
    expect(hourIn(12, 'fr')).toBe('12 h');
    expect(hourIn(17, 'fr')).toBe('17 h');
    expect(hourIn(12, 'en')).toBe('noon');
    expect(taxWithRateIn('GST', 5, 'fr')).toBe('TPS (5 %)');
    expect(taxWithRateIn('QST', 9.975, 'fr')).toBe('TVQ (9,975 %)');
    expect(taxWithRateIn('HST', 13, 'fr')).toBe('TVH (13 %)');
    expect(taxWithRateIn('PST', 7, 'fr')).toBe('TVP (7 %)');
    expect(taxWithRateIn('RST', 7, 'fr')).toBe('TVD (7 %)');
    expect(taxWithRateIn('HST', 13, 'en')).toBe('HST (13%)');
  });

  it('chooses the language: the customer’s choice, else Quebec is French, else the page’s', () => {
    expect(readerLocale({ preferred: null, province: 'QC' })).toBe('fr');
    expect(readerLocale({ preferred: 'en', province: 'QC' })).toBe('en');
    expect(readerLocale({ preferred: 'fr', province: 'ON' })).toBe('fr');
    expect(readerLocale({ preferred: null, province: 'ON' }, 'fr')).toBe('en');
    expect(readerLocale({ preferred: null, province: null }, 'fr')).toBe('fr');
    expect(readerLocale({ preferred: null, province: null })).toBe('en');
  });

  it('writes the account mail in French, and in English as before by default', () => {
    const reset = resetPasswordMail('a@b.ca', 'https://s/fr/reset/t', 'fr');
    expect(reset.subject).toBe('Réinitialisez votre mot de passe Pivot');
    expect(reset.text).toContain('Choisir un nouveau mot de passe : https://s/fr/reset/t');
    expect(reset.html).toContain('<html lang="fr-CA">');
    expect(verifyEmailMail('a@b.ca', 'https://s/fr/v', false, 'fr').subject).toBe(
      'Confirmez votre adresse courriel',
    );
    expect(verifyEmailMail('a@b.ca', 'https://s/fr/v', true, 'fr').subject).toBe(
      'Confirmez votre nouvelle adresse courriel',
    );
    expect(emailChangedMail('a@b.ca', 'c@d.ca', 'fr').text).toContain(
      'Votre compte Pivot utilise maintenant c@d.ca',
    );
    expect(passwordChangedMail('a@b.ca', 'fr').subject).toBe(
      'Le mot de passe de votre compte Pivot a été changé',
    );
    const english = resetPasswordMail('a@b.ca', 'https://s/reset/t');
    expect(english.subject).toBe('Reset your Pivot password');
    expect(english.text).toBe(
      [
        'Someone asked to reset the password of your Pivot account.',
        'If it was you, choose a new password with the link below. It works once, for one hour.',
        'If it was not you, ignore this message: your password stays as it is.',
        '',
        'Choose a new password: https://s/reset/t',
        '',
        '— Pivot',
      ].join('\n'),
    );
    expect(english.html).toContain('<html><body');
  });

  const message = (locale: 'en' | 'fr'): NoticeMessage => ({
    to: 'a@b.ca',
    locale,
    subject: 'S',
    preview: 'P',
    heading: 'H',
    greeting: 'G',
    paragraphs: ['One.'],
    facts: [{ label: 'F', value: 'V' }],
    items: ['Sofa'],
    rows: [{ label: 'Total', amount: 'A', total: true }],
    action: { label: 'Go', url: 'https://s/x' },
    links: [],
    sms: null,
  });

  it('draws a notice’s frame in its language, with the account link on the French store', async () => {
    const text = noticeText(message('fr'), 'https://s');
    expect(text).toContain('Articles :');
    expect(text).toContain('F : V');
    expect(text).toContain('Des questions? Appelez-nous au 1-844-555-0142 ou écrivez à');
    expect(text).toContain('Votre compte : https://s/fr/account');
    const html = (await renderNoticeMail(message('fr'), 'https://s')).html;
    expect(html).toMatch(/<html [^>]*lang="fr-CA"/);
    expect(html).toContain('href="https://s/fr/account"');
    const english = noticeText(message('en'), 'https://s');
    expect(english).toContain('Items:');
    expect(english).toContain('Questions? Call 1-844-555-0142 or write to care@pivotfurniture.ca.');
    expect(english).toContain('Your account: https://s/account');
  });
});
