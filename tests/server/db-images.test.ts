import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { IMAGE_WIDTHS, type ImageKind } from '../../server/db/constants';
import { buildReferenceData } from '../../server/db/seed/catalogue';
import { planImages, renderImages, type ImageJob } from '../../server/db/seed/images';
import { openSeededTestDatabase } from './helpers/test-database';

let handle: DatabaseHandle;
let directory: string;

beforeAll(async () => {
  handle = await openSeededTestDatabase();
  directory = await mkdtemp(path.join(os.tmpdir(), 'storefront-images-'));
});

afterAll(async () => {
  await handle?.close();
  if (directory) await rm(directory, { recursive: true, force: true });
});

describe('seed images', () => {
  it('plan one picture per key, deduplicated by silhouette and colour', () => {
    const jobs = planImages(buildReferenceData());
    const keys = jobs.map((job) => job.key);
    expect(new Set(keys).size).toBe(keys.length);
    // Far fewer pictures than products: one per (silhouette, colour), not per variant.
    expect(
      jobs.filter((job) => !job.key.startsWith('dims-') && job.kinds.includes('thumb')).length,
    ).toBeLessThan(300);
  });

  it('cover every image url the database refers to', async () => {
    const featured = await handle.query<{ image_url: string }>(
      'select image_url from featured_products',
    );
    const coverKeys = new Set(featured.map((row) => row.image_url.split('/').at(-1) ?? ''));
    const planned = new Map<string, ImageJob>(
      planImages(buildReferenceData(), coverKeys).map((job) => [job.key, job]),
    );
    const urls = await handle.query<{ url: string }>(
      `select image_url as url from parent_products where image_url is not null
       union select image_url from products where image_url is not null
       union select dimension_drawing_front_url from products
       union select dimension_drawing_side_url from products
       union select url from product_images
       union select image_url from option_values where image_url is not null
       union select large_image_url from option_values where large_image_url is not null
       union select image_url from categories where image_url is not null
       union select image_url from featured_products
       union select image_url from social_images`,
    );
    expect(urls.length).toBeGreaterThan(100);
    for (const { url } of urls) {
      const match = /^\/images\/(thumb|cover|swatch|header)\/([a-z0-9-]+)$/.exec(url);
      expect(match, url).not.toBeNull();
      const [, kind, key] = match as unknown as [string, ImageKind, string];
      expect(planned.get(key)?.kinds, url).toContain(kind);
    }
  });

  it('render WebP files at every width of their kinds, and keep existing ones', async () => {
    const jobs = planImages(buildReferenceData(), new Set(['sofa-navy', 'sofa-oatmeal']));
    const sample = [
      'sofa-oatmeal',
      'dims-three-seat-sofa-0-front',
      'swatch-oatmeal',
      'category-sofas',
      'social-1',
    ]
      .map((key) => jobs.find((job) => job.key === key))
      .filter((job): job is ImageJob => job !== undefined);
    expect(sample).toHaveLength(5);
    const result = await renderImages(sample, directory, { concurrency: 2 });
    expect(result.rendered).toBe(5);
    for (const job of sample) {
      for (const kind of job.kinds) {
        for (const width of IMAGE_WIDTHS[kind]) {
          const metadata = await sharp(
            path.join(directory, kind, `${job.key}-${width}.webp`),
          ).metadata();
          expect(metadata.format).toBe('webp');
          expect(metadata.width).toBe(width);
        }
      }
    }
    expect((await readdir(path.join(directory, 'swatch'))).sort()).toEqual([
      'swatch-oatmeal-128.webp',
      'swatch-oatmeal-64.webp',
    ]);
    const again = await renderImages(sample, directory);
    expect(again.rendered).toBe(0);
    expect(again.skipped).toBe(5);
  });
});
