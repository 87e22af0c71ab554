import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { shareCart } from '../../api/cart-queries';
import { toCartProductInput } from '../../api/cart-line-input';
import { languageTag } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';
import type { SharedCart } from '../../api/cart-queries';
import { useCart } from '../../lib/cart-store';
import type { CartLine } from '../../lib/cart-store';
import { useDocumentTitle } from '../../lib/document-title';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { Cluster, Stack, Text } from '../../ui/layout';
import { Notice } from '../../ui/notice';
import { useSnackbar } from '../../ui/snackbar-queue';
import { PageHeading, Prose } from '../../ui/site-frame';
import { StatusPanel } from '../../ui/status-panel';
import { CityPicker, useCartCityId } from './city-gate';
import { SnapshotLines } from './snapshot-lines';

/** The path of a shared cart's link. */
export function sharedCartPath(cart: Pick<SharedCart, 'id' | 'slug'>): string {
  return `/c/${cart.id}/${cart.slug}`;
}

function shareErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'network') {
    return m.cart_error_network();
  }
  // The server's refusals (an item no longer sold, a way to pay withdrawn) say what to do.
  if (error instanceof ApiError && error.code === 'BAD_USER_INPUT') return error.message;
  return m.cart_share_failed();
}

function expiryText(iso: string): string {
  return new Intl.DateTimeFormat(languageTag(), {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(iso));
}

export type ShareCartViewProps = {
  lines: readonly CartLine[];
  cityId: string | null;
  needsPicker: boolean;
  /** Makes the link; the page passes the real mutation, stories their own. */
  onShare: (cityId: string, lines: readonly CartLine[]) => Promise<SharedCart>;
  origin: string;
};

/** `/share-cart`: makes a link that restores this cart on another device. */
export function ShareCartPage() {
  const cart = useCart();
  const { cityId, needsPicker } = useCartCityId();
  return (
    <ShareCartView
      lines={cart.lines}
      cityId={cityId}
      needsPicker={needsPicker}
      origin={typeof window === 'undefined' ? '' : window.location.origin}
      onShare={(city, lines) =>
        shareCart({
          cityId: city,
          products: lines.map(toCartProductInput),
        })
      }
    />
  );
}

/** The snackbar that confirms a copied link (decision 158). */
export function linkCopied(): string {
  return m.cart_share_copied();
}

export function ShareCartView({ lines, cityId, needsPicker, onShare, origin }: ShareCartViewProps) {
  useDocumentTitle(m.cart_share_title());
  const mutation = useMutation({
    mutationFn: ({ city, cartLines }: { city: string; cartLines: readonly CartLine[] }) =>
      onShare(city, cartLines),
  });
  const [copyFailed, setCopyFailed] = useState(false);
  const snackbar = useSnackbar();
  const linkField = useRef<HTMLInputElement>(null);
  const shared = mutation.data;
  const url = shared ? `${origin}${sharedCartPath(shared)}` : '';

  // A changed cart needs a new link: the old one keeps the cart as it was.
  const linesKey = JSON.stringify(lines.map((line) => [line.productId, line.quantity]));
  const firstKey = useRef(linesKey);
  const { reset } = mutation;
  useEffect(() => {
    if (linesKey === firstKey.current) return;
    firstKey.current = linesKey;
    reset();
    setCopyFailed(false);
  }, [linesKey, reset]);

  useEffect(() => {
    if (shared) linkField.current?.select();
  }, [shared]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopyFailed(false);
      snackbar.show({ message: linkCopied(), variant: 'success' });
    } catch {
      linkField.current?.select();
      setCopyFailed(true);
    }
  };

  return (
    <Prose>
      <PageHeading>{m.cart_share_title()}</PageHeading>
      {needsPicker ? (
        <CityPicker reason={m.cart_share_city_reason()} />
      ) : lines.length === 0 ? (
        <StatusPanel
          title={m.cart_empty_title()}
          actions={
            <Button asChild>
              <Link to="/">{m.cart_browse_furniture()}</Link>
            </Button>
          }
        >
          {m.cart_share_empty_text()}
        </StatusPanel>
      ) : (
        <Stack gap={6}>
          <Text>{m.cart_share_intro()}</Text>
          <SnapshotLines
            label={m.cart_share_lines_label()}
            quote={null}
            lines={lines.map((line) => ({ ...line, parentProductId: null, available: true }))}
            hidePrices
          />
          {shared ? (
            <Stack gap={3} data-testid="share-result">
              <TextField
                ref={linkField}
                label={m.cart_share_link_label()}
                hint={m.cart_share_link_hint({ date: expiryText(shared.expiresAt) })}
                value={url}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
              />
              <Cluster gap={2}>
                <Button onClick={() => void copy()}>{m.cart_share_copy()}</Button>
                <Button asChild variant="secondary">
                  <Link to="/c/$id/{-$slug}" params={{ id: shared.id, slug: shared.slug }}>
                    {m.cart_share_open()}
                  </Link>
                </Button>
              </Cluster>
              {/* A copied link is confirmed by a snackbar (decision 158); a refusal stays here. */}
              <div aria-live="polite">
                {copyFailed ? <Text size="sm">{m.cart_share_copy_failed()}</Text> : null}
              </div>
            </Stack>
          ) : (
            <Stack gap={3}>
              {mutation.isError ? (
                <Notice tone="error" title={m.cart_share_failed_title()} role="alert">
                  {shareErrorMessage(mutation.error)}
                </Notice>
              ) : null}
              <div>
                <Button
                  size="lg"
                  loading={mutation.isPending}
                  disabled={cityId === null}
                  onClick={() => {
                    if (cityId !== null) mutation.mutate({ city: cityId, cartLines: lines });
                  }}
                >
                  {mutation.isError ? m.cart_try_again() : m.cart_share_create()}
                </Button>
              </div>
            </Stack>
          )}
          <Text size="sm">
            <Link to="/cart">{m.cart_back_to_cart()}</Link>
          </Text>
        </Stack>
      )}
    </Prose>
  );
}
