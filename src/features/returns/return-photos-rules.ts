/**
 * What the photo screen checks before sending a file (the server checks again by decoding it:
 * docs/decisions/119-return-photos.md), and how it words the pickup.
 */

import { getLocale, languageTag } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';
import { visitPeriodPhrase } from '../../lib/visit-window';

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'];
export const PHOTO_ACCEPT = [...PHOTO_TYPES, '.heic', '.heif'].join(',');
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;

/** Why a file is refused before upload, or null. HEIC files often arrive without a type. */
export function photoRefusal(file: { name: string; type: string; size: number }): string | null {
  const heicByName = file.type === '' && /\.(heic|heif)$/i.test(file.name);
  if (!PHOTO_TYPES.includes(file.type.toLowerCase()) && !heicByName) return m.returns_not_a_photo();
  if (file.size === 0) return m.returns_empty_file();
  if (file.size > MAX_PHOTO_BYTES) return m.returns_too_large();
  return null;
}

const WINDOWS: Record<string, string> = {
  MORNING: 'morning',
  AFTERNOON: 'afternoon',
  EVENING: 'evening',
  ANYTIME: 'any time of day',
};

/** "Friday, November 27, morning"; `vendredi 27 novembre, le matin` on a French page. */
export function formatPickup(day: string, window: string | null | undefined): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const locale = getLocale();
  const label = new Date(Date.UTC(year, month - 1, date)).toLocaleDateString(languageTag(locale), {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const part = window ? (visitPeriodPhrase(window, locale) ?? WINDOWS[window]) : undefined;
  return part ? `${label}, ${part}` : label;
}
