/**
 * Answers the site server put into index.html for the page it opened (server/site/boot-data.ts):
 * the first call of each of those operations, with the same variables, is answered from here
 * instead of the network, once. Later calls (refetches, other cities) go to the API as usual.
 */

export interface BootAnswer {
  operation: string;
  variables: Record<string, unknown>;
  data: unknown;
}

/** The element the server writes; see BOOT_DATA_ID on the server. */
export const BOOT_DATA_ID = 'boot-data';

/** Answers older than this are left alone: the page has been open a while, ask afresh. */
const USABLE_MS = 60_000;

/** `{"b":1,"a":null}` and `{"a":null,"b":1}` are the same variables. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${stableJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The operation name of a document: `query GetCategories(...)` is `GetCategories`. */
export function operationName(document: string): string | null {
  return (
    /^\s*(?:#[^\n]*\n\s*)*(?:query|mutation)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(document)?.[1] ?? null
  );
}

export interface BootAnswers {
  /** The boot answer for this call, removed so it is used once; undefined when there is none. */
  take(document: string, variables: object | undefined): unknown;
}

/** Answers from a list (the parsed script element); `now` is for tests. */
export function createBootAnswers(
  answers: readonly BootAnswer[],
  now: () => number = () => Date.now(),
): BootAnswers {
  const start = now();
  const byKey = new Map<string, unknown>();
  for (const answer of answers) {
    if (typeof answer?.operation !== 'string' || answer.data == null) continue;
    byKey.set(`${answer.operation} ${stableJson(answer.variables ?? {})}`, answer.data);
  }
  return {
    take(document, variables) {
      if (byKey.size === 0) return undefined;
      if (now() - start > USABLE_MS) {
        byKey.clear();
        return undefined;
      }
      const name = operationName(document);
      if (!name) return undefined;
      const key = `${name} ${stableJson(variables ?? {})}`;
      const data = byKey.get(key);
      byKey.delete(key);
      return data;
    },
  };
}

/** Reads and removes the server's script element; no element or bad JSON is no answers. */
export function readBootAnswers(doc: Document | undefined = globalThis.document): BootAnswers {
  const element = doc?.getElementById(BOOT_DATA_ID);
  if (!element) return createBootAnswers([]);
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '[]');
    return createBootAnswers(Array.isArray(parsed) ? (parsed as BootAnswer[]) : []);
  } catch {
    return createBootAnswers([]);
  }
}
