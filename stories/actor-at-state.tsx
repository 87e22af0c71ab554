import { useState } from 'react';
import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import type {
  ActorOptions,
  AnyStateMachine,
  ContextFrom,
  EventFromLogic,
  InspectionEvent,
  SnapshotFrom,
} from 'xstate';

/** A flow's actor context (`createActorContext(machine)`), as far as a story provides it. */
interface FlowActorContext<TMachine extends AnyStateMachine> {
  Provider: (props: {
    children: ReactNode;
    logic?: TMachine;
    options?: ActorOptions<TMachine>;
  }) => ReactNode;
}

const never = () => new Promise<never>(() => undefined);

/**
 * Provides a flow's actor as the page does, started at the state and context given, with actors
 * that never answer (so the screen stays where the story put it). `onSend` hears every event the
 * screen under it sends (through the actor's `inspect` option: no `send` prop to spy on).
 */
export function ActorAtState<TMachine extends AnyStateMachine>({
  actor,
  machine,
  value,
  context,
  onSend,
  children,
}: {
  actor: FlowActorContext<TMachine>;
  machine: TMachine;
  value: SnapshotFrom<TMachine>['value'];
  context: ContextFrom<TMachine>;
  onSend?: ((event: EventFromLogic<TMachine>) => void) | undefined;
  children: ReactNode;
}) {
  const [logic] = useState(() => {
    const names = Object.keys(machine.implementations.actors);
    return machine.provide({
      actors: Object.fromEntries(names.map((name) => [name, fromPromise(never)])),
    }) as TMachine;
  });
  const [options] = useState((): ActorOptions<TMachine> => ({
    snapshot: machine.resolveState({ value, context }),
    // Events sent from outside the actor: the ones the screen sent.
    inspect: (inspection: InspectionEvent) => {
      if (
        inspection.type === '@xstate.event' &&
        inspection.sourceRef === undefined &&
        !inspection.event.type.startsWith('xstate.')
      )
        onSend?.(inspection.event as EventFromLogic<TMachine>);
    },
  }));
  return (
    <actor.Provider logic={logic} options={options}>
      {children}
    </actor.Provider>
  );
}
