/**
 * The tracker's drawing without a map library (decision 129): where WebGL is missing, the same
 * route, stops, address and crew on a plain background, in SVG.
 */
import type { MapDrawing } from './map-geometry';

export function PlainRouteMap({ drawing, label }: { drawing: MapDrawing; label: string }) {
  const points = [drawing.depot, drawing.destination, ...drawing.stops, ...drawing.line];
  if (drawing.crew) points.push(drawing.crew);
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const pad = 1;
  const minX = Math.min(...xs) - pad;
  const maxX = Math.max(...xs) + pad;
  const minY = Math.min(...ys) - pad;
  const maxY = Math.max(...ys) + pad;
  const width = maxX - minX;
  const height = maxY - minY;
  // North is up: SVG's y grows downwards.
  const at = (point: { x: number; y: number }) => `${point.x - minX},${maxY - point.y}`;
  const size = Math.max(width, height) / 40;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="xMidYMid meet"
      style={{ width: '100%', height: '100%', display: 'block', background: '#eef2ee' }}
      data-testid="tracker-plain-map"
    >
      {drawing.line.length > 1 ? (
        <polyline
          points={drawing.line.map(at).join(' ')}
          fill="none"
          stroke="#2f6b4f"
          strokeWidth={size * 0.6}
          strokeDasharray={`${size * 1.5} ${size}`}
        />
      ) : null}
      <rect
        x={drawing.depot.x - minX - size}
        y={maxY - drawing.depot.y - size}
        width={size * 2}
        height={size * 2}
        fill="#555"
      />
      {drawing.stops.map((stop, index) => (
        <circle
          key={`${stop.x},${stop.y},${index}`}
          cx={stop.x - minX}
          cy={maxY - stop.y}
          r={size * 0.9}
          fill="#fff"
          stroke="#555"
          strokeWidth={size * 0.35}
        />
      ))}
      <circle
        cx={drawing.destination.x - minX}
        cy={maxY - drawing.destination.y}
        r={size * 1.4}
        fill="#b3261e"
        stroke="#fff"
        strokeWidth={size * 0.4}
      />
      {drawing.crew ? (
        <circle
          cx={drawing.crew.x - minX}
          cy={maxY - drawing.crew.y}
          r={size * 1.3}
          fill="#1d4ed8"
          stroke="#fff"
          strokeWidth={size * 0.4}
          data-testid="tracker-crew"
        />
      ) : null}
    </svg>
  );
}
