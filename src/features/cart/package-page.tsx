import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { packageQuery, packagesQuery } from '../../api/cart-queries';
import type { CartPackage, PricedCart } from '../../api/cart-queries';
import { m } from '../../i18n/paraglide/messages.js';
import { pushAnalyticsEvent } from '../../lib/analytics';
import { addedToCartMessage, openCartPopup, openCartPopupError } from '../../lib/cart-popup-store';
import { addLines, countItems } from '../../lib/cart-store';
import type { NewCartLine } from '../../lib/cart-store';
import { useCartCityId } from './city-gate';
import { useDocumentTitle } from '../../lib/document-title';
import { Button } from '../../ui/button';
import { CartLayout } from '../../ui/cart-layout';
import { Container } from '../../ui/container';
import { ImageTile, PhotoGrid, TileGrid } from '../../ui/image-tile';
import { Heading, PageSection, Stack, Text } from '../../ui/layout';
import { Notice } from '../../ui/notice';
import { ResponsiveImage } from '../../ui/responsive-image';
import { PageHeading } from '../../ui/site-frame';
import { useSnackbar } from '../../ui/snackbar-queue';
import { StatusPanel } from '../../ui/status-panel';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { addableLines, snapshotOf, SnapshotLines, SnapshotTotals } from './snapshot-lines';
import { CartQuoteProvider } from './cart-quote-actor';
import { QuoteFailure } from './quote-failure';
import { useCartQuote } from './use-cart-quote';

/** The city a package is priced for: the shopper's city, the one the header shows. */
function usePricingCityId(): string | null {
  return useCartCityId().cityId;
}

/** Adds every item of a package in one write; the pop-up says how it went (spec section 8). */
export function addPackageToCart(pack: CartPackage, quote: PricedCart | null): boolean {
  const lines = addableLines(pack.items);
  try {
    addLines(lines);
  } catch {
    openCartPopupError();
    return false;
  }
  openCartPopup(pack.name);
  const items = lines.map((line) => {
    const quoted = quote?.products.find((product) => product.productId === line.productId);
    return {
      item_id: line.productId,
      item_name: line.name,
      item_variant: line.termLength
        ? `${line.purchaseOption} ${line.termLength}`
        : line.purchaseOption,
      item_category: `Package: ${pack.name}`,
      price: quoted?.price ?? 0,
      quantity: line.quantity ?? 1,
    };
  });
  pushAnalyticsEvent('add_to_cart', {
    currency: 'CAD',
    value: items.reduce((sum, item) => sum + item.price * item.quantity, 0),
    items,
  });
  return true;
}

/** `/p/{slug}`: one package, its pieces, its price for the shopper's city and one button. */
export function PackagePage({ slug }: { slug: string }) {
  const { data } = useSuspenseQuery(packageQuery(slug));
  const cityId = usePricingCityId();
  const snackbar = useSnackbar();
  // The route's loader turns a missing package into the not-found page.
  if (!data) return null;
  const add = (pack: CartPackage, quote: PricedCart | null) => {
    const added = addPackageToCart(pack, quote);
    // Confirmed as any add to the cart is (decision 158).
    if (added) snackbar.show({ message: addedToCartMessage(pack.name), variant: 'success' });
    return added;
  };
  return (
    <CartQuoteProvider>
      <PackageView pack={data} cityId={cityId} onAdd={add} />
    </CartQuoteProvider>
  );
}

export type PackageViewProps = {
  pack: CartPackage;
  cityId: string | null;
  onAdd: (pack: CartPackage, quote: PricedCart | null) => boolean;
};

/** A package's screen, priced by the quote actor above it (the app's, or a story's). */
export function PackageView({ pack, cityId, onAdd }: PackageViewProps) {
  useDocumentTitle(pack.name);
  const lines: NewCartLine[] = useMemo(() => addableLines(pack.items), [pack]);
  const snapshot = useMemo(() => snapshotOf(lines, 0), [lines]);
  const quote = useCartQuote(cityId, snapshot);
  const pictures = pack.items.filter((item) => item.image);
  const missing = pack.items.length - lines.length;
  return (
    <Container>
      <PageSection space="sm">
        <Stack gap={5}>
          <Stack gap={2}>
            <Text size="sm" tone="muted" weight="bold">
              <Link to="/p/{-$slug}" params={{ slug: undefined }}>
                {m.cart_packages()}
              </Link>
            </Text>
            <PageHeading>{pack.name}</PageHeading>
            <Text measure>{pack.description}</Text>
          </Stack>
          {pictures.length > 0 ? (
            <PhotoGrid
              aria-label={m.cart_package_pictures({ name: pack.name })}
              data-testid="package-pictures"
            >
              {pictures.map((item) => (
                <li key={item.productId}>
                  <ResponsiveImage
                    src={item.image!}
                    set="thumb"
                    alt={item.name}
                    aspectRatio={4 / 3}
                    sizes="(max-width: 599px) 50vw, 300px"
                  />
                </li>
              ))}
            </PhotoGrid>
          ) : null}
          <CartLayout>
            <Stack gap={4}>
              <Heading as="h2" size="md">
                {m.cart_package_pieces_heading({ count: countItems(lines) })}
              </Heading>
              <SnapshotLines
                label={m.cart_package_lines_label()}
                lines={pack.items}
                quote={quote.quote}
              />
            </Stack>
            <Stack gap={4}>
              {missing > 0 ? (
                <Notice tone="warning">
                  {missing === 1
                    ? m.cart_package_missing_one()
                    : m.cart_package_missing_other({ count: missing })}
                </Notice>
              ) : null}
              <QuoteFailure title={m.cart_quote_failed_package()} quote={quote} />
              {quote.quote ? (
                <SnapshotTotals quote={quote.quote} updating={quote.status !== 'quoted'} />
              ) : null}
              <Button
                size="lg"
                fullWidth
                disabled={lines.length === 0}
                onClick={() => onAdd(pack, quote.quote)}
              >
                {m.cart_add_package()}
              </Button>
            </Stack>
          </CartLayout>
        </Stack>
      </PageSection>
    </Container>
  );
}

/** `/p/`: every package on offer. */
export function PackagesPage() {
  const { data } = useSuspenseQuery(packagesQuery());
  return <PackagesView packages={data} />;
}

export function PackagesView({ packages }: { packages: readonly CartPackage[] }) {
  useDocumentTitle(m.cart_packages());
  return (
    <Container>
      <PageSection space="sm">
        <Stack gap={5}>
          <Stack gap={2}>
            <PageHeading>{m.cart_packages()}</PageHeading>
            <Text measure>{m.cart_packages_intro()}</Text>
          </Stack>
          {packages.length === 0 ? (
            <StatusPanel
              title={m.cart_packages_none_title()}
              actions={
                <Button asChild>
                  <Link to="/">{m.cart_browse_furniture()}</Link>
                </Button>
              }
            >
              {m.cart_packages_none_text()}
            </StatusPanel>
          ) : (
            <>
              <VisuallyHidden asChild>
                <h2 id="package-list-heading">{m.cart_packages_all()}</h2>
              </VisuallyHidden>
              <TileGrid aria-labelledby="package-list-heading">
                {packages.map((pack) => {
                  const pieces = pack.items.reduce((sum, item) => sum + item.quantity, 0);
                  return (
                    <li key={pack.id}>
                      <ImageTile
                        link={
                          <Link to="/p/{-$slug}" params={{ slug: pack.slug }}>
                            {pack.name}
                          </Link>
                        }
                        image={pack.image ?? pack.items.find((item) => item.image)?.image ?? null}
                        set="thumb"
                        aspectRatio={4 / 3}
                        note={m.cart_package_tile_note({
                          count: pieces,
                          description: pack.description,
                        })}
                        sizes="(max-width: 599px) 100vw, (max-width: 959px) 50vw, 400px"
                      />
                    </li>
                  );
                })}
              </TileGrid>
            </>
          )}
        </Stack>
      </PageSection>
    </Container>
  );
}
