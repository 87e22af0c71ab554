import { m } from '../../i18n/paraglide/messages.js';
import type { DELIVERY_CITIES } from './content-paths';

/** A delivery city as the page's language writes it (Montréal, Québec on a French page). */
export function cityName(city: (typeof DELIVERY_CITIES)[number]): string {
  switch (city) {
    case 'Montreal':
      return m.content_city_montreal();
    case 'Quebec City':
      return m.content_city_quebec();
    default:
      return city;
  }
}
