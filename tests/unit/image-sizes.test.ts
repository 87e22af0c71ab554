import { describe, expect, it } from 'vitest';
import {
  DEFAULT_IMAGE_SIZES,
  IMAGE_SIZE_SETS,
  buildSrcSet,
  fallbackWidth,
  imageUrl,
  imageWidths,
} from '../../src/ui/image-sizes';
import type { ImageSizeSet } from '../../src/ui/image-sizes';

describe('image size sets (spec section 9)', () => {
  it('has three widths per set', () => {
    expect(IMAGE_SIZE_SETS).toEqual({
      swatch: [64, 128, 128],
      thumb: [375, 750, 1080],
      cover: [750, 1080, 2232],
      header: [375, 750, 1080],
    });
  });

  it('gives every set a default sizes attribute', () => {
    for (const set of Object.keys(IMAGE_SIZE_SETS) as ImageSizeSet[]) {
      expect(DEFAULT_IMAGE_SIZES[set]).toMatch(/\S/);
    }
  });
});

describe('imageWidths', () => {
  it('dedupes and sorts', () => {
    expect(imageWidths('swatch')).toEqual([64, 128]);
    expect(imageWidths('cover')).toEqual([750, 1080, 2232]);
  });
});

describe('imageUrl', () => {
  it('appends -{width}.webp to the base', () => {
    expect(imageUrl('/images/p/abc', 375)).toBe('/images/p/abc-375.webp');
    expect(imageUrl('https://cdn.example.ca/p/sofa-grey', 1080)).toBe(
      'https://cdn.example.ca/p/sofa-grey-1080.webp',
    );
  });

  it('refuses an empty base', () => {
    expect(() => imageUrl(' ', 375)).toThrow(RangeError);
  });
});

describe('buildSrcSet', () => {
  it('lists each width with a w descriptor', () => {
    expect(buildSrcSet('/images/p/abc', 'thumb')).toBe(
      '/images/p/abc-375.webp 375w, /images/p/abc-750.webp 750w, /images/p/abc-1080.webp 1080w',
    );
    expect(buildSrcSet('/c/x', 'cover')).toBe(
      '/c/x-750.webp 750w, /c/x-1080.webp 1080w, /c/x-2232.webp 2232w',
    );
  });

  it('does not repeat the swatch 128 width', () => {
    expect(buildSrcSet('/s/linen', 'swatch')).toBe('/s/linen-64.webp 64w, /s/linen-128.webp 128w');
  });
});

describe('fallbackWidth', () => {
  it('is the middle width of the set', () => {
    expect(fallbackWidth('swatch')).toBe(128);
    expect(fallbackWidth('thumb')).toBe(750);
    expect(fallbackWidth('cover')).toBe(1080);
    expect(fallbackWidth('header')).toBe(750);
  });
});
