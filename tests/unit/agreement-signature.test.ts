import { describe, expect, it } from 'vitest';
import * as browser from '../../machines/checkout.machine';
import * as server from '../../server/modules/checkout/agreement-signature';

const ORDER = { firstName: 'Hélène', lastName: "O'Brien-Côté" };

// Decision 159: the order's first then last name, NFKC, accents, case, spacing and punctuation
// ignored; middle names allowed between them.
const SIGNED: readonly [string, boolean][] = [
  ["Hélène O'Brien-Côté", true],
  ['helene obrien cote', false],
  ['helene o brien cote', true],
  ['  HÉLÈNE   o’brien côté  ', true],
  ['Ｈｅｌｅｎｅ Ｏ Ｂｒｉｅｎ Ｃｏｔｅ', true],
  ['Hélène Marie O Brien Côté', true],
  ['Hélène', false],
  ["O'Brien-Côté Hélène", false],
  ['\u{1F600}', false],
  ['\u{1F600} \u{1F600}', false],
  ['Hélène Tremblay', false],
  ['', false],
];

describe('the agreement signature rule (decision 159)', () => {
  it.each(SIGNED)(
    '%j signs for Hélène O’Brien-Côté: %s, in the browser and on the server',
    (signed, ok) => {
      expect(browser.signatureMatches(signed, ORDER)).toBe(ok);
      expect(server.signatureMatches(signed, ORDER)).toBe(ok);
    },
  );

  it('is one rule, in rules/, that the browser and the server both import (decision 176)', () => {
    expect(browser.signatureMatches).toBe(server.signatureMatches);
    expect(browser.signatureMismatchMessage).toBe(server.signatureMismatchMessage);
  });

  it('says the same words in the browser and on the server', () => {
    expect(browser.signatureMismatchMessage(ORDER)).toBe(server.signatureMismatchMessage(ORDER));
    expect(server.signatureMismatchMessage(ORDER)).toBe(
      "Sign with your first and last name as they are on the order: Hélène O'Brien-Côté.",
    );
  });
});
