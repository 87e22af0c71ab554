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

/** 'lounge-chairs' → 'Lounge Chairs', for tags that are not quick links. */
export function tagName(slug: string): string {
  const known = QUICK_LINK_TAGS.find((tag) => tag.slug === slug.toLowerCase());
  if (known) return known.name;
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}
