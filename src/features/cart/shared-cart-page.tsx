import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { sharedCartQuery } from '../../api/cart-queries';
import type { SharedCart } from '../../api/cart-queries';
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

const ITEMS = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** The shared cart's opening line: one item is "this item", several are "these 3 items". */
export function sharedWithYou(count: number): string {
  return count === 1
    ? 'Someone shared this item with you. Add it to your cart to order, or to keep shopping with it.'
    : `Someone shared these ${ITEMS(count)} with you. Add them to your cart to order, or to keep shopping with them.`;
}

/** What loading a shared cart did, in words. */
export function loadedMessage(mode: 'merge' | 'replace', result: CartMergeResult): string {
  const parts: string[] = [];
  if (mode === 'replace') {
    parts.push(`Your cart now holds the ${ITEMS(countItems(result.lines))} of the shared cart.`);
  } else {
    const changed = result.added + result.increased;
    parts.push(
      result.increased > 0
        ? `Added the shared items to your cart: ${result.added} new, ${result.increased} already there (quantity raised).`
        : `Added ${changed} shared ${changed === 1 ? 'line' : 'lines'} to your cart.`,
    );
  }
  if (result.capped > 0) parts.push('Quantities are held at 20 per item.');
  if (result.skipped > 0) {
    parts.push(`${result.skipped} left out: a cart holds at most 50 different items.`);
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
  useDocumentTitle(props.shared ? 'Shared cart' : 'Shared cart not found');
  if (!props.shared) {
    return (
      <Prose>
        <StatusPanel
          headingLevel="h1"
          title="This shared cart link has expired or does not exist"
          actions={
            <>
              <Button asChild>
                <Link to="/">Browse furniture</Link>
              </Button>
              <Button asChild variant="secondary">
                <Link to="/cart">Go to your cart</Link>
              </Button>
            </>
          }
        >
          Shared cart links work for 90 days. Ask for a new link, or find the pieces in our
          catalogue.
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
        text: 'There was an error adding this to your cart. Please try again or contact support.',
      });
    }
  };

  return (
    <Prose>
      <PageHeading>Shared cart</PageHeading>
      {needsPicker ? (
        <CityPicker reason="Choose the city we deliver to, so we can show this cart's prices for you." />
      ) : (
        <CartLayout>
          <Stack gap={4}>
            <Text>{sharedWithYou(countItems(lines))}</Text>
            {unavailable > 0 ? (
              <Notice tone="warning">
                {unavailable === 1
                  ? 'One item is no longer sold and will not be added.'
                  : `${unavailable} items are no longer sold and will not be added.`}
              </Notice>
            ) : null}
            <SnapshotLines
              label="Items in the shared cart"
              lines={shared.lines}
              quote={quote.quote}
            />
          </Stack>
          <Stack gap={4}>
            <QuoteFailure title="We could not price these items" quote={quote} />
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
                  {outcome.tone === 'info' ? <Link to="/cart">Go to your cart</Link> : null}
                </Stack>
              </Notice>
            ) : lines.length === 0 ? (
              <Text>None of these items are sold any more.</Text>
            ) : ownItemCount === 0 ? (
              <Button size="lg" fullWidth onClick={() => load('merge')}>
                Add to my cart
              </Button>
            ) : (
              <Stack gap={3}>
                <Text size="sm">
                  Your cart already has {ownItemCount === 1 ? 'an item' : `${ownItemCount} items`}.
                  Add these to it, or replace it with them?
                </Text>
                <Cluster gap={2}>
                  <Button onClick={() => load('merge')}>Add to my cart</Button>
                  <Button variant="secondary" onClick={() => load('replace')}>
                    Replace my cart
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
