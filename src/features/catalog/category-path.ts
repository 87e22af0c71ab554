import type { Category } from '../../api/catalog-queries';

export interface CategoryTrail {
  /** From the top level down to the category shown. */
  trail: Category[];
  category: Category;
  /** Categories one level below the one shown. */
  children: Category[];
}

/**
 * Resolves `/category/{category}/{subcategory?}/{subsubcategory?}` slugs: each must be a child
 * of the one before it, and the first a top-level category. Null when any link is broken.
 */
export function resolveCategoryPath(
  categories: readonly Category[],
  slugs: readonly (string | undefined)[],
): CategoryTrail | null {
  const wanted = slugs.filter((slug): slug is string => Boolean(slug));
  if (wanted.length === 0) return null;
  const trail: Category[] = [];
  let parentId: string | null = null;
  for (const slug of wanted) {
    const match = categories.find(
      (category) => category.slug === slug.toLowerCase() && category.parentid === parentId,
    );
    if (!match) return null;
    trail.push(match);
    parentId = match.id;
  }
  const category = trail[trail.length - 1] as Category;
  return {
    trail,
    category,
    children: categories.filter((candidate) => candidate.parentid === category.id),
  };
}

/** The URL params of a category, for links: its slug and those of its ancestors. */
export function categoryParams(categories: readonly Category[], category: Category) {
  const chain: Category[] = [category];
  let parentId = category.parentid;
  while (parentId) {
    const parent = categories.find((candidate) => candidate.id === parentId);
    if (!parent) break;
    chain.unshift(parent);
    parentId = parent.parentid;
  }
  const [first, second, third] = chain.map((item) => item.slug);
  return { category: first as string, subcategory: second, subsubcategory: third };
}
