/**
 * The agreement's signature rule in the browser (decision 159): the order's first name, then
 * its last name, compared after Unicode NFKC with accents, case and punctuation ignored. The
 * server applies the same rule (`server/modules/checkout/agreement-signature.ts`) and has the last word.
 */

/** A name as the words compared. */
export function signatureWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** True when the signature is the first name then the last name (middle names allowed). */
export function signatureMatches(
  signed: string,
  name: { firstName: string; lastName: string },
): boolean {
  const words = signatureWords(signed);
  const first = signatureWords(name.firstName);
  const last = signatureWords(name.lastName);
  if (first.length === 0 || last.length === 0) return false;
  if (words.length < first.length + last.length) return false;
  const starts = first.every((word, index) => words[index] === word);
  const ends = last.every((word, index) => words[words.length - last.length + index] === word);
  return starts && ends;
}

/** The field error for a signature that is not the order's name (the server's words too). */
export function signatureMismatchMessage(name: { firstName: string; lastName: string }): string {
  const full = `${name.firstName.trim()} ${name.lastName.trim()}`.trim();
  return `Sign with your first and last name as they are on the order: ${full}.`;
}
