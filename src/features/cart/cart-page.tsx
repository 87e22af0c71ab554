import { Link } from '@tanstack/react-router';
import { languageTag } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';
import type { PricedCart } from '../../api/cart-queries';
import {
  clearCart,
  DISCARDED_CART_NOTICE,
  readDeliveryTime,
  removeLine,
  setAssembly,
  setPivotCare,
  setQuantity,
  dismissDiscardNotice,
  useCart,
} from '../../lib/cart-store';
import type { CartLine } from '../../lib/cart-store';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { Cluster, Heading, Stack, Text } from '../../ui/layout';
import { formatMoney, priceDisplay } from '../../lib/money-format';
import {
  dueTodayRows,
  isMonthlyLine,
  linePrice,
  lineTerms,
  monthlyRows,
  pivotCareLabel,
} from '../../lib/line-payment';
import { offersPivotCare } from '../../../machines/purchase-options';
import { Notice } from '../../ui/notice';
import { Price } from '../../ui/price';
import { SelectField } from '../../ui/select';
import { CartCity, CityPicker, useCartCityId } from './city-gate';
import { wayToPay } from './way-to-pay';
import { maxQuantityFor, quantityChoices } from './quantity-choices';
import { PageHeading, Prose } from '../../ui/site-frame';
import { StatusPanel } from '../../ui/status-panel';
import { CartLayout } from '../../ui/cart-layout';
import { SummaryRows } from '../../ui/summary-rows';
import { CartLineItem } from '../../ui/cart-line';
import { byCartLineKey, cartLineKey } from '../../lib/cart-line-key';
import { PICKUP_WAREHOUSE, useLiquidationSale, useSaleCartConversion } from '../../lib/store-mode';
import { CartCheckoutBar } from './cart-checkout-bar';
import { CartQuoteProvider } from './cart-quote-actor';
import { QuoteFailure } from './quote-failure';
import { useCartQuote } from './use-cart-quote';

function formatDate(iso: string): string {
  return new Intl.DateTimeFormat(languageTag(), {
    weekday: 'short',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T12:00:00Z`));
}

function LineOptions({
  line,
  quoted,
}: {
  line: CartLine;
  quoted: PricedCart['products'][number] | undefined;
}) {
  const chosen = (quoted?.options ?? [])
    .map((option): string | null => {
      const value = option.values.find((candidate) => candidate.id === option.selectedValue);
      return value ? m.cart_line_option({ option: option.name, value: value.name }) : null;
    })
    .filter((text): text is string => text !== null);
  // The quoted line once there is one: its term and its payments (LineTerms) are the same line's.
  const payment = quoted ?? line;
  return (
    <Text size="sm" tone="muted" data-testid="line-way-to-pay">
      {wayToPay(payment.purchaseOption, payment.termLength)}
      {chosen.length > 0 ? ` · ${chosen.join(' · ')}` : ''}
    </Text>
  );
}

/** How the line is paid after today (financing's payments and total, ownership, a rental's end). */
function LineTerms({ quoted }: { quoted: PricedCart['products'][number] | undefined }) {
  const terms = quoted ? lineTerms(quoted) : null;
  return terms ? (
    <Text size="sm" data-testid="line-terms">
      {terms}
    </Text>
  ) : null;
}

/** PivotCare on a subscription or rental line, priced per unit each month by the quote. */
function PivotCareChoice({
  line,
  index,
  quoted,
}: {
  line: CartLine;
  index: number;
  quoted: PricedCart['products'][number] | undefined;
}) {
  if (!offersPivotCare(line.purchaseOption)) return null;
  return (
    <Checkbox
      label={
        quoted?.pivotCare !== null && quoted?.pivotCare !== undefined
          ? pivotCareLabel(quoted.pivotCare)
          : m.cart_pivotcare_label()
      }
      hint={m.cart_pivotcare_hint()}
      checked={line.pivotCare}
      onCheckedChange={(checked) => setPivotCare(index, checked === true)}
    />
  );
}

function Lines({ lines, quote }: { lines: CartLine[]; quote: PricedCart | null }) {
  // Lines are unique by product, purchase option and term: each is priced by its own line.
  const priced = byCartLineKey(quote?.products);
  return (
    <Stack as="ul" gap={4} list="plain" aria-label={m.cart_lines_label()}>
      {lines.map((line, index) => {
        const key = cartLineKey(line);
        const quoted = priced.get(key);
        // Stock is counted per product, across its lines: a problem is the product's.
        const problem = quote?.errors.find((error) => error.productId === line.productId);
        return (
          <CartLineItem
            key={key}
            image={line.image}
            gap={2}
            title={
              <Link to="/productdetail/$product" params={{ product: line.slug }}>
                {quoted?.name ?? line.name}
              </Link>
            }
            price={
              quoted ? (
                <span data-testid="line-price">
                  <Price
                    value={
                      quote?.mode === 'LIQUIDATION'
                        ? // The sale price beside the struck retail price.
                          priceDisplay(
                            {
                              amount: quoted.lineTotal,
                              originalAmount: quoted.retailPrice * quoted.quantity,
                            },
                            'ownv3',
                          )
                        : linePrice(quoted)
                    }
                  />
                </span>
              ) : (
                <Text tone="muted">—</Text>
              )
            }
          >
            <LineOptions line={line} quoted={quoted} />
            <LineTerms quoted={quoted} />
            <PivotCareChoice line={line} index={index} quoted={quoted} />
            {quoted?.finalSale ? (
              <Text size="sm" tone="warning">
                {m.cart_line_final_sale()}
              </Text>
            ) : null}
            {problem ? (
              <Text size="sm" tone="error" role="alert">
                {problem.error}
              </Text>
            ) : null}
            <div style={{ display: 'flex', gap: 16, alignItems: 'flex-end', flexWrap: 'wrap' }}>
              <div style={{ width: 120 }}>
                <SelectField
                  label={m.cart_quantity()}
                  value={String(line.quantity)}
                  options={quantityChoices(maxQuantityFor(index, lines, quote), line.quantity)}
                  onValueChange={(value) => setQuantity(index, Number(value))}
                />
              </div>
              <Button
                variant="text"
                size="sm"
                onClick={() => removeLine(index)}
                aria-label={m.cart_remove_line({ name: line.name })}
              >
                {m.cart_remove()}
              </Button>
            </div>
          </CartLineItem>
        );
      })}
    </Stack>
  );
}

function Summary({ quote, updating }: { quote: PricedCart; updating: boolean }) {
  return (
    <Stack gap={3} aria-busy={updating} busy={updating}>
      <Heading size="md">{m.cart_summary_title()}</Heading>
      <section aria-labelledby="cart-due-today">
        <Stack gap={2}>
          <Heading as="h3" size="sm" id="cart-due-today">
            {m.cart_due_today()}
          </Heading>
          <SummaryRows
            lines={dueTodayRows({ ...quote, pickup: quote.mode === 'LIQUIDATION' }, 'cart-total')}
          />
        </Stack>
      </section>
      {hasMonthlyBill(quote) ? (
        <section aria-labelledby="cart-then-monthly">
          <Stack gap={2}>
            <Heading as="h3" size="sm" id="cart-then-monthly">
              {m.cart_then_monthly()}
            </Heading>
            <SummaryRows lines={monthlyRows(quote.monthlyBill, 'cart-monthly-total')} />
          </Stack>
        </section>
      ) : null}
      {quote.mode === 'LIQUIDATION' ? (
        <Text size="sm" data-testid="cart-pickup">
          {m.cart_pickup_note({ address: PICKUP_WAREHOUSE.address })}
        </Text>
      ) : quote.estimatedDeliveryDate && quote.maxEstimatedDeliveryDate ? (
        <Text size="sm">
          {m.cart_estimated_delivery({
            from: formatDate(quote.estimatedDeliveryDate),
            to: formatDate(quote.maxEstimatedDeliveryDate),
          })}
        </Text>
      ) : null}
      {quote.finalSale ? (
        <Notice tone="warning" title={m.cart_final_sale_title()}>
          {m.cart_final_sale_text()}
        </Notice>
      ) : null}
    </Stack>
  );
}

/** A notice about the stored cart in the page's language (the unreadable cart's is a constant). */
function noticeText(notice: string): string {
  return notice === DISCARDED_CART_NOTICE ? m.cart_discarded_notice() : notice;
}

/** Whether later months are billed: a monthly line, and not the liquidation sale. */
function hasMonthlyBill(quote: PricedCart): boolean {
  return quote.mode !== 'LIQUIDATION' && quote.products.some(isMonthlyLine);
}

/** `/cart`: the shopper's cart, priced by the app's quote actor. */
export function CartPage() {
  return (
    <CartQuoteProvider>
      <CartScreen />
    </CartQuoteProvider>
  );
}

/** The cart screen, priced by the quote actor above it (the app's, or a story's). */
export function CartScreen() {
  const cart = useCart();
  const { cityId, needsPicker } = useCartCityId();
  const { status, quote, error, retry } = useCartQuote(cityId, cart);
  const delivery = readDeliveryTime();
  const liquidation = useLiquidationSale();
  // Monthly lines left from the regular store become sale purchases, with a notice.
  useSaleCartConversion();

  const empty = cart.lines.length === 0 && cart.returns.length === 0;
  return (
    <Prose>
      <PageHeading>{m.cart_page_title()}</PageHeading>
      {cart.discardNotice ? (
        <Notice tone="warning" role="status">
          <Stack gap={2}>
            <span>{noticeText(cart.discardNotice)}</span>
            <div>
              <Button variant="secondary" size="sm" onClick={dismissDiscardNotice}>
                {m.cart_dismiss()}
              </Button>
            </div>
          </Stack>
        </Notice>
      ) : null}
      {needsPicker ? null : (
        <Stack gap={3} spaceBelow={5}>
          <CartCity />
          {liquidation && cart.lines.length > 0 ? (
            <Notice data-testid="liquidation-purchase-note">{m.cart_liquidation_purchase()}</Notice>
          ) : null}
        </Stack>
      )}
      {needsPicker ? (
        <>
          <CityPicker reason={m.cart_city_reason_cart()} />
          {cart.lines.length > 0 ? (
            <>
              <CartCheckoutBar cityChosen={false} placement="column" />
              <CartCheckoutBar cityChosen={false} placement="page" />
            </>
          ) : null}
        </>
      ) : empty ? (
        <StatusPanel
          title={m.cart_empty_title()}
          actions={<Link to="/">{m.cart_browse_furniture()}</Link>}
        >
          {m.cart_empty_text()}
        </StatusPanel>
      ) : (
        <CartLayout>
          <Lines lines={cart.lines} quote={quote} />
          <Stack gap={4}>
            {liquidation ? null : (
              <Checkbox
                label={m.cart_add_assembly()}
                hint={
                  quote && quote.assemblyPrice > 0
                    ? m.cart_assembly_hint_price({ price: formatMoney(quote.assemblyPrice) })
                    : m.cart_assembly_hint()
                }
                checked={cart.assembly}
                onCheckedChange={(checked) => setAssembly(checked === true)}
              />
            )}
            <div aria-live="polite" style={{ minHeight: 24 }}>
              {status === 'updating' ? (
                <Text size="sm" tone="muted">
                  {m.cart_updating_prices()}
                </Text>
              ) : null}
            </div>
            <QuoteFailure title={m.cart_quote_failed_cart()} quote={{ status, error, retry }} />
            {quote ? <Summary quote={quote} updating={status !== 'quoted'} /> : null}
            {delivery && !liquidation ? (
              <Text size="sm">{m.cart_delivery_chosen({ date: formatDate(delivery.date) })}</Text>
            ) : null}
            {cart.lines.length > 0 ? <CartCheckoutBar cityChosen placement="column" /> : null}
            {cart.lines.length > 0 ? (
              <Cluster gap={2}>
                <Button asChild variant="secondary" size="sm">
                  <Link to="/share-cart">{m.cart_share_cart()}</Link>
                </Button>
                <Button variant="text" size="sm" onClick={clearCart}>
                  {m.cart_empty_cart()}
                </Button>
              </Cluster>
            ) : null}
          </Stack>
        </CartLayout>
      )}
      {!needsPicker && cart.lines.length > 0 ? (
        <CartCheckoutBar cityChosen placement="page" />
      ) : null}
    </Prose>
  );
}
