/**
 * How many days' notice each kind of crew visit needs (docs/decisions/153): the first day a
 * visit can be booked is this many days after the depot's today. One policy for every flow,
 * checked by the server when a visit is booked and answered with the depot's schedule, so the
 * date pickers offer the same first day the server accepts.
 *
 * Deliveries of new orders are not here: their first day is the quote's estimated delivery
 * date (stock reaching the depot and the city's lead time, decision 127).
 */
import type { IsoDate } from './calendar-date';
import { addDays } from './calendar-date';

export type VisitFlow = 'RETURN_PICKUP' | 'SWAP' | 'MOVE';

export interface VisitLeadTime {
  readonly flow: VisitFlow;
  /** Days between the depot's today and the first day the visit can be booked. */
  readonly days: number;
  /** What the booking screens and refusals say. */
  readonly rule: string;
}

export const VISIT_LEAD_TIMES: Readonly<Record<VisitFlow, VisitLeadTime>> = {
  // The crew's routes are planned the evening before, and the truck needs room for what it
  // collects; two days also leave the customer time to empty drawers and add photos.
  RETURN_PICKUP: {
    flow: 'RETURN_PICKUP',
    days: 2,
    rule: 'Pickups need two days’ notice.',
  },
  // One visit takes the old piece and brings the new one: the depot picks, checks and loads
  // the replacement the day before the route is planned.
  SWAP: { flow: 'SWAP', days: 2, rule: 'Swaps need two days’ notice.' },
  // Two crews, often two depots and days in transit: a week's notice (DOMAIN.md).
  MOVE: { flow: 'MOVE', days: 7, rule: 'Moves need at least a week’s notice.' },
};

/** The first day a visit of `flow` can be booked, from the depot's `today`. */
export function earliestVisitDay(flow: VisitFlow, today: IsoDate): IsoDate {
  return addDays(today, VISIT_LEAD_TIMES[flow].days);
}
