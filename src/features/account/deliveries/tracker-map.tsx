/**
 * The tracker's map with MapLibre GL JS (decision 129), loaded only by the tracker route (a lazy
 * chunk with its CSS). The style is MAP_STYLE_URL's when set; without it a plain background, on
 * which GeoJSON layers draw the route, the stops, the address and the crew (no tiles, no glyphs:
 * no network). Where WebGL is missing, the same drawing in SVG.
 */
import type { Feature as GeoFeature, FeatureCollection, Geometry } from 'geojson';
import { Map as MapLibreMap, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import type { GeoJSONSource, StyleSpecification } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
// The library's worker (self-contained), served as an asset of this chunk beside it.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { depotCentre, toLngLat } from './map-geometry';
import type { MapDrawing } from './map-geometry';
import { PlainRouteMap } from './plain-route-map';

setWorkerUrl(workerUrl);

const PLAIN_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#eef2ee' } }],
};

type Feature = GeoFeature<Geometry, { kind: string }>;

function featuresOf(drawing: MapDrawing, centre: [number, number]): FeatureCollection {
  const point = (kind: string, at: { x: number; y: number }): Feature => ({
    type: 'Feature',
    properties: { kind },
    geometry: { type: 'Point', coordinates: toLngLat(at, centre) },
  });
  const features: Feature[] = [];
  if (drawing.line.length > 1)
    features.push({
      type: 'Feature',
      properties: { kind: 'route' },
      geometry: {
        type: 'LineString',
        coordinates: drawing.line.map((at) => toLngLat(at, centre)),
      },
    });
  features.push(point('depot', drawing.depot));
  for (const stop of drawing.stops) features.push(point('stop', stop));
  features.push(point('destination', drawing.destination));
  if (drawing.crew) features.push(point('crew', drawing.crew));
  return { type: 'FeatureCollection', features };
}

function boundsOf(collection: FeatureCollection): [[number, number], [number, number]] {
  const coordinates: number[][] = collection.features.flatMap((feature) =>
    feature.geometry.type === 'Point'
      ? [feature.geometry.coordinates]
      : feature.geometry.type === 'LineString'
        ? feature.geometry.coordinates
        : [],
  );
  const lngs = coordinates.map((c) => c[0] as number);
  const lats = coordinates.map((c) => c[1] as number);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}

export interface TrackerMapProps {
  depot: string;
  drawing: MapDrawing;
  styleUrl: string | null;
  /** What the map shows, in words (the map's accessible name). */
  label: string;
}

export default function TrackerMap({ depot, drawing, styleUrl, label }: TrackerMapProps) {
  const container = useRef<HTMLDivElement | null>(null);
  const map = useRef<MapLibreMap | null>(null);
  const [failed, setFailed] = useState(false);
  const centre = depotCentre(depot);
  const data = featuresOf(drawing, centre);
  const latest = useRef(data);
  latest.current = data;

  useEffect(() => {
    if (!container.current) return;
    let created: MapLibreMap;
    try {
      created = new MapLibreMap({
        container: container.current,
        style: styleUrl ?? PLAIN_STYLE,
        bounds: boundsOf(latest.current),
        fitBoundsOptions: { padding: 48, maxZoom: 14 },
        attributionControl: styleUrl ? { compact: true } : false,
        cooperativeGestures: true,
      });
    } catch {
      setFailed(true);
      return;
    }
    map.current = created;
    created.getCanvas().setAttribute('aria-label', label);
    created.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    created.on('load', () => {
      created.addSource('tracker', { type: 'geojson', data: latest.current });
      created.addLayer({
        id: 'route',
        type: 'line',
        source: 'tracker',
        filter: ['==', ['get', 'kind'], 'route'],
        paint: { 'line-color': '#2f6b4f', 'line-width': 4, 'line-dasharray': [2, 1] },
      });
      const circle = (id: string, color: string, radius: number, stroke: string) =>
        created.addLayer({
          id,
          type: 'circle',
          source: 'tracker',
          filter: ['==', ['get', 'kind'], id],
          paint: {
            'circle-color': color,
            'circle-radius': radius,
            'circle-stroke-color': stroke,
            'circle-stroke-width': 3,
          },
        });
      circle('depot', '#555555', 6, '#ffffff');
      circle('stop', '#ffffff', 6, '#555555');
      circle('destination', '#b3261e', 9, '#ffffff');
      circle('crew', '#1d4ed8', 9, '#ffffff');
    });
    created.on('error', (event) => {
      // A style that cannot load: draw without it rather than show nothing.
      if (!created.isStyleLoaded() && styleUrl) setFailed(true);
      void event;
    });
    return () => {
      created.remove();
      map.current = null;
    };
    // The map is made once per style; the drawing changes through setData below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [styleUrl]);

  useEffect(() => {
    const source = map.current?.getSource('tracker') as GeoJSONSource | undefined;
    source?.setData(data);
  });

  useEffect(() => {
    map.current?.getCanvas().setAttribute('aria-label', label);
  }, [label]);

  if (failed) return <PlainRouteMap drawing={drawing} label={label} />;
  return (
    <div ref={container} style={{ width: '100%', height: '100%' }} data-testid="tracker-maplibre" />
  );
}
