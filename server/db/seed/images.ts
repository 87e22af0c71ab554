/**
 * Seed images: SVG drawings rasterised once at the largest width with sharp,
 * then resized and encoded to WebP for every width of their kind, written as
 * `{imagesDir}/{kind}/{key}-{width}.webp`. One picture per (silhouette,
 * colour), not per product; files already on disk are kept.
 */
import { access, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_WIDTHS, type ImageKind } from '../constants';
import { dimensionKey, formatLength, pictureKey, type ReferenceData } from './catalogue';
import { CATEGORY_TREE, type CategorySeed } from './data/categories';
import { PRODUCT_TYPES } from './data/product-types';
import {
  dimensionFrontSvg,
  dimensionSideSvg,
  headerSvg,
  productSvg,
  roomSvg,
  swatchSvg,
  type Drawing,
  type Paint,
} from './drawings';

export interface ImageJob {
  key: string;
  /** The kinds (folders) the picture is written to; widths are the union of theirs. */
  kinds: ImageKind[];
  /** Width of the SVG's own coordinate system, to compute the render density. */
  svgWidth: number;
  svg: () => string;
}

export interface RenderImagesResult {
  jobs: number;
  rendered: number;
  skipped: number;
  files: number;
  milliseconds: number;
}

const DEFAULT_LEG = '#4a3b30';
const HEADER_BACKDROPS = ['#dfe9e7', '#efe6da', '#e4e7ee', '#ece3e0', '#e6ebdf'];

/** Number of social gallery images the seed creates. */
export const SOCIAL_IMAGE_COUNT = 8;

export function paintFor(colourHex: string, option: string): Paint {
  return { main: colourHex, leg: option === 'finish' ? colourHex : DEFAULT_LEG };
}

/**
 * Every picture the catalogue refers to. Product pictures and dimension
 * drawings are `thumb` images (up to 1080 px); `coverKeys` (the featured
 * products' pictures) are also written as `cover` images (up to 2232 px).
 */
export function planImages(
  reference: ReferenceData,
  coverKeys: ReadonlySet<string> = new Set(),
): ImageJob[] {
  const jobs: ImageJob[] = [];
  const byKey = new Map<string, ImageJob>();
  const add = (job: ImageJob) => {
    const existing = byKey.get(job.key);
    if (existing) {
      existing.kinds = [...new Set([...existing.kinds, ...job.kinds])];
      return;
    }
    byKey.set(job.key, job);
    jobs.push(job);
  };

  for (const [paletteKey, colours] of reference.palettes) {
    const [drawing, option] = paletteKey.split(':') as [Drawing, string];
    for (const colour of colours) {
      const key = pictureKey(drawing, colour.key);
      add({
        key,
        kinds: coverKeys.has(key) ? ['thumb', 'cover'] : ['thumb'],
        svgWidth: 1200,
        svg: () => productSvg(drawing, paintFor(colour.hex, option)),
      });
    }
  }

  for (const type of PRODUCT_TYPES) {
    type.sizes.forEach((size, preset) => {
      const labels = {
        width: `W ${formatLength(size.width)}`,
        depth: `D ${formatLength(size.depth)}`,
        height: `H ${formatLength(size.height)}`,
      };
      add({
        key: dimensionKey(type.key, preset, 'front'),
        kinds: ['thumb'],
        svgWidth: 1200,
        svg: () => dimensionFrontSvg(type.drawing, labels),
      });
      add({
        key: dimensionKey(type.key, preset, 'side'),
        kinds: ['thumb'],
        svgWidth: 1200,
        svg: () => dimensionSideSvg(type.drawing, labels),
      });
    });
  }

  for (const option of reference.optionByKey.values()) {
    const texture = option.seed.texture;
    if (!texture) continue;
    for (const value of option.seed.values) {
      add({
        key: `swatch-${value.key}`,
        kinds: ['swatch', 'thumb'],
        svgWidth: 512,
        svg: () => swatchSvg(value.hex, texture),
      });
    }
  }

  const fabrics = reference.optionByKey.get('fabric')?.seed.values ?? [];
  let categoryIndex = 0;
  const walk = (nodes: readonly CategorySeed[]) => {
    for (const node of nodes) {
      const fabric = fabrics[(categoryIndex * 5) % Math.max(1, fabrics.length)];
      const backdrop = HEADER_BACKDROPS[categoryIndex % HEADER_BACKDROPS.length] as string;
      categoryIndex += 1;
      add({
        key: `category-${node.slug}`,
        kinds: ['header'],
        svgWidth: 1200,
        svg: () => headerSvg(node.drawing, paintFor(fabric?.hex ?? '#a6a29b', 'fabric'), backdrop),
      });
      if (node.children) walk(node.children);
    }
  };
  walk(CATEGORY_TREE);

  for (const scene of socialScenes(reference)) add(scene);
  return jobs;
}

function socialScenes(reference: ReferenceData): ImageJob[] {
  const fabrics = reference.optionByKey.get('fabric')?.seed.values ?? [];
  const finishes = reference.optionByKey.get('finish')?.seed.values ?? [];
  const walls = [
    '#ede4d6',
    '#e3e8e4',
    '#efe9e1',
    '#e6e1ea',
    '#f1ebe0',
    '#dfe6ea',
    '#ece6dc',
    '#e9e4d8',
  ];
  const seats: Drawing[] = [
    'sofa',
    'sectional',
    'lounge-chair',
    'loveseat',
    'bed-upholstered',
    'sofa',
    'accent-chair',
    'loveseat',
  ];
  const tables: Drawing[] = [
    'coffee-table',
    'coffee-table',
    'end-table',
    'coffee-table',
    'nightstand',
    'console-table',
    'end-table',
    'coffee-table',
  ];
  return Array.from({ length: SOCIAL_IMAGE_COUNT }, (_, index) => {
    const fabric = fabrics[(index * 3 + 1) % Math.max(1, fabrics.length)];
    const finish = finishes[index % Math.max(1, finishes.length)];
    const seat = seats[index] as Drawing;
    const table = tables[index] as Drawing;
    return {
      key: `social-${index + 1}`,
      kinds: ['cover'],
      svgWidth: 1200,
      svg: () =>
        roomSvg(
          [
            {
              drawing: seat,
              paint: paintFor(fabric?.hex ?? '#a6a29b', 'fabric'),
              x: 40,
              scale: 0.85,
            },
            {
              drawing: table,
              paint: paintFor(finish?.hex ?? '#c8a165', 'finish'),
              x: 260,
              scale: 0.62,
              floorY: 1010,
            },
          ],
          walls[index % walls.length] as string,
        ),
    };
  });
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

function targets(imagesDir: string, job: ImageJob): { width: number; files: string[] }[] {
  const byWidth = new Map<number, string[]>();
  for (const kind of job.kinds) {
    for (const width of IMAGE_WIDTHS[kind]) {
      const file = path.join(imagesDir, kind, `${job.key}-${width}.webp`);
      byWidth.set(width, [...(byWidth.get(width) ?? []), file]);
    }
  }
  return [...byWidth.entries()]
    .sort(([a], [b]) => b - a)
    .map(([width, files]) => ({ width, files }));
}

async function renderJob(imagesDir: string, job: ImageJob, force: boolean): Promise<number> {
  const outputs = targets(imagesDir, job);
  if (!force) {
    const present = await Promise.all(outputs.flatMap(({ files }) => files.map(exists)));
    if (present.every(Boolean)) return 0;
  }
  const maxWidth = outputs[0]?.width ?? 1080;
  const { data, info } = await sharp(Buffer.from(job.svg()), {
    density: (72 * maxWidth) / job.svgWidth,
  })
    .resize({ width: maxWidth })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let written = 0;
  for (const { width, files } of outputs) {
    let pipeline = sharp(data, {
      raw: { width: info.width, height: info.height, channels: info.channels },
    });
    if (width !== info.width) pipeline = pipeline.resize({ width });
    // The largest cover widths are encoded with the fastest method; small sizes compress harder.
    const webp = await pipeline.webp({ quality: 80, effort: width > 1500 ? 0 : 1 }).toBuffer();
    for (const file of files) {
      await writeFile(file, webp);
      written += 1;
    }
  }
  return written;
}

/**
 * Renders the jobs into imagesDir. `concurrency` pictures are processed at
 * once (default: the number of CPUs, at least 2); existing files are kept
 * unless `force`.
 */
export async function renderImages(
  jobs: readonly ImageJob[],
  imagesDir: string,
  options: { concurrency?: number; force?: boolean } = {},
): Promise<RenderImagesResult> {
  const started = performance.now();
  await Promise.all(
    (Object.keys(IMAGE_WIDTHS) as ImageKind[]).map((kind) =>
      mkdir(path.join(imagesDir, kind), { recursive: true }),
    ),
  );
  const concurrency = Math.max(1, options.concurrency ?? Math.max(2, os.availableParallelism()));
  let next = 0;
  let rendered = 0;
  let files = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next] as ImageJob;
      next += 1;
      const written = await renderJob(imagesDir, job, options.force === true);
      if (written > 0) {
        rendered += 1;
        files += written;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return {
    jobs: jobs.length,
    rendered,
    skipped: jobs.length - rendered,
    files,
    milliseconds: Math.round(performance.now() - started),
  };
}
