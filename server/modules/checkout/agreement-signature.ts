/**
 * Whether a typed signature is the name the order has (decision 159). The rule itself is
 * `rules/agreement-signature.ts`, the same one the browser checks (decision 176); the server's
 * answer is the one that counts.
 */
import { DomainError } from '../../shared/errors';
import { tr } from '../../i18n/localized';
import { m } from '../../i18n/paraglide/messages.js';
import { signatureMatches, signatureMismatchMessage } from '../../../rules/agreement-signature';

export { signatureMatches, signatureMismatchMessage };

/** The reason a refused signature carries in the error's extensions (never renamed). */
export const SIGNATURE_MISMATCH = 'SIGNATURE_MISMATCH';

/** Refuses a signature that is not the order's name (BAD_USER_INPUT, reason SIGNATURE_MISMATCH). */
export function assertSignatureMatches(
  signed: string,
  name: { firstName: string; lastName: string },
): void {
  if (signatureMatches(signed, name)) return;
  const full = `${name.firstName.trim()} ${name.lastName.trim()}`.trim();
  // The English is the rule's own words (signatureMismatchMessage), the browser's too.
  const text = tr(m.errors_checkout_signature_mismatch, { name: full });
  throw new DomainError('BAD_USER_INPUT', text, {
    details: { field: 'agreement.signedName', reason: SIGNATURE_MISMATCH },
  });
}
