import { useId } from 'react';
import { CHART_FONT, CHART_FONT_FAMILY, LABEL_LINE_HEIGHT, LABEL_PADDING_Y } from './chart-layout';
import type { ChartLayout, LaidOutEdge, LaidOutState } from './chart-layout';

const color = {
  text: 'var(--colors-text, #333333)',
  muted: 'var(--colors-textMuted, #595959)',
  border: 'var(--colors-borderStrong, #8c8c8c)',
  surface: 'var(--colors-surface, #f6f6f4)',
  background: 'var(--colors-background, #ffffff)',
  active: 'var(--colors-primary, #00797c)',
  activeSubtle: 'var(--colors-primarySubtle, #e0f2f1)',
  delay: 'var(--colors-warning, #8a5300)',
  error: 'var(--colors-error, #c62828)',
};

const KIND_NAMES: Record<LaidOutState['kind'], string> = {
  atomic: 'state',
  compound: 'compound state',
  parallel: 'parallel state',
  final: 'final state',
  history: 'history state',
};

function edgeColor(edge: LaidOutEdge, active: boolean): string {
  if (active) return color.active;
  if (edge.kind === 'after') return color.delay;
  if (edge.kind === 'error') return color.error;
  return color.muted;
}

function StateBox({ state, active }: { state: LaidOutState; active: boolean }) {
  const container = state.isContainer;
  const fill = active
    ? container
      ? 'rgba(0, 121, 124, 0.06)'
      : color.activeSubtle
    : container
      ? state.depth === 0
        ? color.background
        : color.surface
      : color.background;
  const stroke = active ? color.active : color.border;
  const titleY = state.y + 19;
  return (
    <g
      data-state-id={state.id}
      data-active={active ? 'true' : 'false'}
      data-kind={KIND_NAMES[state.kind]}
    >
      {state.kind === 'history' ? (
        <>
          <circle
            cx={state.x + state.width / 2}
            cy={state.y + state.height / 2}
            r={Math.min(state.width, state.height) / 2 - 2}
            fill={fill}
            stroke={stroke}
            strokeWidth={active ? 3 : 1.5}
          />
          <text
            x={state.x + state.width / 2}
            y={state.y + state.height / 2 + 5}
            textAnchor="middle"
            fontSize={CHART_FONT.title.size}
            fontWeight={CHART_FONT.title.weight}
            fill={color.text}
          >
            H
          </text>
        </>
      ) : (
        <>
          <rect
            x={state.x}
            y={state.y}
            width={state.width}
            height={state.height}
            rx={container ? 10 : 8}
            fill={fill}
            stroke={stroke}
            strokeWidth={active ? 3 : state.isRegion ? 1.5 : 1.25}
            strokeDasharray={state.isRegion ? '6 4' : undefined}
          />
          {state.kind === 'final' ? (
            <rect
              x={state.x + 4}
              y={state.y + 4}
              width={state.width - 8}
              height={state.height - 8}
              rx={5}
              fill="none"
              stroke={stroke}
              strokeWidth={1.25}
            />
          ) : null}
          <text
            x={state.x + 12}
            y={titleY}
            fontSize={CHART_FONT.title.size}
            fontWeight={CHART_FONT.title.weight}
            fill={active ? color.active : color.text}
          >
            {state.key}
            {state.kind === 'parallel' ? ' (parallel)' : ''}
          </text>
          {state.lines.map((line, index) => (
            <text
              key={line}
              x={state.x + 12}
              y={titleY + 17 + index * 16}
              fontSize={CHART_FONT.line.size}
              fill={color.muted}
            >
              {line}
            </text>
          ))}
        </>
      )}
    </g>
  );
}

export type StatechartDrawingProps = {
  layout: ChartLayout;
  activeIds: ReadonlySet<string>;
  /** The transitions taken by the last step, highlighted. */
  lastTransitionIds?: ReadonlySet<string>;
  title: string;
  /** Drawn size over natural size: 1 draws the type at its designed size. */
  scale?: number;
};

/**
 * The statechart as SVG: boxes for states (nested inside their parents, dashed for parallel
 * regions, doubled for final states), a dot for each initial state, arrows labelled with event,
 * guard or delay. Active states are filled and outlined in the brand colour.
 */
export function StatechartDrawing({
  layout,
  activeIds,
  lastTransitionIds,
  title,
  scale = 1,
}: StatechartDrawingProps) {
  const id = useId();
  const arrow = `${id}-arrow`;
  const arrowActive = `${id}-arrow-active`;
  const titleId = `${id}-title`;
  // Containers first (outer to inner), so nested boxes sit on top of their parents.
  const ordered = [...layout.states].sort((a, b) => a.depth - b.depth);
  const active = ordered.filter((state) => activeIds.has(state.id)).map((state) => state.key);
  return (
    <svg
      width={Math.round(layout.width * scale)}
      height={Math.round(layout.height * scale)}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      role="img"
      aria-labelledby={titleId}
      fontFamily={CHART_FONT_FAMILY}
      style={{ display: 'block', maxWidth: 'none' }}
      data-testid="statechart-drawing"
    >
      <title id={titleId}>
        {`${title} statechart. Active: ${active.slice(1).join(', ') || active.join(', ')}.`}
      </title>
      <defs>
        <marker
          id={arrow}
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M0,0 L10,5 L0,10 z" fill={color.muted} />
        </marker>
        <marker
          id={arrowActive}
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M0,0 L10,5 L0,10 z" fill={color.active} />
        </marker>
      </defs>
      <g>
        {ordered.map((state) => (
          <StateBox key={state.id} state={state} active={activeIds.has(state.id)} />
        ))}
      </g>
      {layout.initialMarkers.map((marker) => (
        <circle
          key={marker.id}
          cx={marker.cx}
          cy={marker.cy}
          r={marker.r}
          fill={color.text}
          data-initial-marker=""
        />
      ))}
      <g>
        {layout.edges.map((edge) => {
          const taken = edge.transitionIds.some((id) => lastTransitionIds?.has(id) ?? false);
          return (
            <path
              key={edge.id}
              d={edge.path}
              fill="none"
              stroke={edgeColor(edge, taken)}
              strokeWidth={taken ? 2.5 : 1.5}
              strokeDasharray={edge.kind === 'after' && !taken ? '5 3' : undefined}
              markerEnd={`url(#${taken ? arrowActive : arrow})`}
            />
          );
        })}
        {layout.edges.map((edge) =>
          edge.label ? (
            <g key={`${edge.id}-label`} data-edge-label="">
              <rect
                x={edge.label.x}
                y={edge.label.y}
                width={edge.label.width}
                height={edge.label.height}
                rx={4}
                fill={color.background}
                fillOpacity={0.92}
              />
              <text
                x={edge.label.x + edge.label.width / 2}
                y={edge.label.y}
                textAnchor="middle"
                fontSize={CHART_FONT.label.size}
              >
                {edge.label.lines.map((line, index) => {
                  const taken = lastTransitionIds?.has(line.transitionId) ?? false;
                  return (
                    <tspan
                      key={index}
                      x={edge.label!.x + edge.label!.width / 2}
                      y={edge.label!.y + LABEL_PADDING_Y + LABEL_LINE_HEIGHT * index + 11.5}
                      fill={
                        taken
                          ? color.active
                          : line.kind === 'error'
                            ? color.error
                            : line.kind === 'after'
                              ? color.delay
                              : color.text
                      }
                      fontWeight={taken ? 700 : 400}
                    >
                      {line.text}
                    </tspan>
                  );
                })}
              </text>
            </g>
          ) : null,
        )}
      </g>
    </svg>
  );
}
