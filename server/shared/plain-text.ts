/**
 * Text people type that others read (names, reviews) loses the invisible formatting characters
 * (Unicode category Cf) on the way in: right-to-left overrides, embeddings and isolates that
 * would draw a byline reversed, zero-width spaces and word joiners that hide inside a name, byte
 * order marks and soft hyphens pasted from documents. They are removed, not refused: the person
 * cannot see them to take them out (decision 163).
 */
const FORMAT_CHARACTERS = /\p{Cf}/gu;

/** Joiners that emoji sequences (👩‍👩‍👧) and some scripts need: review text keeps them. */
const FORMAT_EXCEPT_JOINERS = /(?![\u200C\u200D])\p{Cf}/gu;

/** A name without any invisible formatting character. */
export function plainName(text: string): string {
  return text.replace(FORMAT_CHARACTERS, '');
}

/** Free text (a review) without direction overrides or hidden spaces; joiners stay. */
export function plainText(text: string): string {
  return text.replace(FORMAT_EXCEPT_JOINERS, '');
}
