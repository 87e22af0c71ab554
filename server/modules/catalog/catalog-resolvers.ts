import type {
  Category as CategoryRecord,
  City as CityRecord,
  Listing,
  ListingAvailability,
  Variant,
} from './catalog-service';
import { monthlyFromPrice } from './from-price';
import type { FromPriceRow } from './from-price';
import type { PricingMode } from '../cart/index';
import type {
  Category,
  City,
  FromPrice,
  Product,
  ProductSummary,
  QueryResolvers,
  Resolvers,
} from '../../api/generated/resolvers-types';
import { LIQUIDATION_PURCHASE_OPTION } from '../../shared/purchase-options';
import { liquidationPriceCents } from '../../shared/liquidation-sale';

type Condition = ProductSummary['pricing']['productcondition'];
type Option = ProductSummary['pricing']['purchaseoption'];

export function mapCity(city: CityRecord): City {
  return {
    id: String(city.id),
    name: city.name,
    slug: city.slug,
    fsa: city.fsaPrefixes,
    depotId: String(city.depotId),
    province: city.provinceCode,
    visible: city.visible,
    preorder: city.preorder,
    timezone: city.timezone,
    deliveryfee: city.deliveryFeeCents,
    defaultdelivery: city.defaultDeliveryDays,
    isDefault: city.isDefault,
  };
}

/** Builds the tree once per answer: parents link to children and back. */
function mapCategories(records: readonly CategoryRecord[]): Category[] {
  const byId = new Map<number, Category>();
  for (const record of records) {
    byId.set(record.id, {
      id: String(record.id),
      internalname: record.internalName,
      name: record.name,
      slug: record.slug,
      visible: record.visible,
      description: record.description || null,
      bottomdescription: record.bottomDescription || null,
      parentid: record.parentId === null ? null : String(record.parentId),
      imageurl: record.imageUrl,
      imagecaption: record.imageCaption,
      bestseller: record.bestseller,
      parent_category: null,
      children: [],
    });
  }
  for (const record of records) {
    const category = byId.get(record.id);
    const parent = record.parentId === null ? undefined : byId.get(record.parentId);
    if (category && parent) {
      // Only the summary of the parent, so the answer stays a tree and not a cycle.
      category.parent_category = { ...parent, children: [], parent_category: null };
      parent.children.push(category);
    }
  }
  return [...byId.values()];
}

function availabilityOf(stock: ListingAvailability) {
  return {
    available: stock.available,
    low: stock.lowDays,
    high: stock.highDays,
    unit: stock.unit,
    stockfrom: stock.stockFrom,
  };
}

/** The one "from" monthly price of a variant (decision 161), as the API answers it. */
function fromPriceOf(rows: readonly FromPriceRow[], mode: PricingMode): FromPrice | null {
  const from = monthlyFromPrice(rows, mode);
  return from
    ? {
        price: from.monthlyCents,
        purchaseoption: from.purchaseOption,
        termlength: from.termLength,
      }
    : null;
}

/**
 * A listing as the liquidation sale sells it (decision 157): 85% off its retail price, bought
 * outright only, so no monthly price; picked up, so no delivery fee.
 */
export function liquidationListing(listing: Listing): Listing {
  return {
    ...listing,
    salePriceCents: liquidationPriceCents(listing.retailPriceCents),
    // Sold outright only: no monthly price to choose a "from" price among.
    monthlyPrices: [],
  };
}

/** A variant as the liquidation sale sells it: one way to pay, outright at 85% off its retail price. */
function liquidationVariant(variant: Variant): Variant {
  const saleCents = liquidationPriceCents(variant.retailPriceCents);
  return {
    ...variant,
    salePriceCents: saleCents,
    // Picked up at the warehouse: no crew to assemble it.
    assemblyFeeCents: null,
    disableAssembly: true,
    prices: [
      {
        purchaseOption: LIQUIDATION_PURCHASE_OPTION,
        termLengthMonths: null,
        priceCents: saleCents,
        originalPriceCents: variant.retailPriceCents,
      },
    ],
  };
}

export function mapListing(
  listing: Listing,
  deliveryFeeCents: number,
  mode: PricingMode,
): ProductSummary {
  const price = listing.salePriceCents ?? listing.retailPriceCents;
  const fromprice = fromPriceOf(listing.monthlyPrices, mode);
  return {
    id: String(listing.productId),
    parentProductId: String(listing.parentId),
    slug: listing.parentSlug,
    name: listing.parentName,
    manufacturer: listing.manufacturer,
    imageurl: listing.imageUrl,
    imagecaption: listing.imageCaption,
    color: listing.colourName,
    retailprice: listing.retailPriceCents,
    saleretailprice: listing.salePriceCents,
    finalsale: listing.finalSale,
    monthlyprice: fromprice?.price ?? null,
    monthlyoption: fromprice?.purchaseoption ?? null,
    fromprice,
    pricing: {
      price: price,
      originalprice: listing.salePriceCents === null ? null : listing.retailPriceCents,
      totalprice: price,
      totaloriginalprice: listing.retailPriceCents,
      purchaseoption: 'ownv3',
      termlength: null,
      productcondition: listing.condition as Condition,
      deliveryfee: deliveryFeeCents,
    },
    availability: availabilityOf(listing),
  };
}

function mapVariant(variant: Variant, deliveryFeeCents: number, mode: PricingMode): Product {
  const price = variant.salePriceCents ?? variant.retailPriceCents;
  const showcase = variant.images.filter((image) => image.type === 'SHOWCASE');
  return {
    id: String(variant.id),
    name: variant.name,
    valueids: variant.valueIds.map(String),
    imageurl: variant.imageUrl ?? showcase[0]?.url ?? '',
    color: variant.colourName,
    colorhex: variant.colourHex,
    pos: variant.pos,
    retailprice: variant.retailPriceCents,
    saleretailprice: variant.salePriceCents,
    pricing: {
      price: price,
      originalprice: variant.salePriceCents === null ? null : variant.retailPriceCents,
      totalprice: price,
      totaloriginalprice: variant.retailPriceCents,
      purchaseoption: 'ownv3',
      termlength: null,
      productcondition: variant.condition as Condition,
      deliveryfee: deliveryFeeCents,
    },
    prices: variant.prices.map((price) => ({
      purchaseoption: price.purchaseOption as Option,
      termlength: price.termLengthMonths,
      price: price.priceCents,
      originalprice: price.originalPriceCents,
      monthly: price.termLengthMonths !== null,
    })),
    fromprice: fromPriceOf(variant.prices, mode),
    dimensions: {
      unit: 'cm',
      depth: variant.depthCm,
      width: variant.widthCm,
      height: variant.heightCm,
      seatheight: variant.seatHeightCm,
      seatdepth: variant.seatDepthCm,
      armheight: variant.armHeightCm,
      armwidth: variant.armWidthCm,
      legheight: variant.legHeightCm,
      mass: variant.massKg,
      pilethickness: variant.pileThicknessCm,
    },
    finalsale: variant.finalSale,
    assemblyfee: variant.disableAssembly ? null : (variant.assemblyFeeCents ?? 0),
    disableassembly: variant.disableAssembly,
    images: variant.images.map((image) => ({
      type: image.type,
      imageurl: image.url,
      caption: image.caption,
    })),
    dimensiondrawing:
      variant.dimensionDrawingFrontUrl || variant.dimensionDrawingSideUrl
        ? {
            fronturl: variant.dimensionDrawingFrontUrl,
            sideurl: variant.dimensionDrawingSideUrl,
            version: variant.dimensionDrawingVersion,
          }
        : null,
    availability: variant.availability
      ? availabilityOf(variant.availability)
      : { available: 0, low: null, high: null, unit: null, stockfrom: null },
  };
}

/** How the store prices today: the liquidation sale sells every piece outright. */
async function pricingModeOf(catalog: { isLiquidation(): Promise<boolean> }): Promise<PricingMode> {
  return (await catalog.isLiquidation()) ? 'liquidation' : 'regular';
}

const catalogQueries: QueryResolvers = {
  async getCities(_root, args, { catalog }) {
    const cities = (await catalog.cities()).filter((city) => city.visible);
    const depotId = args.depotId ? Number(args.depotId) : null;
    return cities.filter((city) => depotId === null || city.depotId === depotId).map(mapCity);
  },

  async getCategories(_root, args, { catalog, locale }) {
    const city = await catalog.resolveCity(args.cityId);
    const visibleOnly = args.visible ?? true;
    // The explicit locale wins over the request's language (decision 180).
    const language = args.locale ? (args.locale === 'CA_FR' ? 'fr' : 'en') : locale;
    const rows = (await catalog.categories(language)).filter((row) => !visibleOnly || row.visible);
    const cities = (await catalog.cities()).filter((row) => row.visible);
    void city;
    return { categories: mapCategories(rows), cities: cities.map(mapCity) };
  },

  async featureFlags(_root, _args, { catalog }) {
    return (await catalog.flags()).map((flag) => ({ name: flag.name, on: flag.on }));
  },

  async getFeaturedProducts(_root, args, { catalog, locale }) {
    const city = await catalog.resolveCity(args.cityId);
    const rows = await catalog.featured(args.cityId, args.condition ?? 'BETTER_THAN_NEW', locale);
    const mode = await pricingModeOf(catalog);
    return rows.map((row) => ({
      pos: row.featuredPos,
      imageurl: row.featuredImageUrl,
      product:
        mode === 'liquidation'
          ? mapListing(liquidationListing(row), 0, mode)
          : mapListing(row, city.deliveryFeeCents, mode),
    }));
  },

  async getSocialImages(_root, _args, { catalog, locale }) {
    return (await catalog.socialImages(locale)).map((row) => ({
      pos: row.pos,
      imageurl: row.imageUrl,
      caption: row.caption,
    }));
  },

  async productList(_root, args, { catalog, locale }) {
    const page = await catalog.productList(args, locale);
    const mode = await pricingModeOf(catalog);
    return {
      products: page.rows.map((row) =>
        mode === 'liquidation'
          ? mapListing(liquidationListing(row), 0, mode)
          : mapListing(row, page.city.deliveryFeeCents, mode),
      ),
      total: page.total,
      totalestimated: page.totalEstimated,
      limit: page.limit,
      offset: page.offset,
    };
  },

  async productFilters(_root, args, { catalog, locale }) {
    return { colors: await catalog.productFilters(args.cityId, args.categoryId, locale) };
  },

  async productDetails(_root, args, { catalog, locale }) {
    const result = await catalog.productDetails(args.cityId, args.slug, args.values, locale);
    const liquidation = await catalog.isLiquidation();
    const { parent, city } = result;
    const variant = liquidation ? liquidationVariant(result.variant) : result.variant;
    const variants = liquidation ? result.variants.map(liquidationVariant) : result.variants;
    const fee = liquidation ? 0 : city.deliveryFeeCents;
    const sellable = new Set(
      variants
        .filter((candidate) => candidate.availability?.visible && candidate.images.length > 0)
        .flatMap((candidate) => candidate.valueIds),
    );
    const lowest = Math.min(
      ...variants.map((candidate) => candidate.salePriceCents ?? candidate.retailPriceCents),
    );
    return {
      availableInCity: result.availableInCity,
      product: mapVariant(variant, fee, await pricingModeOf(catalog)),
      variants: variants.map((candidate) => ({
        id: String(candidate.id),
        valueids: candidate.valueIds.map(String),
        color: candidate.colourName,
        colorhex: candidate.colourHex,
        available: Boolean(candidate.availability?.visible),
      })),
      parent: {
        id: String(parent.id),
        slug: parent.slug,
        name: parent.name,
        manufacturer: parent.manufacturer,
        overview: parent.overview || null,
        additionalinfo: parent.additionalInfo || null,
        materials: parent.materials || null,
        care: parent.care || null,
        visible: parent.visible,
        imageurl: parent.imageUrl,
        imagecaption: parent.imageCaption,
        lowestprice: Number.isFinite(lowest) ? lowest : null,
        purchasetype: parent.purchaseType,
        assemblyrequired: parent.assemblyRequired,
        termlength: parent.termLength,
        tags: parent.tags,
        categories: parent.categories.map((category) => ({
          id: String(category.id),
          internalname: category.slug,
          name: category.name,
          slug: category.slug,
          visible: true,
          description: null,
          bottomdescription: null,
          parentid: category.parentId === null ? null : String(category.parentId),
          imageurl: null,
          imagecaption: null,
          bestseller: false,
          parent_category: null,
          children: [],
        })),
        options: parent.options.map((option) => ({
          id: String(option.id),
          name: option.name,
          upholstery: option.upholstery,
          selectedvalue:
            option.values.find((value) => variant.valueIds.includes(value.id))?.id.toString() ??
            null,
          values: option.values.map((value) => ({
            id: String(value.id),
            name: value.name,
            description: value.description || null,
            imageurl: value.imageUrl,
            groupname: value.groupName,
            largeimageurl: value.largeImageUrl,
            learnmorename: value.learnMoreName,
            learnmoreurl: value.learnMoreUrl,
            colorhex: value.colourHex,
            available: sellable.has(value.id),
          })),
        })),
      },
    };
  },

  async productSuggestions(_root, args, { catalog, locale }) {
    const rows = await catalog.suggestions(args.productIds, args.cityId, args.limit, locale);
    const liquidation = await catalog.isLiquidation();
    return rows.map((row) => ({
      id: String(row.id),
      slug: row.slug,
      name: row.name,
      manufacturer: row.manufacturer,
      imageurl: row.imageUrl,
      lowestprice: liquidation
        ? liquidationPriceCents(row.lowestRetailPriceCents)
        : row.lowestPriceCents,
    }));
  },
};

export const catalogResolvers: Resolvers = { Query: catalogQueries };
