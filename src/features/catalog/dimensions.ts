/** The dimensions table: centimetres as stored, inches (and pounds) for shoppers who think in them. */
import { getLocale } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';

export interface DimensionFacts {
  unit: string;
  depth: number | null;
  width: number | null;
  height: number | null;
  seatheight: number | null;
  seatdepth: number | null;
  armheight: number | null;
  armwidth: number | null;
  legheight: number | null;
  mass: number | null;
  pilethickness: number | null;
}

export interface DimensionRow {
  key: keyof DimensionFacts;
  label: string;
  metric: string;
  imperial: string;
}

/** Each length and its label, a message read when the table is drawn (decision 178). */
const LENGTHS: readonly [keyof DimensionFacts, () => string][] = [
  ['width', m.catalog_dimension_width],
  ['depth', m.catalog_dimension_depth],
  ['height', m.catalog_dimension_height],
  ['seatheight', m.catalog_dimension_seat_height],
  ['seatdepth', m.catalog_dimension_seat_depth],
  ['armheight', m.catalog_dimension_arm_height],
  ['armwidth', m.catalog_dimension_arm_width],
  ['legheight', m.catalog_dimension_leg_height],
  ['pilethickness', m.catalog_dimension_pile_thickness],
];

const CM_PER_INCH = 2.54;
const LB_PER_KG = 2.20462;

/** One decimal, without a trailing '.0': 77.2, 18 (77,2 in French). */
function oneDecimal(value: number): string {
  const text = String(Math.round(value * 10) / 10);
  return getLocale() === 'fr' ? text.replace('.', ',') : text;
}

export function dimensionRows(facts: DimensionFacts): DimensionRow[] {
  const rows: DimensionRow[] = [];
  for (const [key, label] of LENGTHS) {
    const value = facts[key];
    if (typeof value !== 'number') continue;
    rows.push({
      key,
      label: label(),
      metric: `${oneDecimal(value)} cm`,
      imperial: m.catalog_unit_inches({ value: oneDecimal(value / CM_PER_INCH) }),
    });
  }
  if (typeof facts.mass === 'number') {
    rows.push({
      key: 'mass',
      label: m.catalog_dimension_weight(),
      metric: `${oneDecimal(facts.mass)} kg`,
      imperial: `${oneDecimal(facts.mass * LB_PER_KG)} lb`,
    });
  }
  return rows;
}
