import { m } from '../../i18n/paraglide/messages.js';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useDeferredValue, useEffect } from 'react';
import { categoriesQuery } from '../../api/catalog-queries';
import type { Category } from '../../api/catalog-queries';
import { productDetailsQuery, productSuggestionsQuery } from '../../api/product-queries';
import type { ProductDetails } from '../../api/product-queries';
import { pushAnalyticsEvent } from '../../lib/analytics';
import type { AnalyticsItem } from '../../lib/analytics';
import { addLine } from '../../lib/cart-store';
import {
  ADD_TO_CART_ERROR,
  addedToCartMessage,
  openCartPopup,
  openCartPopupError,
} from '../../lib/cart-popup-store';
import { useCityId } from '../../lib/city-store';
import { effectiveCity } from '../../lib/shopper-city';
import { PICKUP_WAREHOUSE, useLiquidationSale } from '../../lib/store-mode';
import { priceDisplay } from '../../lib/money-format';
import { Badge } from '../../ui/badge';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { Button } from '../../ui/button';
import { TruckIcon } from '../../ui/catalog-icons';
import { ChoiceCards } from '../../ui/choice-cards';
import { Container } from '../../ui/container';
import { DataTable } from '../../ui/data-table';
import { useDocumentHead } from '../../ui/document-head';
import { siteUrl } from '../../ui/site-url';
import { documentTitle } from '../../lib/document-title';
import {
  Cluster,
  FigureRow,
  Heading,
  PageSection,
  SplitLayout,
  Stack,
  StickyColumn,
  Text,
} from '../../ui/layout';
import { Link as UiLink } from '../../ui/link';
import { Notice } from '../../ui/notice';
import { Price } from '../../ui/price';
import { ProductCard } from '../../ui/product-card';
import { fromPriceChoiceKey } from './from-price';
import { ProductCardSkeleton, ProductGrid, ProductGridItem } from '../../ui/product-grid';
import { ProductGallery } from '../../ui/product-gallery';
import { ResponsiveImage } from '../../ui/responsive-image';
import { RouterAnchor } from '../../ui/router-anchor';
import { useSnackbar } from '../../ui/snackbar-queue';
import { StatusPanel } from '../../ui/status-panel';
import { availabilityText } from './availability';
import type { AvailabilityText } from './availability';
import { categoryParams } from './category-path';
import { dimensionRows } from './dimensions';
import { valuesAfterChoosing } from './option-selection';
import { categorySteps } from './breadcrumb-data';
import { productHead } from './product-head';
import { ProductReviews } from './product-reviews';
import { productReviewsQuery } from '../../api/review-queries';
import { productPictures } from './product-images';
import { ProductOptions } from './product-options';
import type { ProductSearch } from './product-search';
import { valueIdsOf } from './product-search';
import { readOwnershipPreference, saveOwnershipPreference } from './ownership-preference';
import { purchaseChoices, selectedChoice, titleNamesTerm } from './purchase-choices';
import type { PurchaseChoice } from './purchase-choices';

/** The cart pop-up's title after an add; spec section 8's error when the add fails. */
export const ADDED_TO_CART = 'Added to your cart';
export { ADD_TO_CART_ERROR };

export type ProductDetailPageProps = { slug: string; search: ProductSearch };

/** `/productdetail/{product}`: one product, its options, prices, stock and details. */
export function ProductDetailPage({ slug, search }: ProductDetailPageProps) {
  const cityId = useCityId();
  const { data } = useSuspenseQuery(productDetailsQuery(cityId, slug, valueIdsOf(search)));
  const { data: categoryData } = useSuspenseQuery(categoriesQuery(cityId));
  const liquidation = useLiquidationSale();
  const city = effectiveCity(categoryData.getCategories.cities, cityId, liquidation) ?? {
    name: m.catalog_your_city(),
  };
  const details = data.productDetails;
  if (!details.availableInCity) {
    return (
      <ProductUnavailable details={details} categories={categoryData.getCategories.categories} />
    );
  }
  return (
    <ProductContent
      details={details}
      search={search}
      cityName={city.name}
      categories={categoryData.getCategories.categories}
      liquidation={liquidation}
    />
  );
}

/** The category trail of a product: its top-level category down to the deepest one. */
function productTrail(details: ProductDetails, categories: readonly Category[]): Category[] {
  const linked = details.parent.categories;
  const trail: Category[] = [];
  let parentId: string | null = null;
  for (;;) {
    const next = linked.find((category) => category.parentid === parentId);
    const full = next && categories.find((category) => category.id === next.id);
    if (!full) return trail;
    trail.push(full);
    parentId = full.id;
  }
}

function ProductContent({
  details,
  search,
  cityName,
  categories,
  liquidation,
}: {
  details: ProductDetails;
  search: ProductSearch;
  cityName: string;
  categories: readonly Category[];
  liquidation: boolean;
}) {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const { parent, product, variants } = details;
  const pictures = productPictures(parent.name, product.images, product.dimensiondrawing);
  const allChoices = purchaseChoices(product.prices);
  // Liquidation mode sells every piece outright: only the one-payment ways to pay are offered
  // (all of them, should a variant have none).
  const outright = allChoices.filter((item) => !item.monthly);
  const choices = liquidation && outright.length > 0 ? outright : allChoices;
  // The URL's way to pay when it names one, else the shopper's preference (the cookie).
  const choice = selectedChoice(
    choices,
    search.option
      ? search
      : {
          // The request's cookie on the server, the same cookie when the page hydrates.
          option: readOwnershipPreference(),
          term: undefined,
        },
  );
  // The server's one from-price (decision 161) is one of the ways to pay offered here.
  const fromKey = fromPriceChoiceKey(product.fromprice);
  const fromChoice = choices.find((item) => item.key === fromKey);
  const stock = availabilityText(product.availability, cityName);
  // The liquidation sale is picked up at the warehouse: no delivery estimate.
  const availability = liquidation
    ? { ...stock, detail: m.cart_product_pickup({ address: PICKUP_WAREHOUSE.address }) }
    : stock;
  const trail = productTrail(details, categories);
  const reviews = useQuery(productReviewsQuery(parent.slug, 1)).data;
  useDocumentHead(
    productHead(details, {
      origin: siteUrl(),
      status: availability.status,
      reviews,
      trail: categorySteps(categories, trail),
    }),
  );

  // GA4 `view_item`, once per variant and way to pay the shopper looks at, at the shown price.
  const viewed = choice ? analyticsItem(details, choice, trail) : null;
  const viewedKey = viewed ? `${viewed.item_id}|${viewed.item_variant}|${viewed.price}` : null;
  useEffect(() => {
    if (!viewed) return;
    pushAnalyticsEvent('view_item', { currency: 'CAD', value: viewed.price, items: [viewed] });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key says when it is new
  }, [viewedKey]);

  const chooseValue = (option: ProductDetails['parent']['options'][number], valueId: string) => {
    const values = valuesAfterChoosing(
      variants,
      product.valueids,
      option.values.map((value) => value.id),
      valueId,
    );
    void navigate({
      to: '/productdetail/$product',
      params: { product: parent.slug },
      search: { ...search, values: values.map(Number) },
      replace: true,
      resetScroll: false,
    });
  };

  const chooseWayToPay = (key: string) => {
    const next = choices.find((candidate) => candidate.key === key);
    if (!next) return;
    saveOwnershipPreference(next.option);
    void navigate({
      to: '/productdetail/$product',
      params: { product: parent.slug },
      search: { ...search, option: next.option, term: next.termLength ?? undefined },
      replace: true,
      resetScroll: false,
    });
  };

  const addToCart = () => {
    if (!choice) return;
    try {
      addLine({
        productId: product.id,
        purchaseOption: choice.option,
        termLength: choice.termLength,
        options: parent.options.flatMap((option) =>
          option.selectedvalue ? [{ optionId: option.id, valueId: option.selectedvalue }] : [],
        ),
        name: product.name,
        slug: parent.slug,
        image: product.imageurl || null,
      });
    } catch {
      openCartPopupError();
      return;
    }
    openCartPopup(product.name);
    // The confirmation (decision 158); the pop-up beside it offers the cart and checkout.
    snackbar.show({ message: addedToCartMessage(product.name), variant: 'success' });
    const item = analyticsItem(details, choice, trail);
    pushAnalyticsEvent('add_to_cart', { currency: 'CAD', value: item.price, items: [item] });
  };

  const viewerSearch = search.values ? { values: search.values } : {};
  return (
    <Container>
      <Breadcrumbs
        items={[
          { key: 'home', node: <Link to="/">{m.catalog_home()}</Link> },
          ...trail.map((category) => ({
            key: category.id,
            node: (
              <Link
                to="/category/$category/{-$subcategory}/{-$subsubcategory}"
                params={categoryParams(categories, category)}
              >
                {category.name}
              </Link>
            ),
          })),
          { key: 'product', node: parent.name },
        ]}
      />
      <PageSection space="sm">
        <SplitLayout>
          <StickyColumn>
            <ProductGallery
              images={pictures}
              renderLink={(index, props) => (
                <Link
                  to="/productimages/$product/{-$index}"
                  params={{ product: parent.slug, index: String(index + 1) }}
                  search={viewerSearch}
                  {...props}
                />
              )}
            />
          </StickyColumn>
          <Stack gap={5}>
            <Stack gap={2}>
              {parent.manufacturer ? (
                <Text size="sm" tone="muted" weight="bold">
                  {parent.manufacturer}
                </Text>
              ) : null}
              <Heading as="h1" size="xl">
                {parent.name}
              </Heading>
              {product.finalsale ? (
                <Cluster>
                  <Badge tone="sale">{m.catalog_final_sale()}</Badge>
                </Cluster>
              ) : null}
              {choice ? (
                <PriceSummary choice={choice} outright={choices} from={fromChoice} />
              ) : null}
            </Stack>
            {liquidation ? (
              <Notice data-testid="liquidation-purchase-note">
                {m.cart_liquidation_purchase()}
              </Notice>
            ) : null}
            <ProductOptions options={parent.options} onChoose={chooseValue} />
            {choices.length > 0 && choice ? (
              <div data-testid="way-to-pay">
                <ChoiceCards
                  label={m.catalog_way_to_pay_label()}
                  value={choice.key}
                  onValueChange={chooseWayToPay}
                  choices={choices.map((item) => ({
                    value: item.key,
                    title: item.title,
                    detail: item.detail,
                    aside: (
                      <span data-testid={item.key === fromKey ? 'from-price-choice' : undefined}>
                        <Price
                          value={priceDisplay(
                            { amount: item.price, originalAmount: item.originalPrice },
                            item.option,
                          )}
                          size="sm"
                        />
                      </span>
                    ),
                  }))}
                />
              </div>
            ) : null}
            <AvailabilityBox availability={availability} />
            <AssemblyNote details={details} />
            {product.finalsale ? (
              <Notice tone="warning" title={m.catalog_final_sale()}>
                <p>{m.catalog_final_sale_text()}</p>
              </Notice>
            ) : null}
            <Button
              size="lg"
              fullWidth
              disabled={!availability.canBuy || !choice}
              onClick={addToCart}
            >
              {m.catalog_add_to_cart()}
            </Button>
          </Stack>
        </SplitLayout>
      </PageSection>
      <ProductFacts details={details} />
      <ProductReviews slug={parent.slug} />
      <Suggestions productId={product.id} />
    </Container>
  );
}

/** The GA4 item of a variant as shown: its way to pay and that price, in dollars. */
function analyticsItem(
  details: ProductDetails,
  choice: PurchaseChoice,
  trail: readonly Category[],
): AnalyticsItem {
  const category = trail[trail.length - 1];
  return {
    item_id: details.product.id,
    item_name: details.product.name,
    item_variant: choice.termLength ? `${choice.option} ${choice.termLength}` : choice.option,
    ...(category ? { item_category: category.name } : {}),
    price: choice.price,
    quantity: 1,
  };
}

function PriceSummary({
  choice,
  outright,
  from,
}: {
  choice: PurchaseChoice;
  outright: readonly PurchaseChoice[];
  /** The way to pay that gives the from-price, when it is not the one chosen it is named. */
  from: PurchaseChoice | undefined;
}) {
  const buy = outright.find((item) => item.option === 'ownv3' || item.option === 'finalsaleownv3');
  return (
    <Stack gap={1} data-testid="price-summary">
      <Price
        value={priceDisplay(
          { amount: choice.price, originalAmount: choice.originalPrice },
          choice.option,
        )}
        size="lg"
      />
      <Text size="sm" tone="muted">
        {choice.title}
        {choice.monthly && choice.termLength && !titleNamesTerm(choice)
          ? m.catalog_price_term_minimum({ term: choice.termLength })
          : ''}
        {choice.monthly && buy ? (
          <>
            {m.catalog_price_or()}
            <Price
              value={priceDisplay({ amount: buy.price }, buy.option)}
              size="sm"
              showSaving={false}
            />{' '}
            {m.catalog_price_outright()}
          </>
        ) : null}
      </Text>
      {from && from.key !== choice.key ? (
        <Text size="sm" tone="muted" data-testid="from-price">
          {m.catalog_price_or_from()}{' '}
          <Price value={priceDisplay({ amount: from.price }, from.option)} size="sm" />{' '}
          {m.catalog_price_with({ way: from.title.toLowerCase() })}
        </Text>
      ) : null}
    </Stack>
  );
}

const AVAILABILITY_TONES = {
  'in-stock': 'success',
  'low-stock': 'warning',
  restocking: 'default',
  'made-to-order': 'default',
  'out-of-stock': 'error',
} as const;

function AvailabilityBox({ availability }: { availability: AvailabilityText }) {
  return (
    <Cluster gap={3} data-testid="availability" data-status={availability.status}>
      <TruckIcon />
      <Stack gap={1}>
        <Text weight="bold" tone={AVAILABILITY_TONES[availability.status]}>
          {availability.headline}
        </Text>
        {availability.detail ? (
          <Text size="sm" tone="muted">
            {availability.detail}
          </Text>
        ) : null}
      </Stack>
    </Cluster>
  );
}

function AssemblyNote({ details }: { details: ProductDetails }) {
  const { product, parent } = details;
  if (product.disableassembly) {
    return (
      <Text size="sm" data-testid="assembly">
        {m.catalog_assembly_not_offered()}
        {parent.assemblyrequired ? m.catalog_assembly_kit() : ''}
      </Text>
    );
  }
  const fee = product.assemblyfee ?? 0;
  return (
    <Text size="sm" data-testid="assembly">
      {fee > 0 ? (
        <>
          {m.catalog_assembly_fee()}{' '}
          <Price value={priceDisplay({ amount: fee }, 'ownv3')} size="sm" />
        </>
      ) : (
        m.catalog_assembly_free()
      )}
    </Text>
  );
}

function ProductFacts({ details }: { details: ProductDetails }) {
  const { parent, product } = details;
  const rows = dimensionRows(product.dimensions);
  const drawing = product.dimensiondrawing;
  const texts = [
    { key: 'overview', title: m.catalog_facts_overview(), text: parent.overview },
    { key: 'details', title: m.catalog_facts_details(), text: parent.additionalinfo },
    { key: 'materials', title: m.catalog_facts_materials(), text: parent.materials },
    { key: 'care', title: m.catalog_facts_care(), text: parent.care },
  ].filter((item) => item.text);
  return (
    <>
      {texts.length > 0 ? (
        <PageSection belowFold space="lg" aria-labelledby="about-heading">
          <Stack gap={5}>
            <Heading id="about-heading">{m.catalog_facts_about({ name: parent.name })}</Heading>
            {texts.map((item) => (
              <Stack key={item.key} gap={2}>
                <Heading as="h3" size="sm">
                  {item.title}
                </Heading>
                <Text measure>{item.text}</Text>
              </Stack>
            ))}
          </Stack>
        </PageSection>
      ) : null}
      {rows.length > 0 || drawing ? (
        <PageSection belowFold space="lg" aria-labelledby="dimensions-heading">
          <Stack gap={4}>
            <Heading id="dimensions-heading">{m.catalog_dimensions()}</Heading>
            <SplitLayout>
              {drawing?.fronturl || drawing?.sideurl ? (
                <FigureRow>
                  {[drawing.fronturl, drawing.sideurl].map((url, index) =>
                    url ? (
                      <figure key={url}>
                        <ResponsiveImage
                          src={url}
                          set="thumb"
                          alt={
                            index === 0
                              ? m.catalog_drawing_front_alt({ name: parent.name })
                              : m.catalog_drawing_side_alt({ name: parent.name })
                          }
                          aspectRatio={4 / 3}
                          fit="contain"
                          sizes="(max-width: 959px) 50vw, 360px"
                        />
                      </figure>
                    ) : null,
                  )}
                </FigureRow>
              ) : null}
              {rows.length > 0 ? (
                <DataTable
                  caption={m.catalog_measurements()}
                  columns={[m.catalog_measure(), m.catalog_metric(), m.catalog_imperial()]}
                  rows={rows.map((row) => ({
                    key: row.key,
                    name: row.label,
                    cells: [row.metric, row.imperial],
                  }))}
                />
              ) : null}
            </SplitLayout>
          </Stack>
        </PageSection>
      ) : null}
    </>
  );
}

/**
 * Related products: fetched beside the page, never holding it up; nothing shows if it fails.
 * The cards are drawn from a deferred copy of the answer: an answer from the query cache is drawn
 * at once and in one piece, while this way the six cards are drawn in steps the browser can
 * interrupt, the skeletons staying until they are ready.
 */
function Suggestions({ productId }: { productId: string }) {
  const cityId = useCityId();
  const { data, isPending } = useQuery(productSuggestionsQuery(cityId, [productId]));
  const shown = useDeferredValue(data);
  const waiting = isPending || (data !== undefined && shown === undefined);
  const suggestions = shown?.productSuggestions ?? [];
  if (!waiting && suggestions.length === 0) return null;
  return (
    <PageSection belowFold space="lg" aria-labelledby="suggestions-heading">
      <Stack gap={5}>
        <Heading id="suggestions-heading">{m.catalog_suggestions()}</Heading>
        <ProductGrid density="compact" aria-busy={waiting || undefined}>
          {waiting
            ? Array.from({ length: 6 }, (_, index) => (
                <ProductGridItem key={index}>
                  <ProductCardSkeleton />
                </ProductGridItem>
              ))
            : suggestions.map((item) => (
                <ProductGridItem key={item.id}>
                  <ProductCard
                    link={
                      <RouterAnchor to={`/productdetail/${encodeURIComponent(item.slug)}`}>
                        {item.name}
                      </RouterAnchor>
                    }
                    image={item.imageurl}
                    imageAlt={item.name}
                    maker={item.manufacturer}
                    priceLabel={m.catalog_from()}
                    price={priceDisplay({ amount: item.lowestprice }, 'ownv3')}
                    sizes="(max-width: 599px) 50vw, (max-width: 1279px) 33vw, 200px"
                  />
                </ProductGridItem>
              ))}
        </ProductGrid>
      </Stack>
    </PageSection>
  );
}

/** Spec section 8: the product exists but is not sold in the shopper's city. */
function ProductUnavailable({
  details,
  categories,
}: {
  details: ProductDetails;
  categories: readonly Category[];
}) {
  const trail = productTrail(details, categories);
  const category = trail[trail.length - 1];
  const title = m.catalog_unavailable_title({ name: details.parent.name });
  // Spec section 8's product variant of the not-found page: answered 404 like it.
  useDocumentHead({
    title: documentTitle(m.catalog_unavailable_head({ name: details.parent.name })),
    status: 404,
  });
  return (
    <Container>
      <PageSection>
        <StatusPanel
          headingLevel="h1"
          title={title}
          actions={
            <>
              {category ? (
                <Button asChild>
                  <Link
                    to="/category/$category/{-$subcategory}/{-$subsubcategory}"
                    params={categoryParams(categories, category)}
                  >
                    {m.catalog_unavailable_see_other({ name: category.name.toLowerCase() })}
                  </Link>
                </Button>
              ) : null}
              <UiLink asChild variant="standalone">
                <Link to="/">{m.catalog_go_home()}</Link>
              </UiLink>
            </>
          }
        >
          <p>{m.catalog_unavailable_text()}</p>
        </StatusPanel>
      </PageSection>
    </Container>
  );
}
