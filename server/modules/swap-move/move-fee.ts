/**
 * What a move costs and how long it takes (decisions 136 and 149). A move is two crew visits: a
 * pickup at the old address by its depot's crew and a delivery at the new address by the new
 * depot's crew.
 *
 * - Same depot (zone SAME_DEPOT): one crew does both on the move day; the fee is the depot's
 *   delivery fee.
 * - Another depot (zone BETWEEN_DEPOTS): each depot's delivery fee, plus 75 cents a kilometre of
 *   road between the two depots, from the published table of road legs below (the route our
 *   trucks drive, through Canada, which the customer can check on any map); the delivery is one
 *   day after the pickup for every started 800 km.
 * - Every item after the first adds $25 (loading and assembly time).
 *
 * The table is `docs/pricing.md` ("Moves") word for word; a test holds the two together.
 */
import { addDays } from '../../shared/calendar-date';
import { VISIT_LEAD_TIMES } from '../../shared/visit-lead-times';

/** Where each depot is (the city centre), by city slug: the ends of the road legs. */
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

/** Highway junctions the legs meet at that are not depots, with the names routes show. */
export const ROAD_JUNCTIONS: Readonly<Record<string, string>> = {
  saskatoon: 'Saskatoon',
  sudbury: 'Sudbury',
  'riviere-du-loup': 'Rivière-du-Loup',
  truro: 'Truro',
};

/** One published road leg: kilometres by road between two places, and the highways driven. */
export interface RoadLeg {
  from: string;
  to: string;
  km: number;
  route: string;
}

/**
 * The published road legs (docs/pricing.md, "Moves"): driving distances city centre to city
 * centre along the named highways, rounded to the kilometre. A move between two depots is
 * priced on the shortest chain of legs between them.
 */
export const ROAD_LEGS: readonly RoadLeg[] = [
  { from: 'vancouver', to: 'calgary', km: 973, route: 'Highways 1 and 5 via Kamloops and Golden' },
  {
    from: 'vancouver',
    to: 'edmonton',
    km: 1158,
    route: 'Highways 5 and 16 via Kamloops and Jasper',
  },
  { from: 'calgary', to: 'edmonton', km: 299, route: 'Highway 2 (Queen Elizabeth II)' },
  { from: 'calgary', to: 'regina', km: 758, route: 'Highway 1 via Medicine Hat and Swift Current' },
  { from: 'edmonton', to: 'saskatoon', km: 525, route: 'Highway 16 (Yellowhead) via Lloydminster' },
  { from: 'saskatoon', to: 'regina', km: 239, route: 'Highway 11' },
  { from: 'saskatoon', to: 'winnipeg', km: 780, route: 'Highway 16 via Yorkton and Highway 1' },
  { from: 'regina', to: 'winnipeg', km: 571, route: 'Highway 1 via Brandon' },
  {
    from: 'winnipeg',
    to: 'sudbury',
    km: 1710,
    route: 'Highways 1 and 17 via Kenora, Thunder Bay and Sault Ste. Marie',
  },
  { from: 'sudbury', to: 'toronto', km: 390, route: 'Highways 69 and 400' },
  { from: 'sudbury', to: 'ottawa', km: 485, route: 'Highway 17 via North Bay and Pembroke' },
  { from: 'toronto', to: 'ottawa', km: 450, route: 'Highways 401 and 416' },
  { from: 'toronto', to: 'montreal', km: 541, route: 'Highway 401 and Autoroute 20' },
  { from: 'ottawa', to: 'montreal', km: 199, route: 'Highway 417 and Autoroute 40' },
  { from: 'montreal', to: 'quebec-city', km: 253, route: 'Autoroute 40 via Trois-Rivières' },
  { from: 'montreal', to: 'riviere-du-loup', km: 430, route: 'Autoroute 20 via Drummondville' },
  { from: 'quebec-city', to: 'riviere-du-loup', km: 205, route: 'Autoroute 20 via Lévis' },
  {
    from: 'riviere-du-loup',
    to: 'fredericton',
    km: 400,
    route: 'Autoroute 85 and Route 2 via Edmundston',
  },
  { from: 'fredericton', to: 'saint-john', km: 108, route: 'Route 7' },
  { from: 'fredericton', to: 'moncton', km: 180, route: 'Route 2' },
  { from: 'saint-john', to: 'moncton', km: 154, route: 'Route 1 via Sussex' },
  {
    from: 'moncton',
    to: 'charlottetown',
    km: 172,
    route: 'Route 2, Route 16 and the Confederation Bridge',
  },
  { from: 'moncton', to: 'truro', km: 165, route: 'Route 2 and Highway 104 via Amherst' },
  {
    from: 'charlottetown',
    to: 'truro',
    km: 233,
    route: 'the Confederation Bridge, Route 16 and Highway 104 via Amherst',
  },
  { from: 'truro', to: 'halifax', km: 95, route: 'Highway 102' },
  {
    from: 'truro',
    to: 'st-johns',
    km: 1390,
    route:
      'Highways 104 and 105 to North Sydney, the Marine Atlantic ferry to Port aux Basques (about 178 km by sea, counted as road) and Route 1',
  },
];

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

/** Great-circle distance between two places of the table, in whole kilometres. */
export function straightLineKm(fromSlug: string, toSlug: string): number {
  const a = DEPOT_LOCATIONS[fromSlug];
  const b = DEPOT_LOCATIONS[toSlug];
  if (!a || !b) return 0;
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)));
}

export interface RoadDistance {
  km: number;
  /** The places the road passes from one depot to the other, both ends included (slugs). */
  via: string[];
}

/** The shortest chain of published legs between two places (Dijkstra over ROAD_LEGS). */
export function roadDistance(fromSlug: string, toSlug: string): RoadDistance | null {
  if (fromSlug === toSlug) return { km: 0, via: [fromSlug] };
  const best = new Map<string, { km: number; via: string[] }>([
    [fromSlug, { km: 0, via: [fromSlug] }],
  ]);
  const done = new Set<string>();
  for (;;) {
    let current: string | null = null;
    for (const [place, reached] of best) {
      if (done.has(place)) continue;
      if (current === null || reached.km < (best.get(current) as RoadDistance).km) current = place;
    }
    if (current === null) return null;
    const reached = best.get(current) as RoadDistance;
    if (current === toSlug) return reached;
    done.add(current);
    for (const leg of ROAD_LEGS) {
      const next = leg.from === current ? leg.to : leg.to === current ? leg.from : null;
      if (next === null || done.has(next)) continue;
      const km = reached.km + leg.km;
      const known = best.get(next);
      if (!known || km < known.km) best.set(next, { km, via: [...reached.via, next] });
    }
  }
}

/** The name a route shows for a place of the table: a depot's city name, or a junction's. */
export function placeName(slug: string, depotNames: Readonly<Record<string, string>>): string {
  return depotNames[slug] ?? ROAD_JUNCTIONS[slug] ?? slug;
}

/** A link that draws the road between two depots on OpenStreetMap, for the customer to check. */
export function checkRouteUrl(fromSlug: string, toSlug: string): string | null {
  const a = DEPOT_LOCATIONS[fromSlug];
  const b = DEPOT_LOCATIONS[toSlug];
  if (!a || !b || fromSlug === toSlug) return null;
  const route = encodeURIComponent(`${a.lat},${a.lng};${b.lat},${b.lng}`);
  return `https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&route=${route}`;
}

export type MoveZone = 'SAME_DEPOT' | 'BETWEEN_DEPOTS';

export interface MoveFee {
  feeCents: number;
  zone: MoveZone;
  /** Road kilometres between the depots (0 within one depot). */
  distanceKm: number;
  /** The places the road passes, both depots included (slugs); one depot within one. */
  via: string[];
  transitDays: number;
}

export function moveFee(from: MoveDepot, to: MoveDepot, items: number): MoveFee {
  const extra = Math.max(0, items - 1) * MOVE_EXTRA_ITEM_CENTS;
  if (from.id === to.id) {
    return {
      feeCents: from.deliveryFeeCents + extra,
      zone: 'SAME_DEPOT',
      distanceKm: 0,
      via: [from.slug],
      transitDays: 0,
    };
  }
  const road = roadDistance(from.slug, to.slug);
  if (!road) throw new Error(`No published road between the ${from.slug} and ${to.slug} depots`);
  return {
    feeCents: from.deliveryFeeCents + to.deliveryFeeCents + road.km * MOVE_CENTS_PER_KM + extra,
    zone: 'BETWEEN_DEPOTS',
    distanceKm: road.km,
    via: road.via,
    transitDays: Math.max(1, Math.ceil(road.km / MOVE_KM_PER_TRANSIT_DAY)),
  };
}

/**
 * What the fee is based on, in the customer's words: "Within our Toronto depot's area" or
 * "973 km by road, Vancouver depot to Calgary depot".
 */
export function moveBasis(fee: MoveFee, fromName: string, toName: string): string {
  if (fee.zone === 'SAME_DEPOT') return `Within our ${fromName} depot’s area`;
  return `${fee.distanceKm.toLocaleString('en-CA')} km by road, ${fromName} depot to ${toName} depot`;
}

/** The day the items arrive at the new address. */
export function moveDeliveryDate(moveDate: string, fee: MoveFee): string {
  return addDays(moveDate as Parameters<typeof addDays>[0], fee.transitDays);
}
