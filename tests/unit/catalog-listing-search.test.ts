import { describe, expect, it } from 'vitest';
import {
  MAX_PAGE,
  listArgsOf,
  orderByOf,
  pageCountOf,
  toggleColour,
  validateListingSearch,
  withoutEmpty,
  withoutFilters,
} from '../../src/features/catalog/listing-search';
import { categoryParams, resolveCategoryPath } from '../../src/features/catalog/category-path';
import { tagName } from '../../src/features/catalog/quick-links';
import { pageWindow } from '../../src/ui/pagination';
import type { Category } from '../../src/api/catalog-queries';

describe('validateListingSearch', () => {
  it('keeps valid page, sort, colours and bestsellers', () => {
    expect(
      validateListingSearch({
        page: 3,
        sort: 'price-desc',
        colors: ['Sand', 'Olive'],
        bestsellers: true,
      }),
    ).toEqual({ page: 3, sort: 'price-desc', colors: ['Sand', 'Olive'], bestsellers: true });
  });

  it('drops what is malformed instead of refusing the link', () => {
    expect(
      validateListingSearch({
        page: -2,
        sort: 'random',
        colors: [1, '', '  '],
        bestsellers: 'no',
      }),
    ).toEqual({});
    expect(validateListingSearch({ page: 1.5 })).toEqual({});
    expect(validateListingSearch({ page: 1 })).toEqual({});
  });

  it('reads hand-written values: a page as text, one colour as text, duplicates once', () => {
    expect(validateListingSearch({ page: '2', colors: 'Sand', bestsellers: 'true' })).toEqual({
      page: 2,
      colors: ['Sand'],
      bestsellers: true,
    });
    expect(validateListingSearch({ colors: ['Sand', ' Sand '] })).toEqual({ colors: ['Sand'] });
  });

  it('caps the page where the server stops answering', () => {
    expect(validateListingSearch({ page: 99_999 })).toEqual({ page: MAX_PAGE });
    expect((MAX_PAGE - 1) * 18).toBeLessThanOrEqual(10_000);
  });
});

describe('list arguments', () => {
  it('sorts by pos ascending unless asked', () => {
    expect(orderByOf(undefined)).toEqual({ pos: 'asc' });
    expect(orderByOf('price-asc')).toEqual({ price: 'asc' });
    expect(orderByOf('price-desc')).toEqual({ price: 'desc' });
    expect(orderByOf('name')).toEqual({ name: 'asc' });
  });

  it('asks for pages of 18 from the right offset with the filters', () => {
    expect(
      listArgsOf({ page: 3, colors: ['Sand'], bestsellers: true }, { categoryId: '2' }),
    ).toEqual({
      categoryId: '2',
      colors: ['Sand'],
      bestsellers: true,
      orderBy: { pos: 'asc' },
      offset: 36,
    });
    expect(listArgsOf({}, { search: 'oak' })).toEqual({
      search: 'oak',
      orderBy: { pos: 'asc' },
      offset: 0,
    });
    expect(listArgsOf({}, { tags: ['beds'] }).tags).toEqual(['beds']);
  });

  it('counts pages', () => {
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(18)).toBe(1);
    expect(pageCountOf(19)).toBe(2);
    // The API serves offsets up to 10,000: page 556 starts at 9,990, page 557 would not answer.
    expect(pageCountOf(14_000)).toBe(556);
  });

  it('toggles a colour and goes back to page 1', () => {
    expect(toggleColour({ page: 2, colors: ['Sand'] }, 'Olive')).toEqual({
      colors: ['Sand', 'Olive'],
    });
    expect(toggleColour({ colors: ['Sand'], sort: 'name' }, 'Sand')).toEqual({ sort: 'name' });
  });

  it('clears filters but keeps the sort; drops defaults from URLs', () => {
    expect(withoutFilters({ page: 4, sort: 'name', colors: ['Sand'], bestsellers: true })).toEqual({
      sort: 'name',
    });
    expect(withoutEmpty({ page: 1, colors: [], bestsellers: false })).toEqual({});
  });
});

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows ends, neighbours and gaps, never a gap hiding one page', () => {
    expect(pageWindow(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, null, 12]);
    expect(pageWindow(12, 12)).toEqual([1, null, 9, 10, 11, 12]);
    expect(pageWindow(4, 12)).toEqual([1, 2, 3, 4, 5, null, 12]);
  });
});

const category = (id: string, slug: string, parentid: string | null): Category => ({
  id,
  slug,
  parentid,
  name: slug,
  bestseller: false,
  imageurl: null,
  imagecaption: null,
  description: null,
  bottomdescription: null,
});

describe('category paths', () => {
  const categories = [
    category('1', 'living-room', null),
    category('2', 'sofas', '1'),
    category('3', 'sleeper-sofas', '2'),
    category('4', 'bedroom', null),
    category('5', 'beds', '4'),
  ];

  it('resolves each level as a child of the one before', () => {
    const resolved = resolveCategoryPath(categories, ['living-room', 'sofas', undefined]);
    expect(resolved?.category.id).toBe('2');
    expect(resolved?.trail.map((item) => item.slug)).toEqual(['living-room', 'sofas']);
    expect(resolved?.children.map((item) => item.slug)).toEqual(['sleeper-sofas']);
    expect(
      resolveCategoryPath(categories, ['living-room', 'sofas', 'sleeper-sofas'])?.category.id,
    ).toBe('3');
  });

  it('refuses unknown slugs and slugs that do not nest', () => {
    expect(resolveCategoryPath(categories, ['nope'])).toBeNull();
    expect(resolveCategoryPath(categories, ['living-room', 'beds'])).toBeNull();
    expect(resolveCategoryPath(categories, ['sofas'])).toBeNull();
    expect(resolveCategoryPath(categories, [])).toBeNull();
  });

  it('gives the URL params of a category from its ancestors', () => {
    expect(categoryParams(categories, categories[2]!)).toEqual({
      category: 'living-room',
      subcategory: 'sofas',
      subsubcategory: 'sleeper-sofas',
    });
    expect(categoryParams(categories, categories[3]!)).toEqual({
      category: 'bedroom',
      subcategory: undefined,
      subsubcategory: undefined,
    });
  });

  it('names tags', () => {
    expect(tagName('lounge-chairs')).toBe('Lounge Chairs');
    expect(tagName('bar-stools')).toBe('Bar Stools');
  });
});

describe('search params a hand-edited link carries', () => {
  it('answers every key, so no raw value passes the router to a loader', () => {
    const answered = validateListingSearch({ page: 'abc', colors: '\u0000', sort: 'x' });
    expect(Object.keys(answered).sort()).toEqual(['bestsellers', 'colors', 'page', 'sort']);
    expect(Object.values(answered)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('drops control characters from colour names', () => {
    expect(validateListingSearch({ colors: ['Oak\u0000', '\u0007'] }).colors).toEqual(['Oak']);
  });
});
