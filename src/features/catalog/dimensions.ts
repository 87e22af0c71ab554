/** The dimensions table: centimetres as stored, inches (and pounds) for shoppers who think in them. */

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

const LENGTHS: readonly [keyof DimensionFacts, string][] = [
  ['width', 'Width'],
  ['depth', 'Depth'],
  ['height', 'Height'],
  ['seatheight', 'Seat height'],
  ['seatdepth', 'Seat depth'],
  ['armheight', 'Arm height'],
  ['armwidth', 'Arm width'],
  ['legheight', 'Leg height'],
  ['pilethickness', 'Pile thickness'],
];

const CM_PER_INCH = 2.54;
const LB_PER_KG = 2.20462;

/** One decimal, without a trailing '.0': 77.2, 18. */
function oneDecimal(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export function dimensionRows(facts: DimensionFacts): DimensionRow[] {
  const rows: DimensionRow[] = [];
  for (const [key, label] of LENGTHS) {
    const value = facts[key];
    if (typeof value !== 'number') continue;
    rows.push({
      key,
      label,
      metric: `${oneDecimal(value)} cm`,
      imperial: `${oneDecimal(value / CM_PER_INCH)} in`,
    });
  }
  if (typeof facts.mass === 'number') {
    rows.push({
      key: 'mass',
      label: 'Weight',
      metric: `${oneDecimal(facts.mass)} kg`,
      imperial: `${oneDecimal(facts.mass * LB_PER_KG)} lb`,
    });
  }
  return rows;
}
