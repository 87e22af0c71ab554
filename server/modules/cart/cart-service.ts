/** Prices a shopper's cart: loads the facts in one statement, then applies the pure rules. */
import { LIQUIDATION_FLAG } from '../../db/constants';
import type { CartFacts, CatalogService } from '../catalog/index';
import { parseId } from '../catalog/index';
import { DomainError } from '../../shared/errors';
import { tr } from '../../i18n/localized';
import { m } from '../../i18n/paraglide/messages.js';
import type { CartLineInput, PricedCart, ProductFacts } from './price-cart';
import { MAX_LINE_QUANTITY, priceCart } from './price-cart';
import { isPurchaseOption } from '../../shared/purchase-options';
import { NO_RETURN_ITEMS, returnLineFacts } from './return-items';
import type { ReturnItems } from './return-items';
import type { Locale } from '../../i18n/locale';

/** More lines than any real cart holds; beyond it the request is refused, not priced. */
export const MAX_CART_LINES = 50;
/** Made-to-order stock is not counted; it can always fill the largest allowed line. */
const MADE_TO_ORDER_STOCK = MAX_LINE_QUANTITY * MAX_CART_LINES;

/**
 * Who the cart is priced for (decision 116): `online` (the storefront) or `pos`, a customer
 * served at an EQ3 showroom's point of sale (role `customer:pos:eq3`), whose order joins the
 * showroom's own delivery run: no delivery fee. Everything else is priced the same.
 */
export type SalesChannel = 'online' | 'pos';

/** A priced cart with the channel it was priced for, as the API answers it. */
export type ChannelPricedCart = PricedCart & { readonly channel: SalesChannel };

export interface PriceCartArgs {
  cityId: string;
  products: readonly CartLineInput[];
  returns?: readonly { id: string; quantity: number }[] | null | undefined;
  includeAssembly?: boolean | null | undefined;
  /** Signed-in customer, when there is one. */
  customerId?: string | null | undefined;
  today?: Date | string | undefined;
  /** Default `online`. */
  channel?: SalesChannel | undefined;
  /** The customer's account credit (cents), drawn after referral credit; default none. */
  balanceCents?: number | undefined;
  /**
   * Where the return lines' facts come from when the caller has read them already (booking a
   * return prices the items it has just checked); default the cart's own source.
   */
  returnItems?: ReturnItems | undefined;
  /** The language of the products' names (decision 180); default English. */
  locale?: Locale | undefined;
}

function toFacts(row: CartFacts): ProductFacts {
  const availability = row.availability;
  const sellableHere = availability !== null && availability.visible;
  let available = 0;
  if (availability && sellableHere) {
    available = availability.tiedToInventory ? availability.available : MADE_TO_ORDER_STOCK;
    if (availability.maxQuantity !== null)
      available = Math.min(available, availability.maxQuantity);
  }
  return {
    productId: String(row.id),
    parentProductId: String(row.parentProductId),
    name: row.name,
    slug: row.slug,
    image: row.imageUrl,
    condition: row.condition,
    finalSale: row.finalSale,
    visible: row.visible,
    retailPriceCents: row.retailPriceCents,
    salePriceCents: row.salePriceCents,
    assemblyFeeCents: row.disableAssembly ? null : (row.assemblyFeeCents ?? 0),
    availability:
      availability && sellableHere
        ? {
            available,
            low: availability.lowDays,
            high: availability.highDays,
            unit: availability.unit,
            stockFrom: availability.stockFrom,
          }
        : null,
    prices: row.prices.flatMap((price) =>
      isPurchaseOption(price.purchaseOption)
        ? [
            {
              purchaseOption: price.purchaseOption,
              termLength: price.termLengthMonths,
              priceCents: price.priceCents,
            },
          ]
        : [],
    ),
  };
}

export class CartService {
  constructor(
    private readonly catalog: CatalogService,
    /** The customer's items that return lines name (./return-items). */
    private readonly returnItems: ReturnItems = NO_RETURN_ITEMS,
  ) {}

  async price(args: PriceCartArgs): Promise<PricedCart> {
    const city = await this.catalog.resolveCity(args.cityId);
    if (args.products.length > MAX_CART_LINES) {
      throw new DomainError(
        'BAD_USER_INPUT',
        tr(m.errors_cart_max_lines, { max: MAX_CART_LINES }),
        {
          details: { field: 'products' },
        },
      );
    }
    if (args.returns && args.returns.length > 0 && !args.customerId) {
      throw new DomainError('NO_AUTH', tr(m.errors_cart_sign_in_returns));
    }
    if (args.returns && args.returns.length > MAX_CART_LINES) {
      throw new DomainError(
        'BAD_USER_INPUT',
        tr(m.errors_cart_max_returns, { max: MAX_CART_LINES }),
        {
          details: { field: 'returns' },
        },
      );
    }
    const returns =
      args.customerId && args.returns
        ? await returnLineFacts(args.returnItems ?? this.returnItems, args.customerId, args.returns)
        : [];
    // Ids that are not numbers cannot exist; they are reported as unknown products, not errors.
    const ids = [
      ...new Set(
        args.products.flatMap((line) => {
          try {
            return [parseId(line.productId, 'productId')];
          } catch {
            return [];
          }
        }),
      ),
    ];
    const rows = ids.length > 0 ? await this.catalog.cartFacts(city.id, ids, args.locale) : [];
    const products = new Map(rows.map((row) => [String(row.id), toFacts(row)]));
    return priceCart({
      lines: args.products,
      products,
      city: {
        id: String(city.id),
        name: city.name,
        province: city.provinceCode,
        deliveryFeeCents: args.channel === 'pos' ? 0 : city.deliveryFeeCents,
        defaultDeliveryDays: city.defaultDeliveryDays,
        timezone: city.timezone,
      },
      includeAssembly: args.includeAssembly ?? false,
      mode: (await this.catalog.isFlagOn(LIQUIDATION_FLAG)) ? 'liquidation' : 'regular',
      returns,
      today: args.today ?? new Date(),
      balanceCents: args.balanceCents ?? 0,
    });
  }
}
