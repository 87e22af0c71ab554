import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { CheckoutCart } from '../../../machines/checkout.machine';
import { useCart } from '../../lib/cart-store';
import type { CartSnapshot } from '../../lib/cart-store';
import { setCityId } from '../../lib/city-store';
import { useShopperCity } from '../../lib/shopper-city';
import { useLiquidationSale } from '../../lib/store-mode';
import { Button } from '../../ui/button';
import { StatusPanel } from '../../ui/status-panel';
import { CheckoutActor, useCheckoutSend } from './checkout-actor';
import { CheckoutHeader } from './checkout-header';
import { checkoutLogic } from './checkout-logic';
import { CheckoutCitySwitch } from './city-switch';
import { CheckoutView } from './checkout-view';
import { m } from '../../i18n/paraglide/messages.js';
import { useRestoredCheckoutDraft } from './checkout-draft';

function checkoutCart(cart: CartSnapshot, cityId: string): CheckoutCart {
  return {
    cityId,
    includeAssembly: cart.assembly,
    // The stored lines as they are: the checkout sends them through toCartProductInput.
    lines: cart.lines,
  };
}

function newKey(): string {
  return globalThis.crypto.randomUUID();
}

/** What the route adds to the screen: the confirmation page once placed, a chosen address. */
function CheckoutNavigation({ addressId }: { addressId: string | null }) {
  const send = useCheckoutSend();
  const navigate = useNavigate();
  const preselected = useRef(false);
  const orderId = CheckoutActor.useSelector((snapshot) =>
    snapshot.matches('success') ? snapshot.context.order?.id : undefined,
  );
  const atAddress = CheckoutActor.useSelector((snapshot) => snapshot.matches('address'));
  useEffect(() => {
    if (orderId) void navigate({ to: '/order/success/$orderId', params: { orderId } });
  }, [orderId, navigate]);
  useEffect(() => {
    // Back from /checkout/address-select with the address the customer chose.
    if (addressId && !preselected.current && atAddress) {
      preselected.current = true;
      send({ type: 'address.select', addressId });
    }
  }, [addressId, atAddress, send]);
  return null;
}

/** After the language switch's new page: the steps chosen before it, chosen again. */
function CheckoutDraftRestore() {
  useRestoredCheckoutDraft();
  return null;
}

/** One checkout: one actor, one idempotency key for every attempt to place this order. */
function CheckoutFlow({ cart, addressId }: { cart: CheckoutCart; addressId: string | null }) {
  const [idempotencyKey] = useState(newKey);
  // The liquidation sale is picked up at the warehouse: the steps ask for a pickup.
  const liquidation = useLiquidationSale();
  return (
    <CheckoutActor.Provider logic={checkoutLogic} options={{ input: { cart, idempotencyKey } }}>
      <CheckoutNavigation addressId={addressId} />
      <CheckoutDraftRestore />
      <CheckoutView pickup={liquidation} />
    </CheckoutActor.Provider>
  );
}

export function CheckoutPage({ addressId = null }: { addressId?: string | null }) {
  const cart = useCart();
  // The cart's city, the one the header shows (a first visit is served from the default depot).
  const { city, chosenId, isError } = useShopperCity();
  const cityId = city?.id ?? chosenId;
  // The cart as it was when checkout started: it is emptied once the order is placed.
  const [started, setStarted] = useState(() =>
    cityId && cart.lines.length > 0 ? checkoutCart(cart, cityId) : null,
  );
  // After switching to the city that delivers to the address: that address, chosen again.
  const [switchedAddressId, setSwitchedAddressId] = useState<string | null>(null);
  // The cities arrive after the first render on a first visit: start once the city is known.
  if (!started && cityId && cart.lines.length > 0) setStarted(checkoutCart(cart, cityId));
  if (started) {
    // The same cart, priced and delivered from the other city: a new checkout (and key).
    const switchCity = (nextCityId: string, nextAddressId: string | null) => {
      setCityId(nextCityId);
      setSwitchedAddressId(nextAddressId);
      setStarted({ ...started, cityId: nextCityId });
    };
    return (
      <CheckoutCitySwitch.Provider value={switchCity}>
        <CheckoutFlow
          key={started.cityId}
          cart={started}
          addressId={switchedAddressId ?? addressId}
        />
      </CheckoutCitySwitch.Provider>
    );
  }
  const waiting = cart.lines.length > 0 && !isError;
  return (
    <>
      <CheckoutHeader />
      <div style={{ maxWidth: 640, margin: '0 auto', padding: '24px 16px' }}>
        <StatusPanel
          headingLevel="h1"
          title={
            cart.lines.length === 0
              ? m.checkout_cart_empty_title()
              : waiting
                ? m.checkout_getting_ready()
                : m.checkout_choose_city_first()
          }
          actions={
            <Button asChild>
              <Link to={cart.lines.length === 0 ? '/' : '/cart'}>
                {cart.lines.length === 0 ? m.checkout_shop_furniture() : m.checkout_go_to_cart()}
              </Link>
            </Button>
          }
        >
          {cart.lines.length === 0
            ? m.checkout_cart_empty_text()
            : waiting
              ? m.checkout_waiting_text()
              : m.checkout_cities_failed()}
        </StatusPanel>
      </div>
    </>
  );
}
