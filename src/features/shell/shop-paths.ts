import { m } from '../../i18n/paraglide/messages.js';

/** Links of the header, menus and footer that lead into the catalogue (spec section 2). */

/** A quick link; its label is read when drawn, in the page's language (decision 178). */
function quickLink(
  tag: string,
  label: () => string,
): { readonly tag: string; readonly label: string } {
  return {
    tag,
    get label() {
      return label();
    },
  };
}

export const QUICK_LINKS = [
  quickLink('sofas', m.shell_quick_sofas),
  quickLink('sectionals', m.shell_quick_sectionals),
  quickLink('lounge-chairs', m.shell_quick_lounge_chairs),
  quickLink('loveseats', m.shell_quick_loveseats),
  quickLink('coffee-tables', m.shell_quick_coffee_tables),
  quickLink('end-tables', m.shell_quick_end_tables),
  quickLink('dining-tables', m.shell_quick_dining_tables),
  quickLink('dining-chairs', m.shell_quick_dining_chairs),
  quickLink('beds', m.shell_quick_beds),
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
