import { useId, useState, useSyncExternalStore } from 'react';
import { getInspectedActors, subscribeInspection } from '../../lib/inspection';
import type { InspectedActor } from '../../lib/inspection';
import { Button } from '../../ui/button';
import { Dock, DockBody, DockCard } from '../../ui/dock';
import { Cluster, Stack } from '../../ui/layout';

/** `cartQuote` → `Cart quote`. */
export function machineTitle(machineId: string): string {
  const words = machineId
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_.]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const time = new Intl.DateTimeFormat('en-CA', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

function ActorCard({ actor }: { actor: InspectedActor }) {
  const [showContext, setShowContext] = useState(false);
  const contextId = useId();
  return (
    <DockCard
      as="li"
      gap={1}
      data-actor={actor.machineId}
      data-state={actor.state}
      data-status={actor.status}
    >
      <Cluster justify="between" gap={2}>
        <strong>{machineTitle(actor.machineId)}</strong>
        <span
          data-testid="inspected-state"
          style={{
            fontFamily: 'monospace',
            fontSize: '13px',
            color: 'var(--colors-primaryActive, #004d4d)',
            background: 'var(--colors-primarySubtle, #e0f2f1)',
            padding: '1px 6px',
            borderRadius: '4px',
          }}
        >
          {actor.state || '…'}
        </span>
      </Cluster>
      {actor.children.length > 0 ? (
        <span style={{ fontSize: '12px', color: 'var(--colors-textMuted, #595959)' }}>
          running: {actor.children.join(', ')}
        </span>
      ) : null}
      {actor.events.length > 0 ? (
        <ol
          aria-label={`Recent events of ${machineTitle(actor.machineId)}, newest first`}
          data-testid="inspected-events"
          style={{ margin: 0, paddingLeft: '1.2em', fontSize: '12px', lineHeight: 1.5 }}
        >
          {actor.events.map((event, index) => (
            <li key={`${event.at}-${index}`} data-event-type={event.type} data-to={event.state}>
              <span style={{ color: 'var(--colors-textMuted, #595959)' }}>
                {time.format(event.at)}
              </span>{' '}
              {event.label} → <code>{event.state}</code>
            </li>
          ))}
        </ol>
      ) : null}
      <div>
        <Button
          variant="text"
          size="sm"
          aria-expanded={showContext}
          aria-controls={contextId}
          onClick={() => setShowContext((shown) => !shown)}
        >
          {showContext ? 'Hide context' : 'Show context'}
        </Button>
      </div>
      {showContext ? (
        <pre
          id={contextId}
          tabIndex={0}
          aria-label={`Context of ${machineTitle(actor.machineId)}`}
          style={{
            margin: 0,
            maxHeight: '160px',
            overflow: 'auto',
            fontSize: '11px',
            background: 'var(--colors-surface, #f6f6f4)',
            padding: '6px',
            borderRadius: '4px',
          }}
        >
          {actor.context}
        </pre>
      ) : null}
    </DockCard>
  );
}

/**
 * The live inspector (`?inspect`): the app's running actors, each with its current state and
 * recent events, updated as the page is used. Loaded only on inspected pages.
 */
export default function InspectorPanel() {
  const actors = useSyncExternalStore(subscribeInspection, getInspectedActors, getInspectedActors);
  const [open, setOpen] = useState(true);
  const headingId = useId();
  const bodyId = useId();
  // Started and not stopped: an actor React created but never started is not shown.
  const running = actors.filter((actor) => actor.status !== 'stopped' && actor.events.length > 0);
  return (
    <Dock
      as="aside"
      aria-labelledby={headingId}
      data-testid="inspector-panel"
      gap={2}
      expanded={open}
    >
      <Cluster justify="between" gap={2}>
        <h2 id={headingId} style={{ margin: 0, fontSize: '16px' }}>
          Live actors ({running.length})
        </h2>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((shown) => !shown)}
        >
          {open ? 'Collapse' : 'Expand'}
        </Button>
      </Cluster>
      {open ? (
        <DockBody id={bodyId} gap={2} tabIndex={0} aria-label="Running actors">
          {running.length === 0 ? (
            <p style={{ margin: 0 }}>
              No actors are running yet. Use the page and they will appear here.
            </p>
          ) : (
            <Stack as="ul" gap={2} list="plain">
              {running.map((actor) => (
                <ActorCard key={actor.sessionId} actor={actor} />
              ))}
            </Stack>
          )}
        </DockBody>
      ) : null}
    </Dock>
  );
}
