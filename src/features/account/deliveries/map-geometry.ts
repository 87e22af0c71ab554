/**
 * Where the tracker draws things (decision 129): the feed's kilometres east and north of the
 * depot placed around the depot city's centre, and the drawing's parts (crew, route left,
 * stops before the customer's, the customer's address, the depot).
 */
import type { Point, TrackerUpdate } from './tracker-state';

/** Depot cities' centres (longitude, latitude); others fall back to Toronto's. */
const DEPOTS: Record<string, [number, number]> = {
  Vancouver: [-123.1207, 49.2827],
  Calgary: [-114.0719, 51.0447],
  Edmonton: [-113.4938, 53.5461],
  Regina: [-104.6189, 50.4452],
  Winnipeg: [-97.1384, 49.8951],
  Toronto: [-79.3832, 43.6532],
  Ottawa: [-75.6972, 45.4215],
  Montreal: [-73.5673, 45.5017],
  'Quebec City': [-71.2082, 46.8139],
  'Saint John': [-66.0633, 45.2733],
  Fredericton: [-66.6431, 45.9636],
  Moncton: [-64.7782, 46.0878],
  "St. John's": [-52.7126, 47.5615],
  Halifax: [-63.5752, 44.6488],
  Charlottetown: [-63.1311, 46.2382],
};

export function depotCentre(depot: string): [number, number] {
  return DEPOTS[depot] ?? (DEPOTS.Toronto as [number, number]);
}

/** A point of the feed as longitude and latitude around the depot's centre. */
export function toLngLat(point: Point, centre: [number, number]): [number, number] {
  const [lng, lat] = centre;
  return [
    Math.round((lng + point.x / (111.32 * Math.cos((lat * Math.PI) / 180))) * 1e6) / 1e6,
    Math.round((lat + point.y / 110.574) * 1e6) / 1e6,
  ];
}

export interface MapDrawing {
  depot: Point;
  destination: Point;
  crew: Point | null;
  /** Stops the crew makes before the customer's, not yet reached. */
  stops: Point[];
  /** The line the crew still drives: from where it is, through the stops, to the address. */
  line: Point[];
}

export function drawingOf(
  update: TrackerUpdate | null,
  fallback: MapDrawing | null,
): MapDrawing | null {
  if (!update) return fallback;
  const stops = update.route.slice(0, -1);
  const start = update.crew ?? update.depot;
  const line =
    update.status === 'ARRIVED' || update.status === 'COMPLETED'
      ? []
      : [
          start,
          ...update.route.filter((point, index) => index < update.route.length - 1),
          update.destination,
        ];
  return { depot: update.depot, destination: update.destination, crew: update.crew, stops, line };
}

/** Kilometres between two points. */
export function distanceKm(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}
