import { Link } from '@tanstack/react-router';
import { createActorContext } from '@xstate/react';
import { useEffect, useState } from 'react';
import { promoBarMachine } from '../../../machines/promo-bar.machine';
import { inspector } from '../../lib/inspection';
import { PromoBarFrame, PromoMessages, promoBarLink } from '../../ui/promo-bar';
import { m } from '../../i18n/paraglide/messages.js';

/** Where the billing alert sends a delinquent customer. */
const PAYMENT_INFORMATION_PATH: string = '/account/payment-information';

export type PromoBarLiveProps = {
  delinquent: boolean;
  messages: readonly string[];
  /** Where the page's own rotation was when this bar took over (decision 158). */
  start?: { index: number; shownFor: number; paused: boolean };
};

/** The promo bar's actor, for the bar under it; tests may provide it with their own delays. */
export const PromoBarActor = createActorContext(promoBarMachine);

/**
 * The promo bar on its machine: rotates every 3 s, pauses while hovered, focused or paused with
 * its button, and shows the billing alert while the customer is delinquent.
 */
export default function PromoBarLive(props: PromoBarLiveProps) {
  return (
    <PromoBarActor.Provider
      logic={promoBarMachine}
      options={{
        input: {
          messages: props.messages,
          index: props.start?.index,
          shownFor: props.start?.shownFor,
        },
        inspect: inspector(),
      }}
    >
      <PromoBarScreen {...props} />
    </PromoBarActor.Provider>
  );
}

/** The bar itself, on the promo-bar actor above it. */
export function PromoBarScreen({ delinquent, messages, start }: PromoBarLiveProps) {
  const actor = PromoBarActor.useActorRef();
  const alert = PromoBarActor.useSelector((state) => state.matches('billingAlert'));
  const shown = PromoBarActor.useSelector((state) => state.context.messages);
  const index = PromoBarActor.useSelector((state) => state.context.index);
  const [userPaused, setUserPaused] = useState(start?.paused ?? false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const holdStill = userPaused || hovered || focused;

  useEffect(() => {
    actor.send({ type: 'promo.delinquencyChanged', delinquent });
  }, [actor, delinquent]);

  useEffect(() => {
    actor.send({ type: holdStill ? 'promo.pause' : 'promo.resume' });
  }, [actor, holdStill, alert]);

  if (alert) {
    return (
      <PromoBarFrame tone="alert" data-testid="promo-bar">
        <Link to={PAYMENT_INFORMATION_PATH} className={promoBarLink()}>
          {m.shell_billing_alert()}
        </Link>
      </PromoBarFrame>
    );
  }

  return (
    <PromoBarFrame
      data-testid="promo-bar"
      data-paused={holdStill || undefined}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setHovered(true);
      }}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      rotation={
        messages.length > 1
          ? { paused: userPaused, onToggle: () => setUserPaused((paused) => !paused) }
          : undefined
      }
    >
      <PromoMessages messages={shown} current={index} />
    </PromoBarFrame>
  );
}
