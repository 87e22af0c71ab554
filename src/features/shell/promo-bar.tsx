import { Suspense } from 'react';
import { PromoBarFrame, PromoMessage } from '../../ui/promo-bar';
import { useHydrated } from '../../lib/use-hydrated';
import { lazyShellPart, ShellPartBoundary } from './lazy-shell-part';
import { promoMessages } from './promo-messages';

/** The machine-driven bar loads after the first paint; until then its first message shows. */
export const promoBarLive = lazyShellPart(() => import('./promo-bar-live'));

function PromoBarPlaceholder({ messages }: { messages: readonly string[] }) {
  return (
    <PromoBarFrame>
      <PromoMessage>{messages[0]}</PromoMessage>
    </PromoBarFrame>
  );
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
  const placeholder = <PromoBarPlaceholder messages={messages} />;
  // The rotating bar's code loads in the browser; the server's page shows the first message.
  const hydrated = useHydrated();
  if (!hydrated) return placeholder;
  return (
    <ShellPartBoundary fallback={placeholder}>
      <Suspense fallback={placeholder}>
        {/* A new rotation when the mode changes: the machine takes its messages at start. */}
        <Live
          key={liquidation ? 'liquidation' : 'regular'}
          delinquent={delinquent}
          messages={messages}
        />
      </Suspense>
    </ShellPartBoundary>
  );
}
