/** Links of the header, menus and footer that lead into the catalogue (spec section 2). */

export const QUICK_LINKS = [
  { label: 'Sofas', tag: 'sofas' },
  { label: 'Sectionals', tag: 'sectionals' },
  { label: 'Lounge Chairs', tag: 'lounge-chairs' },
  { label: 'Loveseats', tag: 'loveseats' },
  { label: 'Coffee Tables', tag: 'coffee-tables' },
  { label: 'End Tables', tag: 'end-tables' },
  { label: 'Dining Tables', tag: 'dining-tables' },
  { label: 'Dining Chairs', tag: 'dining-chairs' },
  { label: 'Beds', tag: 'beds' },
] as const;

export function tagPath(tag: string): string {
  return `/search/tag/${encodeURIComponent(tag)}`;
}

/** `/search/{text}/` for a search, or null when there is nothing to search for. */
export function searchPath(text: string): string | null {
  const query = text.trim();
  return query === '' ? null : `/search/${encodeURIComponent(query)}/`;
}

/** `/category/{slug}/` for a top-level category (with the trailing slash of spec section 2). */
export function categoryPath(...slugs: string[]): string {
  const [top, ...rest] = slugs.map((slug) => encodeURIComponent(slug));
  return rest.length === 0 ? `/category/${top ?? ''}/` : `/category/${[top, ...rest].join('/')}`;
}
