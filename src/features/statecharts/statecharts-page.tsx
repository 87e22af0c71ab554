import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { AnyMachineSnapshot, AnyStateNode, EventObject } from 'xstate';
import { machineRegistry } from '../../../machines';
import type { MachineEntry } from '../../../machines';
import { useDocumentTitle } from '../../lib/document-title';
import { Button } from '../../ui/button';
import { ChoiceCards } from '../../ui/choice-cards';
import { Cluster, Heading, Stack, Text } from '../../ui/layout';
import { Notice } from '../../ui/notice';
import { Page } from '../../ui/page';
import { PageHeading } from '../../ui/site-frame';
import { Spinner } from '../../ui/spinner';
import { StatusPanel } from '../../ui/status-panel';
import { layoutToFit } from './chart-layout';
import { buildChartModel, guardName } from './chart-model';
import type { ChartModel } from './chart-model';
import {
  activeStateIds,
  describeStateValue,
  simulateEvent,
  simulatedEvents,
  startSimulation,
  summarizePayload,
} from './simulator';
import type { SimulationStep } from './simulator';
import { StatechartDrawing } from './statechart-drawing';

/** Context as JSON; actor references and cycles print as a short note instead of failing. */
export function contextJson(context: unknown): string {
  const seen = new WeakSet<object>();
  try {
    return JSON.stringify(
      context,
      (_key, value: unknown) => {
        if (value && typeof value === 'object') {
          if ('sessionId' in value && 'send' in value)
            return `[actor ${String((value as { id?: unknown }).id ?? '')}]`;
          if (seen.has(value)) return '[circular]';
          seen.add(value);
        }
        return value;
      },
      2,
    );
  } catch {
    return String(context);
  }
}

/** Which drawn transitions the last step took (matched by source, event, guard and targets). */
function takenTransitionIds(
  entry: MachineEntry,
  model: ChartModel,
  from: AnyMachineSnapshot,
  event: EventObject,
): Set<string> {
  const ids = new Set<string>();
  let taken: {
    source: AnyStateNode;
    eventType: string;
    guard?: unknown;
    target?: readonly AnyStateNode[];
  }[];
  try {
    taken = entry.machine.getTransitionData(from as never, event as never) as typeof taken;
  } catch {
    return ids;
  }
  for (const definition of taken) {
    const targets = (definition.target ?? []).map((target) => target.id).join(',');
    const guard = definition.guard ? guardName(definition.guard) : null;
    const match = model.transitions.find(
      (candidate) =>
        candidate.sourceId === definition.source.id &&
        candidate.eventType === definition.eventType &&
        candidate.guard === guard &&
        candidate.targetIds.join(',') === targets,
    );
    if (match) ids.add(match.id);
  }
  return ids;
}

/** The room the drawing has (its scroll area, less padding), measured when it is laid out. */
function drawingWidth(): number {
  const area = document.querySelector('[data-statechart-area]');
  return Math.max((area?.clientWidth ?? globalThis.innerWidth) - 20, 320);
}

/** The zoom steps the buttons go through (drawn size over natural size). */
export const ZOOM_STEPS = [0.25, 0.33, 0.5, 0.67, 0.8, 1, 1.25, 1.5, 2] as const;
const FRAME_PADDING = 8;

/** The scale that shows the whole chart at once: the frame's width, and 85% of the window's height. */
function fitScale(frame: HTMLElement, width: number, height: number): number {
  // Less the padding, the borders and a pixel for rounding, so nothing scrolls when fitted.
  const roomX = frame.clientWidth - FRAME_PADDING * 2 - 1;
  const roomY = Math.max(globalThis.innerHeight * 0.85 - FRAME_PADDING * 2 - 4, 240);
  return Math.min(1, roomX / width, roomY / height);
}

export function nextZoom(scale: number, direction: 1 | -1, fit: number): number {
  const steps = [...new Set([...ZOOM_STEPS, Math.round(fit * 100) / 100])].sort((a, b) => a - b);
  const lowest = Math.min(ZOOM_STEPS[0], fit);
  if (direction === 1) return steps.find((step) => step > scale + 0.005) ?? scale;
  return [...steps].reverse().find((step) => step < scale - 0.005 && step >= lowest) ?? scale;
}

const preStyle = {
  margin: 0,
  padding: '12px',
  maxHeight: '320px',
  overflow: 'auto',
  fontSize: '13px',
  lineHeight: 1.45,
  background: 'var(--colors-surface, #f6f6f4)',
  border: '1px solid var(--colors-border, #d6d6d6)',
  borderRadius: '6px',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
} as const;

function Simulator({ entry }: { entry: MachineEntry }) {
  const model = useMemo(() => buildChartModel(entry.machine), [entry]);
  const layout = useQuery({
    queryKey: ['statechart-layout', entry.id],
    queryFn: () => layoutToFit(model, drawingWidth()),
    staleTime: Infinity,
    retry: false,
  });
  const [history, setHistory] = useState<SimulationStep[]>(() => [startSimulation(entry)]);
  const [problem, setProblem] = useState<string | null>(null);
  const current = history[history.length - 1] as SimulationStep;
  const previous = history.length > 1 ? history[history.length - 2] : undefined;
  const events = simulatedEvents(entry, current.snapshot);
  const activeIds = useMemo(() => new Set(activeStateIds(current.snapshot)), [current]);
  const lastTaken = useMemo(
    () =>
      previous && current.event
        ? takenTransitionIds(entry, model, previous.snapshot, current.event)
        : new Set<string>(),
    [entry, model, previous, current],
  );
  const stateText = describeStateValue(current.snapshot.value);
  const scroller = useRef<HTMLDivElement>(null);
  /** `fit` follows the frame's size; a number is a zoom the user chose. */
  const [zoom, setZoom] = useState<'fit' | number | null>(null);
  const [fit, setFit] = useState(1);
  const chart = layout.data;

  // Measure the room the frame has, again whenever it changes size.
  useLayoutEffect(() => {
    const frame = scroller.current;
    if (!frame || !chart) return;
    const measure = () => setFit(fitScale(frame, chart.width, chart.height));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    return () => observer.disconnect();
  }, [chart]);
  // A chart wider than the frame starts fitted; a small one at its natural size.
  const mode = zoom ?? (fit < 1 ? 'fit' : 1);
  const scale = mode === 'fit' ? fit : mode;

  // Keep the innermost active state in view inside a drawing larger than its frame.
  useEffect(() => {
    const frame = scroller.current;
    if (!frame) return;
    const active = [...frame.querySelectorAll('[data-active="true"]')].at(-1);
    if (!active) return;
    const box = active.getBoundingClientRect();
    const view = frame.getBoundingClientRect();
    const left = frame.scrollLeft + box.left - view.left;
    const top = frame.scrollTop + box.top - view.top;
    if (box.left < view.left || box.right > view.right)
      frame.scrollLeft = Math.max(0, left - (view.width - box.width) / 2);
    if (box.top < view.top || box.bottom > view.bottom)
      frame.scrollTop = Math.max(0, top - (view.height - box.height) / 2);
  }, [activeIds, layout.data, scale]);

  const send = (event: EventObject) => {
    try {
      const next = simulateEvent(entry, current.snapshot, event);
      setProblem(null);
      setHistory((steps) => [...steps, { snapshot: next, event }]);
    } catch (error) {
      setProblem(
        `The machine could not take ${event.type}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };

  return (
    <Stack gap={5} data-statechart-area="">
      <Stack gap={2}>
        <Heading as="h2" id="statechart-heading">
          {entry.title}
        </Heading>
        <Text>{entry.purpose}</Text>
      </Stack>

      {layout.isPending ? (
        <Spinner label="Laying out the statechart..." layout="block" />
      ) : layout.isError ? (
        <Notice tone="error" title="The statechart could not be drawn">
          <Stack gap={2}>
            <span>{layout.error instanceof Error ? layout.error.message : 'Layout failed.'}</span>
            <div>
              <Button variant="secondary" size="sm" onClick={() => void layout.refetch()}>
                Try again
              </Button>
            </div>
          </Stack>
        </Notice>
      ) : (
        <Stack gap={2}>
          <Cluster
            gap={2}
            role="group"
            aria-label="Zoom the drawing"
            aria-controls="statechart-frame"
          >
            <Button
              variant={mode === 'fit' ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={mode === 'fit'}
              onClick={() => setZoom('fit')}
            >
              Fit
            </Button>
            <Button
              variant={mode === 1 ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={mode === 1}
              onClick={() => setZoom(1)}
            >
              100%
            </Button>
            <Button
              variant="secondary"
              size="sm"
              aria-label="Zoom out"
              disabled={nextZoom(scale, -1, fit) === scale}
              onClick={() => setZoom(nextZoom(scale, -1, fit))}
            >
              <span aria-hidden="true">−</span>
            </Button>
            <Button
              variant="secondary"
              size="sm"
              aria-label="Zoom in"
              disabled={nextZoom(scale, 1, fit) === scale}
              onClick={() => setZoom(nextZoom(scale, 1, fit))}
            >
              <span aria-hidden="true">+</span>
            </Button>
            <Text as="span" size="sm" tone="muted" aria-live="polite" data-testid="statechart-zoom">
              {`Zoom ${Math.round(scale * 100)}%`}
            </Text>
          </Cluster>
          <div
            id="statechart-frame"
            role="region"
            aria-label={`${entry.title} statechart drawing (scroll to see all of it; + and - zoom)`}
            tabIndex={0}
            data-testid="statechart-scroller"
            data-zoom={mode === 'fit' ? 'fit' : String(mode)}
            ref={scroller}
            onKeyDown={(event) => {
              if (event.ctrlKey || event.metaKey || event.altKey) return;
              if (event.key === '+' || event.key === '=') setZoom(nextZoom(scale, 1, fit));
              else if (event.key === '-') setZoom(nextZoom(scale, -1, fit));
              else if (event.key === '0') setZoom(1);
              else return;
              event.preventDefault();
            }}
            style={{
              display: 'block',
              overflow: 'auto',
              maxHeight: '85vh',
              border: '1px solid var(--colors-border, #d6d6d6)',
              borderRadius: '8px',
              padding: `${FRAME_PADDING}px`,
              backgroundColor: 'var(--colors-background, #ffffff)',
              overscrollBehavior: 'contain',
            }}
          >
            <StatechartDrawing
              layout={layout.data}
              activeIds={activeIds}
              lastTransitionIds={lastTaken}
              title={entry.title}
              scale={scale}
            />
          </div>
        </Stack>
      )}

      <Stack as="section" aria-labelledby="simulator-heading" gap={5} split="main">
        <Stack gap={3}>
          <Heading as="h3" id="simulator-heading" size="sm" weight="regular">
            Simulate
          </Heading>
          <Text role="status" data-testid="simulator-state">
            {current.snapshot.status === 'active' ? 'Current state: ' : 'Finished in: '}
            <strong data-testid="simulator-state-value">{stateText}</strong>
            {current.event ? ` (after ${current.event.type})` : ''}
          </Text>
          {problem ? (
            <Notice tone="error" role="alert">
              {problem}
            </Notice>
          ) : null}
          {events.length === 0 ? (
            <Text tone="muted">
              {current.snapshot.status === 'active'
                ? 'Nothing can happen in this state.'
                : 'The machine has finished; step back or reset.'}
            </Text>
          ) : (
            <Stack as="ul" gap={2} aria-label="Events the current state handles" list="plain">
              {events.map((item) => (
                <Cluster as="li" key={item.key} gap={2} align="baseline">
                  <Button
                    variant={item.enabled ? 'primary' : 'secondary'}
                    size="sm"
                    disabled={!item.enabled}
                    onClick={() => send(item.event)}
                    data-event-type={item.event.type}
                  >
                    {item.label}
                  </Button>
                  {item.detail ? (
                    <code
                      style={{ fontSize: '12px', overflowWrap: 'anywhere', minWidth: 0 }}
                      title={JSON.stringify(item.event)}
                    >
                      {item.detail}
                    </code>
                  ) : null}
                  {item.enabled ? null : (
                    <span style={{ fontSize: '12px', color: 'var(--colors-textMuted, #595959)' }}>
                      (a guard blocks this payload here)
                    </span>
                  )}
                </Cluster>
              ))}
            </Stack>
          )}
          <Cluster gap={2}>
            <Button
              variant="secondary"
              size="sm"
              disabled={history.length < 2}
              onClick={() => {
                setProblem(null);
                setHistory((steps) => (steps.length > 1 ? steps.slice(0, -1) : steps));
              }}
            >
              Step back
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={history.length < 2}
              onClick={() => {
                setProblem(null);
                setHistory([startSimulation(entry)]);
              }}
            >
              Reset
            </Button>
          </Cluster>
          <Stack gap={2}>
            <Heading as="h4" size="xs" weight="regular" id="history-heading">
              History
            </Heading>
            {history.length < 2 ? (
              <Text tone="muted">No events yet: the machine is in its initial state.</Text>
            ) : (
              <ol aria-labelledby="history-heading" style={{ margin: 0, paddingLeft: '1.5em' }}>
                {history.slice(1).map((step, index) => (
                  <li key={index} style={{ fontSize: '14px' }}>
                    <code>{step.event?.type}</code>
                    {step.event && summarizePayload(step.event) ? ' with payload' : ''} →{' '}
                    {describeStateValue(step.snapshot.value)}
                  </li>
                ))}
              </ol>
            )}
          </Stack>
        </Stack>
        <Stack gap={2}>
          <Heading as="h3" size="sm" weight="regular" id="context-heading">
            Context
          </Heading>
          <pre
            tabIndex={0}
            aria-labelledby="context-heading"
            data-testid="simulator-context"
            style={preStyle}
          >
            {contextJson(current.snapshot.context)}
          </pre>
        </Stack>
      </Stack>
    </Stack>
  );
}

export type StatechartsPageProps = {
  /** The machine to show (`cart-quote`); the first registered one when unset or unknown. */
  machineId?: string | undefined;
  onMachineChange?: (id: string) => void;
  machines?: readonly MachineEntry[];
};

/**
 * The statechart visualizer: every registered machine drawn from its own definition, with a
 * simulator that steps it through its events without running any of its effects.
 */
export function StatechartsPage({
  machineId,
  onMachineChange,
  machines = machineRegistry,
}: StatechartsPageProps) {
  useDocumentTitle('Statecharts');
  const [localId, setLocalId] = useState<string | undefined>(undefined);
  const chosenId = machineId ?? localId;
  const entry = machines.find((candidate) => candidate.id === chosenId) ?? machines[0];
  const choose = (id: string) => {
    setLocalId(id);
    onMachineChange?.(id);
  };

  return (
    <Page>
      <Stack gap={5} padY={5}>
        <Stack gap={2}>
          <PageHeading>Statecharts</PageHeading>
          <Text measure="wide">
            Every flow of the store with steps or timing runs on a state machine. Pick one to see
            its states and transitions, then try its events: the simulator computes each step from
            the machine itself, without calling the server or starting timers.
          </Text>
        </Stack>
        {!entry ? (
          <StatusPanel title="No machines are registered">
            <p>Machines listed in machines/index.ts appear here.</p>
          </StatusPanel>
        ) : (
          <Stack gap={5}>
            <ChoiceCards
              layout="grid"
              label="Machine"
              id="statechart-machine"
              value={entry.id}
              onValueChange={choose}
              choices={machines.map((machine) => ({
                value: machine.id,
                title: machine.title,
                detail: machine.purpose,
              }))}
            />
            <Simulator key={entry.id} entry={entry} />
          </Stack>
        )}
      </Stack>
    </Page>
  );
}
