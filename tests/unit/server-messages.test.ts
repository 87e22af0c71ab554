import { describe, expect, it } from 'vitest';
import { localeOfRequest, textIn } from '../../server/i18n/locale';
import type { LocalizedText } from '../../server/i18n/locale';
import { m } from '../../server/i18n/paraglide/messages.js';
import { DomainError } from '../../server/shared/errors';

const choose: LocalizedText = (locale) =>
  locale === 'fr' ? 'Choisissez un jour.' : 'Choose a day.';

describe("the server's own messages (decision 179)", () => {
  it('reads the language a request asks for from Accept-Language, English by default', () => {
    expect(localeOfRequest({ 'accept-language': 'fr-CA' })).toBe('fr');
    expect(localeOfRequest({ 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' })).toBe('fr');
    expect(localeOfRequest({ 'accept-language': 'en-CA,fr;q=0.5' })).toBe('en');
    expect(localeOfRequest({ 'accept-language': 'de-DE' })).toBe('en');
    expect(localeOfRequest({ 'accept-language': '<script>' })).toBe('en');
    expect(localeOfRequest({})).toBe('en');
  });

  it('writes a message in the language it is asked for', () => {
    expect(m.errors_internal({}, { locale: 'en' })).toBe(
      'Something went wrong on our side. Please try again in a moment.',
    );
    expect(m.errors_internal({}, { locale: 'fr' })).toBe(
      'Un problème est survenu de notre côté. Veuillez réessayer dans un moment.',
    );
    expect(textIn('Plain', 'fr')).toBe('Plain');
    expect(textIn(choose, 'fr')).toBe('Choisissez un jour.');
  });

  it('keeps an error’s English for logs and tells the person in their language', () => {
    const error = new DomainError('BAD_USER_INPUT', choose, {
      details: { field: 'day', fields: { day: choose, note: 'English only' } },
    });
    expect(error.message).toBe('Choose a day.');
    expect(error.messageIn('fr')).toBe('Choisissez un jour.');
    expect(error.messageIn('en')).toBe('Choose a day.');
    expect(error.detailsIn('fr')).toEqual({
      field: 'day',
      fields: { day: 'Choisissez un jour.', note: 'English only' },
    });
    const bare = new DomainError('NOT_FOUND', choose);
    expect(bare.detailsIn('fr')).toEqual({});
    // A message in English only is refused when the code is compiled: every one is a server
    // message with both languages.
    // @ts-expect-error a plain string is not a localized text
    const englishOnly = () => new DomainError('NOT_FOUND', 'No such order.');
    expect(englishOnly).toThrow(TypeError);
  });
});
