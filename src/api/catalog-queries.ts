import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { GetCategoriesDocument, GetFeatureFlagsDocument } from '../../contract/graphql';
import type { GetCategoriesQuery } from '../../contract/graphql';

export type Category = GetCategoriesQuery['getCategories']['categories'][number];
export type City = GetCategoriesQuery['getCategories']['cities'][number];

/** Categories and cities: the menu, the footer and the location chooser read them. */
export const categoriesQuery = (cityId: string | null) =>
  queryOptions({
    queryKey: ['categories', cityId ?? 'default'],
    queryFn: ({ signal }) => api.query(GetCategoriesDocument, { cityId }, { signal }),
    staleTime: 5 * 60_000,
  });

export const featureFlagsQuery = () =>
  queryOptions({
    queryKey: ['feature-flags'],
    queryFn: ({ signal }) => api.query(GetFeatureFlagsDocument, {}, { signal }),
    staleTime: 5 * 60_000,
    select: (data) => new Map(data.featureFlags.map((flag) => [flag.name, flag.on])),
  });

/** Top-level categories with their children, in menu order. */
export function categoryTree(categories: readonly Category[]) {
  const children = new Map<string, Category[]>();
  for (const category of categories) {
    if (category.parentid) {
      const list = children.get(category.parentid) ?? [];
      list.push(category);
      children.set(category.parentid, list);
    }
  }
  return categories
    .filter((category) => category.parentid === null)
    .map((category) => ({ ...category, children: children.get(category.id) ?? [] }));
}
