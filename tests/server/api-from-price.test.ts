/**
 * One "from" monthly price (decision 161): every card's, the product page's lowest monthly way to
 * pay, and what the cart quote charges for that way to pay are one number; and the quote refuses
 * a quantity above the depot's stock, saying how many there are.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { testBackends } from './helpers/backends';
import { startApiServer } from './helpers/api-server';

type Server = Awaited<ReturnType<typeof startApiServer>>;
let database: DatabaseHandle;
let server: Server;
let dispose: () => Promise<void> = async () => undefined;

const backends = await testBackends();

interface FromPrice {
  price: number;
  purchaseoption: string;
  termlength: number | null;
}

interface Card {
  id: string;
  slug: string;
  finalsale: boolean;
  monthlyprice: number | null;
  fromprice: FromPrice | null;
}

const CARD = 'id slug finalsale monthlyprice fromprice { price purchaseoption termlength }';

const LIST = `query List($search: String, $categoryId: ID, $limit: Int) {
  productList(search: $search, categoryId: $categoryId, limit: $limit) { products { ${CARD} } }
}`;

const FEATURED = `{ getFeaturedProducts { product { ${CARD} } } }`;

const DETAILS = `query Details($slug: String!) {
  productDetails(slug: $slug) {
    product { id fromprice { price purchaseoption termlength }
      prices { purchaseoption termlength price monthly } }
  }
}`;

const PRICE = `query Price($cityId: ID!, $products: [CartProductInput!]!) {
  priceCart(cityId: $cityId, products: $products) {
    products { productId quantity price lineTotal monthlyTotal purchaseOption termLength
      availability { available } }
    errors { productId error reason available }
  }
}`;

interface Details {
  productDetails: {
    product: {
      id: string;
      fromprice: FromPrice | null;
      prices: {
        purchaseoption: string;
        termlength: number | null;
        price: number;
        monthly: boolean;
      }[];
    };
  };
}

interface Priced {
  priceCart: {
    products: {
      productId: string;
      quantity: number;
      price: number;
      lineTotal: number;
      monthlyTotal: number;
      purchaseOption: string;
      termLength: number | null;
      availability: { available: number };
    }[];
    errors: { productId: string; error: string; reason: string; available: number | null }[];
  };
}

describe.each(backends)('on $name', (backend) => {
  beforeAll(async () => {
    const opened = await backend.open();
    database = opened.handle;
    dispose = opened.dispose;
    server = await startApiServer(database);
  }, 120_000);

  afterAll(async () => {
    await server?.app.close();
    await dispose();
  });

  async function defaultCityId(): Promise<string> {
    const answer = await server.graphql<{ getCities: { id: string; isDefault: boolean }[] }>(
      '{ getCities { id isDefault } }',
    );
    return answer.data!.getCities.find((city) => city.isDefault)!.id;
  }

  async function details(slug: string) {
    const answer = await server.graphql<Details>(DETAILS, { slug });
    expect(answer.errors).toBeUndefined();
    return answer.data!.productDetails.product;
  }

  /** The card's from-price is the product page's lowest monthly way to pay, and the quote's. */
  async function expectOneFromPrice(card: Card, cityId: string) {
    const product = await details(card.slug);
    // The card shows the variant the product page opens on.
    expect(product.id).toBe(card.id);
    const monthly = product.prices.filter((price) => price.monthly);
    if (monthly.length === 0) {
      expect(card.fromprice).toBeNull();
      expect(product.fromprice).toBeNull();
      return;
    }
    const lowest = Math.min(...monthly.map((price) => price.price));
    expect(card.fromprice).not.toBeNull();
    expect(card.fromprice).toEqual(product.fromprice);
    expect(card.monthlyprice).toBe(card.fromprice!.price);
    expect(card.fromprice!.price).toBe(lowest);
    // It is one of the ways to pay the product page offers, with that price.
    expect(monthly).toContainEqual({
      purchaseoption: card.fromprice!.purchaseoption,
      termlength: card.fromprice!.termlength,
      price: lowest,
      monthly: true,
    });
    // The quote for that way to pay (one unit, PivotCare not chosen) charges it each month.
    const quote = await server.graphql<Priced>(PRICE, {
      cityId,
      products: [
        {
          productId: card.id,
          quantity: 1,
          purchaseOption: card.fromprice!.purchaseoption,
          termLength: card.fromprice!.termlength,
        },
      ],
    });
    expect(quote.errors).toBeUndefined();
    expect(quote.data!.priceCart.errors).toEqual([]);
    const line = quote.data!.priceCart.products[0]!;
    expect(line.price).toBe(card.fromprice!.price);
    expect(line.lineTotal).toBe(card.fromprice!.price);
    expect(line.monthlyTotal).toBe(card.fromprice!.price);
    expect(line.termLength).toBe(card.fromprice!.termlength);
  }

  it('gives the featured sofa the same from-price on the home page, in search and on its page', async () => {
    const cityId = await defaultCityId();
    const featured = await server.graphql<{ getFeaturedProducts: { product: Card }[] }>(FEATURED);
    expect(featured.errors).toBeUndefined();
    const sofa = featured.data!.getFeaturedProducts.find(
      (item) => item.product.slug === 'okanagan-sleeper-sofa',
    )!.product;
    const found = await server.graphql<{ productList: { products: Card[] } }>(LIST, {
      search: 'Okanagan Sleeper Sofa',
      limit: 5,
    });
    const listed = found.data!.productList.products.find((card) => card.slug === sofa.slug)!;
    // Before, the home page showed the 12-month subscription ($168.00/mo) and search the
    // 36-month financing ($98.37/mo) of the same sofa.
    expect(sofa.fromprice).toEqual(listed.fromprice);
    expect(sofa.fromprice).toEqual({ price: 98.37, purchaseoption: 'monthlyv3', termlength: 36 });
    await expectOneFromPrice(sofa, cityId);
    await expectOneFromPrice(listed, cityId);
  });

  it('gives every featured card and a page of a category the one from-price', async () => {
    const cityId = await defaultCityId();
    const featured = await server.graphql<{ getFeaturedProducts: { product: Card }[] }>(FEATURED);
    for (const item of featured.data!.getFeaturedProducts.slice(0, 6)) {
      await expectOneFromPrice(item.product, cityId);
    }
    const list = await server.graphql<{ productList: { products: Card[] } }>(LIST, { limit: 12 });
    for (const card of list.data!.productList.products) await expectOneFromPrice(card, cityId);
  });

  it("shows a final-sale card's monthly price, the financing its page offers", async () => {
    const cityId = await defaultCityId();
    const list = await server.graphql<{ productList: { products: Card[] } }>(LIST, { limit: 48 });
    const finalSale = list.data!.productList.products.filter((card) => card.finalsale);
    expect(finalSale.length).toBeGreaterThan(0);
    for (const card of finalSale) {
      // Before, a final-sale card showed no monthly price while its page offered financing.
      expect(card.fromprice?.purchaseoption).toBe('finalsalemonthlyv3');
      await expectOneFromPrice(card, cityId);
    }
  });

  it('shows no from-price in the liquidation sale, which sells outright only', async () => {
    await database.query(`update feature_flags set "on" = true where name = 'liquidation-sale'`);
    // A fresh server: the flags are cached for a while by each server.
    const sale = await startApiServer(database);
    try {
      const list = await sale.graphql<{ productList: { products: Card[] } }>(LIST, { limit: 3 });
      expect(list.errors).toBeUndefined();
      for (const card of list.data!.productList.products) {
        expect(card.fromprice).toBeNull();
        expect(card.monthlyprice).toBeNull();
        const product = await sale.graphql<Details>(DETAILS, { slug: card.slug });
        expect(product.data!.productDetails.product.fromprice).toBeNull();
      }
    } finally {
      await sale.app.close();
      await database.query(`update feature_flags set "on" = false where name = 'liquidation-sale'`);
    }
  });

  it('refuses a quantity above the depot stock, saying how many there are', async () => {
    const [city] = await database.query<{ id: number; name: string }>(
      `select id, name from cities where name = 'Toronto'`,
    );
    const [row] = await database.query<{ id: number }>(
      `select p.id from products p
         join depot_availability da on da.product_id = p.id and da.city_id = $1
        where p.visible and p.retail_price_cents > 0 and da.visible and not p.final_sale
        order by p.id limit 1`,
      [city!.id],
    );
    // 14 left at the Toronto depot, as in the report: fewer than the cart's most per line.
    await database.query(
      `update depot_availability set available = 14, tied_to_inventory = true, max_quantity = null
        where product_id = $1 and city_id = $2`,
      [row!.id, city!.id],
    );
    const stock = 14;
    // A fresh server: each keeps the stock it read for a while.
    const fresh = await startApiServer(database);
    onTestFinished(() => fresh.app.close());
    const line = (quantity: number) => ({
      productId: String(row!.id),
      quantity,
      purchaseOption: 'ownv3',
    });
    const fits = await fresh.graphql<Priced>(PRICE, {
      cityId: String(city!.id),
      products: [line(stock)],
    });
    expect(fits.data!.priceCart.errors).toEqual([]);
    expect(fits.data!.priceCart.products[0]!.availability.available).toBe(stock);

    const over = await fresh.graphql<Priced>(PRICE, {
      cityId: String(city!.id),
      products: [line(stock + 1)],
    });
    expect(over.errors).toBeUndefined();
    expect(over.data!.priceCart.products).toEqual([]);
    expect(over.data!.priceCart.errors).toEqual([
      {
        productId: String(row!.id),
        reason: 'NOT_ENOUGH_STOCK',
        error: `Only ${stock} available in Toronto. Choose ${stock} or fewer.`,
        available: stock,
      },
    ]);

    // Two lines of one product share its stock.
    const split = await fresh.graphql<Priced>(PRICE, {
      cityId: String(city!.id),
      products: [line(1), { ...line(stock), purchaseOption: 'own' }],
    });
    expect(split.data!.priceCart.errors[0]?.available).toBe(stock);
  });
});
