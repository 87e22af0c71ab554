/** Canada's provinces and territories, by their two-letter postal abbreviation. */
export const PROVINCES = [
  { code: 'AB', name: 'Alberta' },
  { code: 'BC', name: 'British Columbia' },
  { code: 'MB', name: 'Manitoba' },
  { code: 'NB', name: 'New Brunswick' },
  { code: 'NL', name: 'Newfoundland and Labrador' },
  { code: 'NS', name: 'Nova Scotia' },
  { code: 'NT', name: 'Northwest Territories' },
  { code: 'NU', name: 'Nunavut' },
  { code: 'ON', name: 'Ontario' },
  { code: 'PE', name: 'Prince Edward Island' },
  { code: 'QC', name: 'Quebec' },
  { code: 'SK', name: 'Saskatchewan' },
  { code: 'YT', name: 'Yukon' },
] as const;

export type ProvinceCode = (typeof PROVINCES)[number]['code'];

/** Code → name, in the order of {@link PROVINCES}. */
export const PROVINCE_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  PROVINCES.map((province) => [province.code, province.name]),
);

/** `ON` → `Ontario`; an unknown code is returned as it is. */
export function provinceName(code: string): string {
  return PROVINCE_NAMES[code] ?? code;
}
