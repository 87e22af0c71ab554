/**
 * The agreement's signature rule (decision 159), the one the browser checks as the customer types
 * and the server applies when the order is placed (decision 176): the order's first name, then its
 * last name, compared word by word after Unicode NFKC with accents, case and punctuation ignored.
 * The server's answer is the one that counts.
 */

/**
 * A name as words to compare: Unicode NFKC, accents dropped, lower case, and anything but
 * letters and digits (spaces, hyphens, apostrophes, periods, emoji) a word break.
 */
export function signatureWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/**
 * True when the signature is the order's first name followed by its last name, compared word
 * by word as `signatureWords` writes them; middle names between them are allowed.
 */
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

/** The words a signature that is not the order's name is answered with, on its field and by the server. */
export function signatureMismatchMessage(name: { firstName: string; lastName: string }): string {
  const full = `${name.firstName.trim()} ${name.lastName.trim()}`.trim();
  return `Sign with your first and last name as they are on the order: ${full}.`;
}
