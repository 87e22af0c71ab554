/**
 * A real S3-compatible server on 127.0.0.1 (S3rver, from the npm registry) with one bucket, for
 * tests of the S3 photo store. It accepts S3rver's fixed credentials, set here for the SDK.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** PHOTO_S3_* for a server that stores its photos here. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startS3(bucket = 'return-photos'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  // The SDK reads its credentials from the environment, as in production.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: { PHOTO_S3_BUCKET: bucket, PHOTO_S3_ENDPOINT: endpoint, PHOTO_S3_REGION: 'us-east-1' },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
