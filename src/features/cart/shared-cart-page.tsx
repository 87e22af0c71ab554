import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { sharedCartQuery } from '../../api/cart-queries';
import type { SharedCart } from '../../api/cart-queries';
import { m } from '../../i18n/paraglide/messages.js';
import { addLines, countItems, replaceCart, useCart } from '../../lib/cart-store';
import type { CartMergeResult, NewCartLine } from '../../lib/cart-store';
import { useDocumentTitle } from '../../lib/document-title';
import { Button } from '../../ui/button';
import { CartLayout } from '../../ui/cart-layout';
import { Cluster, Stack, Text } from '../../ui/layout';
import { Notice } from '../../ui/notice';
import { PageHeading, Prose } from '../../ui/site-frame';
import { StatusPanel } from '../../ui/status-panel';
import { CityPicker, useCartCityId } from './city-gate';
import { addableLines, snapshotOf, SnapshotLines, SnapshotTotals } from './snapshot-lines';
import { CartQuoteProvider } from './cart-quote-actor';
import { QuoteFailure } from './quote-failure';
import { useCartQuote } from './use-cart-quote';

/** The shared cart's opening line: one item is "this item", several are "these 3 items". */
export function sharedWithYou(count: number): string {
  return count === 1 ? m.cart_shared_with_you_one() : m.cart_shared_with_you_other({ count });
}

/** What loading a shared cart did, in words. */
export function loadedMessage(mode: 'merge' | 'replace', result: CartMergeResult): string {
  const parts: string[] = [];
  if (mode === 'replace') {
    parts.push(m.cart_shared_loaded_replace({ count: countItems(result.lines) }));
  } else {
    const changed = result.added + result.increased;
    parts.push(
      result.increased > 0
        ? m.cart_shared_loaded_increased({ added: result.added, increased: result.increased })
        : m.cart_shared_loaded_added({ count: changed }),
    );
  }
  if (result.capped > 0) parts.push(m.cart_shared_capped());
  if (result.skipped > 0) {
    parts.push(m.cart_shared_skipped({ count: result.skipped }));
  }
  return parts.join(' ');
}

/** `/c/{id}/{slug?}`: a shared cart, priced for this shopper, ready to load into their cart. */
export function SharedCartPage({ id }: { id: string }) {
  const { data } = useSuspenseQuery(sharedCartQuery(id));
  const cart = useCart();
  const { cityId, needsPicker } = useCartCityId();
  return (
    <CartQuoteProvider>
      <SharedCartView
        shared={data}
        cityId={cityId}
        needsPicker={needsPicker}
        ownItemCount={countItems(cart.lines)}
        onLoad={(mode, lines) => (mode === 'merge' ? addLines(lines) : replaceCart(lines))}
      />
    </CartQuoteProvider>
  );
}

export type SharedCartViewProps = {
  shared: SharedCart | null;
  cityId: string | null;
  needsPicker: boolean;
  /** Items already in the shopper's own cart: with some, merge or replace is asked. */
  ownItemCount: number;
  onLoad: (mode: 'merge' | 'replace', lines: NewCartLine[]) => CartMergeResult;
};

/** A shared cart's screen, priced by the quote actor above it (the app's, or a story's). */
export function SharedCartView(props: SharedCartViewProps) {
  useDocumentTitle(props.shared ? m.cart_shared_title() : m.cart_shared_not_found_title());
  if (!props.shared) {
    return (
      <Prose>
        <StatusPanel
          headingLevel="h1"
          title={m.cart_shared_expired()}
          actions={
            <>
              <Button asChild>
                <Link to="/">{m.cart_browse_furniture()}</Link>
              </Button>
              <Button asChild variant="secondary">
                <Link to="/cart">{m.cart_go_to_cart()}</Link>
              </Button>
            </>
          }
        >
          {m.cart_shared_expired_text()}
        </StatusPanel>
      </Prose>
    );
  }
  return <SharedCartContent {...props} shared={props.shared} />;
}

function SharedCartContent({
  shared,
  cityId,
  needsPicker,
  ownItemCount,
  onLoad,
}: SharedCartViewProps & { shared: SharedCart }) {
  const lines = useMemo(() => addableLines(shared.lines), [shared]);
  const snapshot = useMemo(() => snapshotOf(lines, 0), [lines]);
  const quote = useCartQuote(needsPicker ? null : cityId, snapshot);
  const [outcome, setOutcome] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const unavailable = shared.lines.length - lines.length;

  const load = (mode: 'merge' | 'replace') => {
    try {
      setOutcome({ tone: 'info', text: loadedMessage(mode, onLoad(mode, lines)) });
    } catch {
      setOutcome({
        tone: 'error',
        text: m.cart_shared_add_error(),
      });
    }
  };

  return (
    <Prose>
      <PageHeading>{m.cart_shared_title()}</PageHeading>
      {needsPicker ? (
        <CityPicker reason={m.cart_shared_city_reason()} />
      ) : (
        <CartLayout>
          <Stack gap={4}>
            <Text>{sharedWithYou(countItems(lines))}</Text>
            {unavailable > 0 ? (
              <Notice tone="warning">
                {unavailable === 1
                  ? m.cart_shared_unavailable_one()
                  : m.cart_shared_unavailable_other({ count: unavailable })}
              </Notice>
            ) : null}
            <SnapshotLines
              label={m.cart_shared_lines_label()}
              lines={shared.lines}
              quote={quote.quote}
            />
          </Stack>
          <Stack gap={4}>
            <QuoteFailure title={m.cart_quote_failed_items()} quote={quote} />
            {quote.quote ? (
              <SnapshotTotals quote={quote.quote} updating={quote.status !== 'quoted'} />
            ) : null}
            {outcome ? (
              <Notice
                tone={outcome.tone}
                role={outcome.tone === 'error' ? 'alert' : 'status'}
                data-testid="shared-cart-outcome"
              >
                <Stack gap={2}>
                  <span>{outcome.text}</span>
                  {outcome.tone === 'info' ? <Link to="/cart">{m.cart_go_to_cart()}</Link> : null}
                </Stack>
              </Notice>
            ) : lines.length === 0 ? (
              <Text>{m.cart_shared_none_sold()}</Text>
            ) : ownItemCount === 0 ? (
              <Button size="lg" fullWidth onClick={() => load('merge')}>
                {m.cart_add_to_my_cart()}
              </Button>
            ) : (
              <Stack gap={3}>
                <Text size="sm">
                  {ownItemCount === 1
                    ? m.cart_shared_own_one()
                    : m.cart_shared_own_other({ count: ownItemCount })}
                </Text>
                <Cluster gap={2}>
                  <Button onClick={() => load('merge')}>{m.cart_add_to_my_cart()}</Button>
                  <Button variant="secondary" onClick={() => load('replace')}>
                    {m.cart_replace_my_cart()}
                  </Button>
                </Cluster>
              </Stack>
            )}
          </Stack>
        </CartLayout>
      )}
    </Prose>
  );
}
