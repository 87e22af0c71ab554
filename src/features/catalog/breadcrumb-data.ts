/** Structured data of the catalogue's trail: Home > Category > Subcategory > Product. */
import { m } from '../../i18n/paraglide/messages.js';
import type { Category } from '../../api/catalog-queries';

/** One step of a trail: its name and root-relative path. */
export interface TrailStep {
  name: string;
  path: string;
}

/**
 * A category's address as the sitemap lists it (decision 156): `/category/living-room/sofas`,
 * its slug after those of its ancestors.
 */
export function categoryUrlPath(categories: readonly Category[], category: Category): string {
  const chain: Category[] = [category];
  let parentId = category.parentid;
  while (parentId) {
    const parent = categories.find((candidate) => candidate.id === parentId);
    if (!parent) break;
    chain.unshift(parent);
    parentId = parent.parentid;
  }
  return `/category/${chain.map((item) => encodeURIComponent(item.slug)).join('/')}`;
}

/** A category trail (top level first) as steps, each with its own address. */
export function categorySteps(
  categories: readonly Category[],
  trail: readonly Category[],
): TrailStep[] {
  return trail.map((item) => ({ name: item.name, path: categoryUrlPath(categories, item) }));
}

/**
 * schema.org BreadcrumbList of Home and the given steps, in order, every address absolute from
 * the site's address (`origin`: SITE_URL, decision 162).
 */
export function breadcrumbListJsonLd(origin: string, steps: readonly TrailStep[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: m.catalog_home(), path: '/' }, ...steps].map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: `${origin}${step.path}`,
    })),
  };
}
