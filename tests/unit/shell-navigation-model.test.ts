import { describe, expect, it } from 'vitest';
import { buildCategoryMenu } from '../../src/features/shell/category-menu-model';
import { provinceName } from '../../machines/provinces';
import { effectiveCity, groupCitiesByProvince } from '../../src/features/shell/location-model';
import {
  categoryPath,
  QUICK_LINKS,
  searchPath,
  tagPath,
} from '../../src/features/shell/shop-paths';
import { categoriesFixture } from '../../stories/shell/shell-fixtures';

const { categories, cities } = categoriesFixture.getCategories;

describe('searchPath', () => {
  it('goes to /search/{text}/ with the text trimmed and encoded', () => {
    expect(searchPath('sofa')).toBe('/search/sofa/');
    expect(searchPath('  oak table ')).toBe('/search/oak%20table/');
    expect(searchPath('50/50 & co?')).toBe('/search/50%2F50%20%26%20co%3F/');
  });

  it('refuses empty or blank text (spec section 5)', () => {
    expect(searchPath('')).toBeNull();
    expect(searchPath('   \t ')).toBeNull();
  });
});

describe('quick links', () => {
  it('are the nine of spec section 2, in order, with kebab-case tags', () => {
    expect(QUICK_LINKS.map((link) => link.label)).toEqual([
      'Sofas',
      'Sectionals',
      'Lounge Chairs',
      'Loveseats',
      'Coffee Tables',
      'End Tables',
      'Dining Tables',
      'Dining Chairs',
      'Beds',
    ]);
    expect(QUICK_LINKS.map((link) => tagPath(link.tag))).toContain('/search/tag/lounge-chairs');
    for (const link of QUICK_LINKS) expect(link.tag).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
});

describe('categoryPath', () => {
  it('ends a top-level category with a slash and nests the others', () => {
    expect(categoryPath('living-room')).toBe('/category/living-room/');
    expect(categoryPath('living-room', 'sofas')).toBe('/category/living-room/sofas');
    expect(categoryPath('living-room', 'sofas', 'sleeper-sofas')).toBe(
      '/category/living-room/sofas/sleeper-sofas',
    );
  });
});

describe('buildCategoryMenu', () => {
  const menu = buildCategoryMenu(categories);

  it('keeps the top-level categories in API order', () => {
    expect(menu.map((item) => item.name)).toEqual([
      'Living Room',
      'Dining Room',
      'Bedroom',
      'Home Office',
      'Rugs',
    ]);
  });

  it('nests subcategories and the level under them with their paths', () => {
    const livingRoom = menu[0];
    const sofas = livingRoom?.children.find((item) => item.slug === 'sofas');
    expect(sofas?.path).toBe('/category/living-room/sofas');
    expect(sofas?.children.map((item) => item.path)).toContain(
      '/category/living-room/sofas/sleeper-sofas',
    );
  });

  it('is empty without categories', () => {
    expect(buildCategoryMenu([])).toEqual([]);
  });
});

describe('location model', () => {
  it('groups the 15 cities by province, west to east', () => {
    const provinces = groupCitiesByProvince(cities);
    expect(provinces.map((province) => province.code)).toEqual([
      'BC',
      'AB',
      'SK',
      'MB',
      'ON',
      'QC',
      'NB',
      'NL',
      'NS',
      'PE',
    ]);
    expect(provinces.flatMap((province) => province.cities)).toHaveLength(15);
    expect(provinces.find((province) => province.code === 'NB')?.cities).toHaveLength(3);
  });

  it('names provinces in full', () => {
    expect(provinceName('NL')).toBe('Newfoundland and Labrador');
    expect(provinceName('XX')).toBe('XX');
  });

  it('serves the chosen city, or the default depot when none, unknown or pinned', () => {
    expect(effectiveCity(cities, '2', false)?.name).toBe('Calgary');
    expect(effectiveCity(cities, null, false)?.name).toBe('Toronto');
    expect(effectiveCity(cities, '999', false)?.name).toBe('Toronto');
    expect(effectiveCity(cities, '2', true)?.name).toBe('Toronto');
    expect(effectiveCity([], '2', false)).toBeNull();
  });
});
