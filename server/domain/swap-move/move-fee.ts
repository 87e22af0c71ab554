/**
 * What a move costs and how long it takes (decision 136). A move is two crew visits: a pickup at
 * the old address by its depot's crew and a delivery at the new address by the new depot's crew.
 *
 * - Same depot: one crew does both on the move day; the fee is the depot's delivery fee.
 * - Another depot: each depot's delivery fee, plus 75 cents a kilometre of straight-line
 *   distance between the two depots (the truck between them), rounded to the kilometre; the
 *   delivery is one day after the pickup for every started 800 km.
 * - Every item after the first adds $25 (loading and assembly time).
 */
import { addDays } from '../calendar-date';
import { VISIT_LEAD_TIMES } from '../visit-lead-times';

/** Where each depot is (the city centre), by city slug. */
export const DEPOT_LOCATIONS: Readonly<Record<string, { lat: number; lng: number }>> = {
  vancouver: { lat: 49.2827, lng: -123.1207 },
  calgary: { lat: 51.0447, lng: -114.0719 },
  edmonton: { lat: 53.5461, lng: -113.4938 },
  regina: { lat: 50.4452, lng: -104.6189 },
  winnipeg: { lat: 49.8951, lng: -97.1384 },
  toronto: { lat: 43.6532, lng: -79.3832 },
  ottawa: { lat: 45.4215, lng: -75.6972 },
  montreal: { lat: 45.5017, lng: -73.5673 },
  'quebec-city': { lat: 46.8139, lng: -71.208 },
  'saint-john': { lat: 45.2733, lng: -66.0633 },
  fredericton: { lat: 45.9636, lng: -66.6431 },
  moncton: { lat: 46.0878, lng: -64.7782 },
  'st-johns': { lat: 47.5615, lng: -52.7126 },
  halifax: { lat: 44.6488, lng: -63.5752 },
  charlottetown: { lat: 46.2382, lng: -63.1311 },
};

export const MOVE_CENTS_PER_KM = 75;
export const MOVE_EXTRA_ITEM_CENTS = 2500;
export const MOVE_KM_PER_TRANSIT_DAY = 800;
/** Days of notice a move needs (the lead-time policy, decision 153). */
export const MOVE_NOTICE_DAYS = VISIT_LEAD_TIMES.MOVE.days;

export interface MoveDepot {
  id: number;
  slug: string;
  name: string;
  deliveryFeeCents: number;
}

/** Great-circle distance between two depots, in whole kilometres (0 for one depot). */
export function depotDistanceKm(from: MoveDepot, to: MoveDepot): number {
  if (from.id === to.id) return 0;
  const a = DEPOT_LOCATIONS[from.slug];
  const b = DEPOT_LOCATIONS[to.slug];
  if (!a || !b) return 0;
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)));
}

export interface MoveFee {
  feeCents: number;
  distanceKm: number;
  transitDays: number;
}

export function moveFee(from: MoveDepot, to: MoveDepot, items: number): MoveFee {
  const distanceKm = depotDistanceKm(from, to);
  const extra = Math.max(0, items - 1) * MOVE_EXTRA_ITEM_CENTS;
  if (from.id === to.id) {
    return { feeCents: from.deliveryFeeCents + extra, distanceKm: 0, transitDays: 0 };
  }
  return {
    feeCents: from.deliveryFeeCents + to.deliveryFeeCents + distanceKm * MOVE_CENTS_PER_KM + extra,
    distanceKm,
    transitDays: Math.max(1, Math.ceil(distanceKm / MOVE_KM_PER_TRANSIT_DAY)),
  };
}

/** The day the items arrive at the new address. */
export function moveDeliveryDate(moveDate: string, fee: MoveFee): string {
  return addDays(moveDate as Parameters<typeof addDays>[0], fee.transitDays);
}
