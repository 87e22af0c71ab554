import { Suspense } from 'react';
import { PromoBarFrame, PromoMessage } from '../../ui/promo-bar';
import { useEngaged } from '../../ui/engagement';
import { useHydrated } from '../../ui/use-hydrated';
import { lazyShellPart, ShellPartBoundary } from './lazy-shell-part';
import { promoMessages } from './promo-messages';

/** The machine-driven bar loads at the visitor's first action; until then its first message shows. */
export const promoBarLive = lazyShellPart(() => import('./promo-bar-live'));

function PromoBarPlaceholder({ messages }: { messages: readonly string[] }) {
  return (
    <PromoBarFrame data-testid="promo-bar" data-live="false">
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
  // The rotating bar's code loads in the browser once the visitor acts (decision 142); the
  // server's page, and the page until then, show the first message.
  // The billing alert of a delinquent customer does not wait for that.
  const engaged = useEngaged();
  const hydrated = useHydrated();
  if (!hydrated || (!engaged && !delinquent)) return placeholder;
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
