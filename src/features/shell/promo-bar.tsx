import { Suspense } from 'react';
import { PromoBarFrame, PromoMessage } from '../../ui/promo-bar';
import { lazyShellPart, ShellPartBoundary } from './lazy-shell-part';
import { PROMO_MESSAGES } from './promo-messages';

/** The machine-driven bar loads after the first paint; until then its first message shows. */
export const promoBarLive = lazyShellPart(() => import('./promo-bar-live'));

function PromoBarPlaceholder() {
  return (
    <PromoBarFrame>
      <PromoMessage>{PROMO_MESSAGES[0]}</PromoMessage>
    </PromoBarFrame>
  );
}

export type PromoBarProps = {
  /** The signed-in customer has delinquent records: show the billing alert instead. */
  delinquent: boolean;
};

export function PromoBar({ delinquent }: PromoBarProps) {
  const Live = promoBarLive.Component;
  return (
    <ShellPartBoundary fallback={<PromoBarPlaceholder />}>
      <Suspense fallback={<PromoBarPlaceholder />}>
        <Live delinquent={delinquent} messages={PROMO_MESSAGES} />
      </Suspense>
    </ShellPartBoundary>
  );
}
