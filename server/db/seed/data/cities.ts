import type { ProvinceCode } from '../../constants';

export interface CitySeed {
  name: string;
  slug: string;
  province: ProvinceCode;
  timezone: string;
  /** Forward sortation areas (postal-code prefixes) within about 75 km of the depot. */
  fsaPrefixes: string[];
  deliveryFeeCents: number;
  defaultDeliveryDays: number;
  isDefault?: boolean;
}

/**
 * EQ3's 15 white-glove delivery cities (domain notes), west to east; ids are
 * assigned in this order (Vancouver 1 ... Charlottetown 15). Toronto is the
 * default depot. Montreal and Quebec City use America/Toronto, the canonical
 * IANA zone for Quebec (America/Montreal is a deprecated link to it).
 */
export const CITY_SEEDS: readonly CitySeed[] = [
  {
    name: 'Vancouver',
    slug: 'vancouver',
    province: 'BC',
    timezone: 'America/Vancouver',
    fsaPrefixes: ['V3', 'V4', 'V5', 'V6', 'V7'],
    deliveryFeeCents: 9900,
    defaultDeliveryDays: 3,
  },
  {
    name: 'Calgary',
    slug: 'calgary',
    province: 'AB',
    timezone: 'America/Edmonton',
    fsaPrefixes: ['T1S', 'T1X', 'T1Y', 'T1Z', 'T2', 'T3', 'T4A', 'T4B', 'T4C'],
    deliveryFeeCents: 9900,
    defaultDeliveryDays: 4,
  },
  {
    name: 'Edmonton',
    slug: 'edmonton',
    province: 'AB',
    timezone: 'America/Edmonton',
    fsaPrefixes: ['T5', 'T6', 'T7X', 'T8A', 'T8H', 'T8L', 'T8N', 'T8T'],
    deliveryFeeCents: 9900,
    defaultDeliveryDays: 4,
  },
  {
    name: 'Regina',
    slug: 'regina',
    province: 'SK',
    timezone: 'America/Regina',
    fsaPrefixes: ['S4L', 'S4N', 'S4P', 'S4R', 'S4S', 'S4T', 'S4V', 'S4W', 'S4X', 'S4Y', 'S4Z'],
    deliveryFeeCents: 12900,
    defaultDeliveryDays: 6,
  },
  {
    name: 'Winnipeg',
    slug: 'winnipeg',
    province: 'MB',
    timezone: 'America/Winnipeg',
    fsaPrefixes: ['R2', 'R3', 'R4A', 'R4H', 'R4J', 'R5A'],
    deliveryFeeCents: 9900,
    defaultDeliveryDays: 4,
  },
  {
    name: 'Toronto',
    slug: 'toronto',
    province: 'ON',
    timezone: 'America/Toronto',
    fsaPrefixes: ['M', 'L1', 'L3', 'L4', 'L5', 'L6', 'L7'],
    deliveryFeeCents: 9900,
    defaultDeliveryDays: 3,
    isDefault: true,
  },
  {
    name: 'Ottawa',
    slug: 'ottawa',
    province: 'ON',
    timezone: 'America/Toronto',
    fsaPrefixes: ['K1', 'K2', 'K4A', 'K4B', 'K4C', 'K4M', 'K4P', 'J8', 'J9A', 'J9H', 'J9J'],
    deliveryFeeCents: 9900,
    defaultDeliveryDays: 4,
  },
  {
    name: 'Montreal',
    slug: 'montreal',
    province: 'QC',
    timezone: 'America/Toronto',
    fsaPrefixes: ['H', 'J4', 'J5', 'J6', 'J7'],
    deliveryFeeCents: 9900,
    defaultDeliveryDays: 3,
  },
  {
    name: 'Quebec City',
    slug: 'quebec-city',
    province: 'QC',
    timezone: 'America/Toronto',
    fsaPrefixes: [
      'G1',
      'G2',
      'G3A',
      'G3E',
      'G3G',
      'G3J',
      'G3K',
      'G6V',
      'G6W',
      'G6X',
      'G6Y',
      'G6Z',
      'G7A',
    ],
    deliveryFeeCents: 12900,
    defaultDeliveryDays: 5,
  },
  {
    name: 'Saint John',
    slug: 'saint-john',
    province: 'NB',
    timezone: 'America/Moncton',
    fsaPrefixes: ['E2E', 'E2G', 'E2H', 'E2J', 'E2K', 'E2L', 'E2M', 'E2N', 'E2S'],
    deliveryFeeCents: 14900,
    defaultDeliveryDays: 7,
  },
  {
    name: 'Fredericton',
    slug: 'fredericton',
    province: 'NB',
    timezone: 'America/Moncton',
    fsaPrefixes: ['E3A', 'E3B', 'E3C', 'E3E', 'E3G'],
    deliveryFeeCents: 14900,
    defaultDeliveryDays: 7,
  },
  {
    name: 'Moncton',
    slug: 'moncton',
    province: 'NB',
    timezone: 'America/Moncton',
    fsaPrefixes: ['E1A', 'E1B', 'E1C', 'E1E', 'E1G', 'E1H'],
    deliveryFeeCents: 14900,
    defaultDeliveryDays: 7,
  },
  {
    name: "St. John's",
    slug: 'st-johns',
    province: 'NL',
    timezone: 'America/St_Johns',
    fsaPrefixes: ['A1A', 'A1B', 'A1C', 'A1E', 'A1G', 'A1H', 'A1K', 'A1L', 'A1N', 'A1S'],
    deliveryFeeCents: 17900,
    defaultDeliveryDays: 10,
  },
  {
    name: 'Halifax',
    slug: 'halifax',
    province: 'NS',
    timezone: 'America/Halifax',
    fsaPrefixes: ['B3', 'B2V', 'B2W', 'B2X', 'B2Y', 'B2Z', 'B4A', 'B4B', 'B4C', 'B4E'],
    deliveryFeeCents: 12900,
    defaultDeliveryDays: 6,
  },
  {
    name: 'Charlottetown',
    slug: 'charlottetown',
    province: 'PE',
    timezone: 'America/Halifax',
    fsaPrefixes: ['C1A', 'C1B', 'C1C', 'C1E'],
    deliveryFeeCents: 14900,
    defaultDeliveryDays: 8,
  },
];
