/**
 * What a customer holds, named in the reader's language (decision 185): records carry the
 * English name and, where the catalogue (or the order line's snapshot) has one, the French; a
 * French reader gets the French, English where none was written.
 */
import type { Locale } from '../i18n/locale';

/** A record's name in `locale`: `nameFr` for French readers when there is one. */
export function nameIn(
  item: { readonly name: string; readonly nameFr?: string | null },
  locale: Locale,
): string {
  return locale === 'fr' ? (item.nameFr ?? item.name) : item.name;
}

/** Option names in `locale`: `optionsFr` for French readers when there are some. */
export function optionsIn(
  item: { readonly options: readonly string[]; readonly optionsFr?: readonly string[] | null },
  locale: Locale,
): string[] {
  return [...(locale === 'fr' ? (item.optionsFr ?? item.options) : item.options)];
}

/** An order line's name and option names in `locale`, from its English and French snapshots. */
export function lineNamesIn(
  line: {
    readonly name: string;
    readonly nameFr: string | null;
    readonly optionValueNames: readonly string[];
    readonly optionValueNamesFr: readonly string[] | null;
  },
  locale: Locale,
): { name: string; options: string[] } {
  return {
    name: nameIn(line, locale),
    options: optionsIn(
      { options: line.optionValueNames, optionsFr: line.optionValueNamesFr },
      locale,
    ),
  };
}
