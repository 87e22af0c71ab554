/**
 * Where return photos are kept (docs/decisions/119-return-photos.md). The built-in store writes
 * files under DATA_DIR/photos (the embedded default); with PHOTO_S3_BUCKET every instance keeps
 * them in one S3-compatible store (decision 168).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

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

/** Where an S3-compatible store is (`PHOTO_S3_*`, decision 168). */
export interface S3PhotoStoreOptions {
  bucket: string;
  /** The service's address (MinIO, Ceph, R2, a cloud region's endpoint); unset: AWS's own. */
  endpoint?: string | undefined;
  region: string;
  /** Path-style addressing (`endpoint/bucket/key`), which most S3-compatible servers need. */
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/**
 * Photos in S3-compatible object storage, shared by every instance (decision 168). Objects are
 * private; the site signs its own photo URLs (decision 119) and reads the bytes through here.
 */
export class S3PhotoStore implements PhotoStore {
  private readonly client: S3Client;

  constructor(private readonly options: S3PhotoStoreOptions) {
    this.client = new S3Client({
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      // Checksums only where S3 requires them: S3-compatible servers differ in the rest.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
    });
  }

  private checked(key: string): string {
    if (!isPhotoKey(key)) throw new RangeError(`not a photo key: ${key}`);
    return key;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: this.checked(key),
        Body: bytes,
        ContentType: 'image/jpeg',
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: this.checked(key) }),
      );
      if (!answer.Body) return null;
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'NoSuchKey' || name === 'NotFound') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.checked(key) }),
    );
  }

  close(): void {
    this.client.destroy();
  }
}
