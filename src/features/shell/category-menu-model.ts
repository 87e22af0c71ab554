import { categoryTree } from '../../api/catalog-queries';
import type { Category } from '../../api/catalog-queries';
import { categoryPath } from './shop-paths';

export type MenuCategory = {
  id: string;
  name: string;
  slug: string;
  path: string;
  children: MenuCategory[];
};

/**
 * The three-level menu from the flat category list: top-level categories (`/category/{slug}/`),
 * their subcategories (`/category/{slug}/{subslug}`) and the level under those.
 */
export function buildCategoryMenu(categories: readonly Category[]): MenuCategory[] {
  const byParent = new Map<string, Category[]>();
  for (const category of categories) {
    if (category.parentid === null) continue;
    const siblings = byParent.get(category.parentid) ?? [];
    siblings.push(category);
    byParent.set(category.parentid, siblings);
  }
  return categoryTree(categories).map((top) => ({
    id: top.id,
    name: top.name,
    slug: top.slug,
    path: categoryPath(top.slug),
    children: top.children.map((sub) => ({
      id: sub.id,
      name: sub.name,
      slug: sub.slug,
      path: categoryPath(top.slug, sub.slug),
      children: (byParent.get(sub.id) ?? []).map((leaf) => ({
        id: leaf.id,
        name: leaf.name,
        slug: leaf.slug,
        path: categoryPath(top.slug, sub.slug, leaf.slug),
        children: [],
      })),
    })),
  }));
}
