/**
 * Where return photos are kept (docs/decisions/119-return-photos.md). The built-in store writes
 * files under DATA_DIR/photos; an S3-compatible store is another class with these two methods.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface PhotoStore {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The photo's bytes, or null when there is none under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the photo under the key; nothing when there is none. */
  delete(key: string): Promise<void>;
}

/** Keys are ours (`returns/<order>/<item>/<uuid>.jpg`); anything else is refused. */
const KEY = /^returns\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.jpg$/;

export function isPhotoKey(key: string): boolean {
  return KEY.test(key);
}

export class FilePhotoStore implements PhotoStore {
  constructor(private readonly dir: string) {}

  private file(key: string): string {
    if (!isPhotoKey(key)) throw new RangeError(`not a photo key: ${key}`);
    return path.join(this.dir, ...key.split('/'));
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes, { flag: 'wx' });
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.file(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }
}
