/**
 * A small seeded pseudo-random generator (sfc32 seeded through a string hash),
 * so the seed produces the same data on every run and machine. Never Math.random.
 */

/** 32-bit FNV-1a hash of a string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export class Random {
  #a: number;
  #b: number;
  #c: number;
  #d: number;

  /** Streams with the same seed text give the same sequence. */
  constructor(seed: string) {
    this.#a = hashString(`${seed}#a`);
    this.#b = hashString(`${seed}#b`);
    this.#c = hashString(`${seed}#c`);
    this.#d = hashString(`${seed}#d`) | 1;
    for (let index = 0; index < 12; index += 1) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    const t = (((this.#a + this.#b) | 0) + this.#d) | 0;
    this.#d = (this.#d + 1) | 0;
    this.#a = this.#b ^ (this.#b >>> 9);
    this.#b = (this.#c + (this.#c << 3)) | 0;
    this.#c = (this.#c << 21) | (this.#c >>> 11);
    this.#c = (this.#c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with the given probability. */
  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** A new array in random order (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = Math.floor(this.next() * (index + 1));
      [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
    }
    return copy;
  }

  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, Math.min(count, items.length));
  }

  /** A version-4-shaped uuid drawn from this stream. */
  uuid(): string {
    const hex = (bits: number) =>
      Math.floor(this.next() * 2 ** bits)
        .toString(16)
        .padStart(bits / 4, '0');
    const variant = (8 + this.int(0, 3)).toString(16);
    return `${hex(32)}-${hex(16)}-4${hex(12)}-${variant}${hex(12)}-${hex(24)}${hex(24)}`;
  }
}
