import { m } from '../../i18n/paraglide/messages.js';

/** The nine quick links of spec section 2, offered again when a search finds nothing. */
export const QUICK_LINK_TAGS = [
  { name: 'Sofas', slug: 'sofas' },
  { name: 'Sectionals', slug: 'sectionals' },
  { name: 'Lounge Chairs', slug: 'lounge-chairs' },
  { name: 'Loveseats', slug: 'loveseats' },
  { name: 'Coffee Tables', slug: 'coffee-tables' },
  { name: 'End Tables', slug: 'end-tables' },
  { name: 'Dining Tables', slug: 'dining-tables' },
  { name: 'Dining Chairs', slug: 'dining-chairs' },
  { name: 'Beds', slug: 'beds' },
] as const;

type QuickLinkSlug = (typeof QUICK_LINK_TAGS)[number]['slug'];

/** The quick links' names in the page's language (decision 178). */
const QUICK_LINK_NAMES: Record<QuickLinkSlug, () => string> = {
  sofas: m.catalog_tag_sofas,
  sectionals: m.catalog_tag_sectionals,
  'lounge-chairs': m.catalog_tag_lounge_chairs,
  loveseats: m.catalog_tag_loveseats,
  'coffee-tables': m.catalog_tag_coffee_tables,
  'end-tables': m.catalog_tag_end_tables,
  'dining-tables': m.catalog_tag_dining_tables,
  'dining-chairs': m.catalog_tag_dining_chairs,
  beds: m.catalog_tag_beds,
};

/** 'lounge-chairs' → 'Lounge Chairs' (a quick link's name in the page's language), for any tag. */
export function tagName(slug: string): string {
  const known = QUICK_LINK_TAGS.find((tag) => tag.slug === slug.toLowerCase());
  if (known) return QUICK_LINK_NAMES[known.slug]();
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}
