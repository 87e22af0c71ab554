import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { ChartModel, ChartState, ChartTransitionKind } from './chart-model';

/** Type sizes of the drawing (px): readable at desktop width without zooming. */
export const CHART_FONT = {
  title: { size: 14, weight: 700 },
  line: { size: 12, weight: 400 },
  label: { size: 12, weight: 400 },
} as const;

export const CHART_FONT_FAMILY = "'Lato', 'Helvetica Neue', Arial, sans-serif";

const LINE_HEIGHT = 16;
const STATE_PADDING_X = 12;
const TITLE_HEIGHT = 28;
const INITIAL_SIZE = 12;
const LABEL_PADDING_X = 6;
export const LABEL_LINE_HEIGHT = 15;
export const LABEL_PADDING_Y = 2;
/** Labels longer than this (px) put their guard on a line of its own. */
const LABEL_WRAP_WIDTH = 150;

/** A transition's label as lines: `error: placeOrder` and `[isDeclined]` when it is long. */
function labelLines(label: string, measure: Measure): string[] {
  const guardAt = label.indexOf(' [');
  if (guardAt <= 0 || measure(label, CHART_FONT.label) <= LABEL_WRAP_WIDTH) return [label];
  return [label.slice(0, guardAt), label.slice(guardAt + 1)];
}

/** ELK options for the whole chart (set on the root graph only: see decision record 070). */
const ROOT_OPTIONS: Record<string, string> = {
  'elk.algorithm': 'layered',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.json.edgeCoords': 'ROOT',
  'elk.json.shapeCoords': 'ROOT',
  'elk.spacing.nodeNode': '28',
  'elk.spacing.edgeNode': '16',
  'elk.spacing.edgeEdge': '12',
  'elk.spacing.edgeLabel': '4',
  'elk.layered.spacing.nodeNodeBetweenLayers': '48',
  'elk.layered.spacing.edgeNodeBetweenLayers': '16',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '12',
  'elk.edgeLabels.placement': 'CENTER',
  'elk.padding': '[top=8,left=8,bottom=8,right=8]',
};

/**
 * Tuning for big machines. With `INCLUDE_CHILDREN` most layered options are read from the graph
 * that holds the nodes (the machine's own box, not the root), so edge merging goes on every
 * container; the ordering options stay on the root (on nested graphs they made ELK throw, as
 * does the MODEL_ORDER cycle breaker). Merging lets the many arrows into one state (`step.back`,
 * `error: placeOrder [...]`) share their last stretch instead of running side by side; breaking
 * cycles depth first from the initial state keeps a flow's steps in order (checkout reads from
 * `loading` at the top to `success` at the bottom, its many back edges pointing up).
 */
const TUNED_ROOT_OPTIONS: Record<string, string> = {
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.layered.mergeEdges': 'true',
};
const TUNED_NESTED_OPTIONS: Record<string, string> = {
  'elk.layered.mergeEdges': 'true',
  'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST',
};

export interface LaidOutState {
  id: string;
  key: string;
  kind: ChartState['kind'];
  isRegion: boolean;
  isContainer: boolean;
  depth: number;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Lines under the title: `invoke priceCart`, internal transitions. */
  lines: string[];
}

/** One line of an edge's label: a transition's event, guard or delay. */
export interface EdgeLabelLine {
  text: string;
  transitionId: string;
  kind: ChartTransitionKind;
}

/**
 * One drawn arrow. Transitions between the same two states share it: their labels are stacked
 * in one box, one line each (a long label's guard wraps onto a line of its own).
 */
export interface LaidOutEdge {
  id: string;
  /** Every transition the arrow stands for. */
  transitionIds: string[];
  kind: ChartTransitionKind | 'initial';
  sourceId: string;
  targetId: string;
  /** SVG path data in chart coordinates. */
  path: string;
  label: {
    lines: EdgeLabelLine[];
    x: number;
    y: number;
    width: number;
    height: number;
  } | null;
}

export interface ChartLayout {
  width: number;
  height: number;
  direction: 'RIGHT' | 'DOWN';
  states: LaidOutState[];
  initialMarkers: { id: string; cx: number; cy: number; r: number }[];
  edges: LaidOutEdge[];
}

type Measure = (text: string, font: { size: number; weight: number }) => number;

export interface LayoutOptions {
  /** Which way transitions flow: left to right, or top to bottom. */
  direction?: 'RIGHT' | 'DOWN';
  measure?: Measure;
  /** ELK options for the root graph, over the defaults. */
  elkOptions?: Record<string, string>;
  nestedOptions?: Record<string, string>;
}

let canvasContext: CanvasRenderingContext2D | null | undefined;

/** The width of a text in the drawing's font: the browser's own measure, or a close estimate. */
export const measureText: Measure = (text, font) => {
  if (canvasContext === undefined) {
    canvasContext =
      typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  }
  if (canvasContext) {
    canvasContext.font = `${font.weight} ${font.size}px ${CHART_FONT_FAMILY}`;
    return Math.ceil(canvasContext.measureText(text).width);
  }
  return Math.ceil(text.length * font.size * 0.56);
};

function stateLines(state: ChartState): string[] {
  return [
    ...state.invokes.map((name) => `invoke ${name}`),
    ...state.internal.map((text) => `on ${text}`),
  ];
}

function textWidth(state: ChartState, lines: string[], measure: Measure): number {
  return Math.max(
    measure(state.key, CHART_FONT.title),
    ...lines.map((line) => measure(line, CHART_FONT.line)),
  );
}

const initialId = (stateId: string) => `${stateId}::initial`;

/**
 * Lays a chart out with ELK's layered algorithm across the whole hierarchy (edges between
 * nesting levels are routed with everything else), sizing every box and label to its text.
 */
export async function layoutChart(
  model: ChartModel,
  options: LayoutOptions = {},
): Promise<ChartLayout> {
  try {
    return await layoutWith(model, {
      ...options,
      elkOptions: { ...TUNED_ROOT_OPTIONS, ...options.elkOptions },
      nestedOptions: { ...TUNED_NESTED_OPTIONS, ...options.nestedOptions },
    });
  } catch {
    // ELK can throw on some option mixes; the plain layered layout always works.
    return layoutWith(model, { ...options, elkOptions: {}, nestedOptions: {} });
  }
}

async function layoutWith(
  model: ChartModel,
  {
    direction = 'RIGHT',
    measure = measureText,
    elkOptions = {},
    nestedOptions = {},
  }: LayoutOptions,
): Promise<ChartLayout> {
  const info = new Map<string, { state: ChartState; lines: string[]; depth: number }>();

  function toElk(state: ChartState, depth: number): ElkNode {
    const lines = stateLines(state);
    info.set(state.id, { state, lines, depth });
    const width = textWidth(state, lines, measure) + STATE_PADDING_X * 2;
    if (state.children.length === 0) {
      return {
        id: state.id,
        width: Math.max(width, state.kind === 'history' ? 36 : 96),
        height: TITLE_HEIGHT + lines.length * LINE_HEIGHT + (state.kind === 'final' ? 8 : 6),
      };
    }
    const header = TITLE_HEIGHT + lines.length * LINE_HEIGHT + 8;
    const children = state.children.map((child) => toElk(child, depth + 1));
    const edges: ElkExtendedEdge[] = [];
    if (state.initialId) {
      children.unshift({ id: initialId(state.id), width: INITIAL_SIZE, height: INITIAL_SIZE });
      edges.push({
        id: `${initialId(state.id)}->`,
        sources: [initialId(state.id)],
        targets: [state.initialId],
      });
    }
    return {
      id: state.id,
      layoutOptions: {
        'elk.padding': `[top=${header},left=16,bottom=16,right=16]`,
        'elk.nodeSize.constraints': '[MINIMUM_SIZE]',
        'elk.nodeSize.minimum': `(${width}, ${header + 24})`,
        ...nestedOptions,
        ...(state.kind === 'parallel' ? { 'elk.direction': 'DOWN' } : {}),
      },
      children,
      edges,
    };
  }

  const rootNode = toElk(model.root, 0);
  const edgeInfo = new Map<string, { transitionIds: string[]; lines: EdgeLabelLine[] }>();
  const edges: ElkExtendedEdge[] = [];
  const byEnds = new Map<string, ElkExtendedEdge>();
  for (const transition of model.transitions) {
    for (const targetId of transition.targetIds) {
      const ends = `${transition.sourceId}\u0000${targetId}`;
      let edge = byEnds.get(ends);
      if (!edge) {
        edge = { id: `edge${edges.length}`, sources: [transition.sourceId], targets: [targetId] };
        byEnds.set(ends, edge);
        edges.push(edge);
        edgeInfo.set(edge.id, { transitionIds: [], lines: [] });
      }
      const known = edgeInfo.get(edge.id) as { transitionIds: string[]; lines: EdgeLabelLine[] };
      if (!known.transitionIds.includes(transition.id)) known.transitionIds.push(transition.id);
      for (const text of labelLines(transition.label, measure)) {
        known.lines.push({ text, transitionId: transition.id, kind: transition.kind });
      }
    }
  }
  for (const edge of edges) {
    const { lines } = edgeInfo.get(edge.id) as { lines: EdgeLabelLine[] };
    edge.labels = [
      {
        id: `${edge.id}:label`,
        text: lines.map((line) => line.text).join('\n'),
        width:
          Math.max(...lines.map((line) => measure(line.text, CHART_FONT.label))) +
          LABEL_PADDING_X * 2,
        height: lines.length * LABEL_LINE_HEIGHT + LABEL_PADDING_Y * 2,
      },
    ];
  }

  const graph: ElkNode = {
    id: '__chart',
    layoutOptions: { ...ROOT_OPTIONS, 'elk.direction': direction, ...elkOptions },
    children: [rootNode],
    edges,
  };

  const elk = new ELK();
  const result = await elk.layout(graph);

  const states: LaidOutState[] = [];
  const initialMarkers: ChartLayout['initialMarkers'] = [];
  const laidEdges: LaidOutEdge[] = [];

  function collectEdges(node: ElkNode) {
    for (const edge of node.edges ?? []) {
      const isInitial = edge.id.endsWith('::initial->');
      const sourceId = edge.sources[0] ?? '';
      const targetId = edge.targets[0] ?? '';
      const path = (edge.sections ?? [])
        .map((section) =>
          [section.startPoint, ...(section.bendPoints ?? []), section.endPoint]
            .map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x},${point.y}`)
            .join(' '),
        )
        .join(' ');
      const label = edge.labels?.[0];
      const known = edgeInfo.get(edge.id);
      const kinds = new Set(known?.lines.map((line) => line.kind));
      laidEdges.push({
        id: edge.id,
        transitionIds: known ? known.transitionIds : [edge.id],
        kind: isInitial
          ? 'initial'
          : kinds.size === 1
            ? ([...kinds][0] as ChartTransitionKind)
            : 'event',
        sourceId: isInitial ? sourceId.replace(/::initial$/, '') : sourceId,
        targetId,
        path,
        label:
          label && known && known.lines.length > 0
            ? {
                lines: known.lines,
                x: label.x ?? 0,
                y: label.y ?? 0,
                width: label.width ?? 0,
                height: label.height ?? 0,
              }
            : null,
      });
    }
  }

  function collect(node: ElkNode) {
    collectEdges(node);
    for (const child of node.children ?? []) {
      if (child.id.endsWith('::initial')) {
        initialMarkers.push({
          id: child.id,
          cx: (child.x ?? 0) + INITIAL_SIZE / 2,
          cy: (child.y ?? 0) + INITIAL_SIZE / 2,
          r: INITIAL_SIZE / 2,
        });
        continue;
      }
      const known = info.get(child.id);
      if (known) {
        states.push({
          id: child.id,
          key: known.state.key,
          kind: known.state.kind,
          isRegion: known.state.isRegion,
          isContainer: known.state.children.length > 0,
          depth: known.depth,
          x: child.x ?? 0,
          y: child.y ?? 0,
          width: child.width ?? 0,
          height: child.height ?? 0,
          lines: known.lines,
        });
      }
      collect(child);
    }
  }
  collect(result);

  return {
    width: Math.ceil(result.width ?? 0),
    height: Math.ceil(result.height ?? 0),
    direction,
    states,
    initialMarkers,
    edges: laidEdges,
  };
}

/**
 * Lays the chart out left to right and top to bottom and keeps the one that fits the width
 * best, so a long chain of states reads without sideways scrolling on a desktop.
 */
export async function layoutToFit(
  model: ChartModel,
  availableWidth: number,
  measure: Measure = measureText,
): Promise<ChartLayout> {
  const across = await layoutChart(model, { direction: 'RIGHT', measure });
  if (across.width <= availableWidth) return across;
  const down = await layoutChart(model, { direction: 'DOWN', measure });
  // Less sideways scrolling wins; a tall drawing scrolls the way pages already do.
  return down.width < across.width ? down : across;
}
