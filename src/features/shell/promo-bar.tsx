import { Suspense, useEffect, useRef, useState } from 'react';
import { PROMO_ROTATION_MS, PromoBarFrame, PromoMessages } from '../../ui/promo-bar';
import { useEngaged } from '../../ui/engagement';
import { useHydrated } from '../../ui/use-hydrated';
import { lazyShellPart, ShellPartBoundary } from './lazy-shell-part';
import { promoMessages } from './promo-messages';

/** The machine-driven bar (pauses on hover and focus) loads at the visitor's first action. */
export const promoBarLive = lazyShellPart(() => import('./promo-bar-live'));

/** Where the page's own rotation is: the message shown and the visitor's pause. */
type Rotation = { index: number; paused: boolean };

const now = () => Date.now();

/**
 * The page's own rotation, in the first code a page loads (a timer and a number): the messages
 * change every 3000 ms from hydration, before and without any action of the visitor (spec
 * sections 4 and 9, decision 158). The server's page shows the first message.
 */
function usePageRotation(count: number, running: boolean) {
  const [rotation, setRotation] = useState<Rotation>({ index: 0, paused: false });
  // When the shown message came up: set when the rotation starts, at each change and each
  // pause or play (a resumed message gets its whole time).
  const shownSince = useRef<number | null>(null);
  const { index, paused } = rotation;

  useEffect(() => {
    if (!running) return;
    shownSince.current ??= now();
    if (paused || count < 2) return;
    const timer = setTimeout(
      () => {
        shownSince.current = now();
        setRotation({ index: (index + 1) % count, paused: false });
      },
      Math.max(0, PROMO_ROTATION_MS - (now() - shownSince.current)),
    );
    return () => clearTimeout(timer);
  }, [running, paused, index, count]);

  const togglePaused = () => {
    shownSince.current = now();
    setRotation((current) => ({ ...current, paused: !current.paused }));
  };
  /** How long the shown message has been up, for the bar that takes over. */
  const shownFor = () => (shownSince.current === null ? 0 : now() - shownSince.current);
  return { rotation, shownFor, togglePaused };
}

export type PromoBarProps = {
  /** The signed-in customer has delinquent records: show the billing alert instead. */
  delinquent: boolean;
  /** Liquidation mode: the spec's '85% off' promotion rotates too. */
  liquidation: boolean;
};

export function PromoBar({ delinquent, liquidation }: PromoBarProps) {
  const Live = promoBarLive.Component;
  const messages = promoMessages(liquidation);
  const hydrated = useHydrated();
  // The rotating bar's machine (with its pause on hover and focus) loads in the browser once the
  // visitor acts (decision 142); until then the page rotates the messages itself (decision 158).
  // The billing alert of a delinquent customer does not wait for that.
  const engaged = useEngaged();
  const live = hydrated && (engaged || delinquent);
  // It keeps time under the live bar too: the bar starts from it, and it stands in when the
  // bar's code cannot load.
  const { rotation, shownFor, togglePaused } = usePageRotation(messages.length, hydrated);

  const pageBar = (
    <PromoBarFrame
      data-testid="promo-bar"
      data-live="false"
      data-rotating={hydrated && messages.length > 1 && !rotation.paused ? 'true' : undefined}
      rotation={
        hydrated && messages.length > 1
          ? { paused: rotation.paused, onToggle: togglePaused }
          : undefined
      }
    >
      <PromoMessages messages={messages} current={rotation.index % messages.length} />
    </PromoBarFrame>
  );
  if (!live) return pageBar;
  return (
    <ShellPartBoundary fallback={pageBar}>
      <Suspense fallback={pageBar}>
        {/* A new rotation when the mode changes: the machine takes its messages at start. */}
        <Live
          key={liquidation ? 'liquidation' : 'regular'}
          delinquent={delinquent}
          messages={messages}
          start={{
            index: rotation.index % messages.length,
            shownFor: shownFor(),
            paused: rotation.paused,
          }}
        />
      </Suspense>
    </ShellPartBoundary>
  );
}
