import type { CategoryRow, CityRow, ListingRow, VariantRow } from '../../domain/catalog-service';
import type {
  Category,
  City,
  Product,
  ProductSummary,
  QueryResolvers,
  Resolvers,
} from '../generated/resolvers-types';
import { dollars, dollarsOrNull } from './money';

type Condition = ProductSummary['pricing']['productcondition'];
type Option = ProductSummary['pricing']['purchaseoption'];

export function mapCity(row: CityRow): City {
  return {
    id: String(row.id),
    name: row.name,
    slug: row.slug,
    fsa: row.fsa_prefixes,
    depotId: String(row.depot_id),
    province: row.province_code,
    visible: row.visible,
    preorder: row.preorder,
    timezone: row.timezone,
    deliveryfee: dollars(row.delivery_fee_cents),
    defaultdelivery: row.default_delivery_days,
    isDefault: row.is_default,
  };
}

/** Builds the tree once per answer: parents link to children and back. */
function mapCategories(rows: readonly CategoryRow[]): Category[] {
  const byId = new Map<number, Category>();
  for (const row of rows) {
    byId.set(row.id, {
      id: String(row.id),
      internalname: row.internal_name,
      name: row.name,
      slug: row.slug,
      visible: row.visible,
      description: row.description || null,
      bottomdescription: row.bottom_description || null,
      parentid: row.parent_id === null ? null : String(row.parent_id),
      imageurl: row.image_url,
      imagecaption: row.image_caption,
      bestseller: row.bestseller,
      parent_category: null,
      children: [],
    });
  }
  for (const row of rows) {
    const category = byId.get(row.id);
    const parent = row.parent_id === null ? undefined : byId.get(row.parent_id);
    if (category && parent) {
      // Only the summary of the parent, so the answer stays a tree and not a cycle.
      category.parent_category = { ...parent, children: [], parent_category: null };
      parent.children.push(category);
    }
  }
  return [...byId.values()];
}

function availabilityOf(row: {
  available: number;
  low_days: number;
  high_days: number;
  unit: string;
  stock_from: string | null;
}) {
  return {
    available: row.available,
    low: row.low_days,
    high: row.high_days,
    unit: row.unit,
    stockfrom: row.stock_from,
  };
}

export function mapListing(row: ListingRow, deliveryFeeCents: number): ProductSummary {
  const price = row.sale_price_cents ?? row.retail_price_cents;
  return {
    id: String(row.product_id),
    parentProductId: String(row.parent_id),
    slug: row.parent_slug,
    name: row.parent_name,
    manufacturer: row.manufacturer,
    imageurl: row.image_url,
    imagecaption: row.image_caption,
    color: row.colour_name,
    retailprice: dollars(row.retail_price_cents),
    saleretailprice: dollarsOrNull(row.sale_price_cents),
    finalsale: row.final_sale,
    monthlyprice: dollarsOrNull(row.monthly_price_cents),
    monthlyoption: (row.monthly_option as Option | null) ?? null,
    pricing: {
      price: dollars(price),
      originalprice: row.sale_price_cents === null ? null : dollars(row.retail_price_cents),
      totalprice: dollars(price),
      totaloriginalprice: dollars(row.retail_price_cents),
      purchaseoption: 'ownv3',
      termlength: null,
      productcondition: row.condition as Condition,
      deliveryfee: dollars(deliveryFeeCents),
    },
    availability: availabilityOf(row),
  };
}

function mapVariant(variant: VariantRow, deliveryFeeCents: number): Product {
  const price = variant.sale_price_cents ?? variant.retail_price_cents;
  const showcase = variant.images.filter((image) => image.type === 'SHOWCASE');
  return {
    id: String(variant.id),
    name: variant.name,
    valueids: variant.value_ids.map(String),
    imageurl: variant.image_url ?? showcase[0]?.url ?? '',
    color: variant.colour_name,
    colorhex: variant.colour_hex,
    pos: variant.pos,
    retailprice: dollars(variant.retail_price_cents),
    saleretailprice: dollarsOrNull(variant.sale_price_cents),
    pricing: {
      price: dollars(price),
      originalprice: variant.sale_price_cents === null ? null : dollars(variant.retail_price_cents),
      totalprice: dollars(price),
      totaloriginalprice: dollars(variant.retail_price_cents),
      purchaseoption: 'ownv3',
      termlength: null,
      productcondition: variant.condition as Condition,
      deliveryfee: dollars(deliveryFeeCents),
    },
    prices: variant.prices.map((price) => ({
      purchaseoption: price.purchase_option as Option,
      termlength: price.term_length_months,
      price: dollars(price.price_cents),
      originalprice: dollarsOrNull(price.original_price_cents),
      monthly: price.term_length_months !== null,
    })),
    dimensions: {
      unit: 'cm',
      depth: variant.depth_cm,
      width: variant.width_cm,
      height: variant.height_cm,
      seatheight: variant.seat_height_cm,
      seatdepth: variant.seat_depth_cm,
      armheight: variant.arm_height_cm,
      armwidth: variant.arm_width_cm,
      legheight: variant.leg_height_cm,
      mass: variant.mass_kg,
      pilethickness: variant.pile_thickness_cm,
    },
    finalsale: variant.final_sale,
    assemblyfee: variant.disable_assembly ? null : dollars(variant.assembly_fee_cents ?? 0),
    disableassembly: variant.disable_assembly,
    images: variant.images.map((image) => ({
      type: image.type,
      imageurl: image.url,
      caption: image.caption,
    })),
    dimensiondrawing:
      variant.dimension_drawing_front_url || variant.dimension_drawing_side_url
        ? {
            fronturl: variant.dimension_drawing_front_url,
            sideurl: variant.dimension_drawing_side_url,
            version: variant.dimension_drawing_version,
          }
        : null,
    availability: variant.availability
      ? availabilityOf(variant.availability)
      : { available: 0, low: null, high: null, unit: null, stockfrom: null },
  };
}

const catalogQueries: QueryResolvers = {
  async getCities(_root, args, { catalog }) {
    const cities = (await catalog.cities()).filter((city) => city.visible);
    const depotId = args.depotId ? Number(args.depotId) : null;
    return cities.filter((city) => depotId === null || city.depot_id === depotId).map(mapCity);
  },

  async getCategories(_root, args, { catalog }) {
    const city = await catalog.resolveCity(args.cityId);
    const visibleOnly = args.visible ?? true;
    const rows = (await catalog.categories()).filter((row) => !visibleOnly || row.visible);
    const cities = (await catalog.cities()).filter((row) => row.visible);
    void city;
    return { categories: mapCategories(rows), cities: cities.map(mapCity) };
  },

  async featureFlags(_root, _args, { catalog }) {
    return (await catalog.flags()).map((flag) => ({ name: flag.name, on: flag.on }));
  },

  async getFeaturedProducts(_root, args, { catalog }) {
    const city = await catalog.resolveCity(args.cityId);
    const rows = await catalog.featured(
      args.cityId,
      args.condition ?? 'BETTER_THAN_NEW',
      args.purchaseOption ?? 'subscribe',
    );
    return rows.map((row) => ({
      pos: row.featured_pos,
      imageurl: row.featured_image_url,
      product: mapListing(row, city.delivery_fee_cents),
    }));
  },

  async getSocialImages(_root, _args, { catalog }) {
    return (await catalog.socialImages()).map((row) => ({
      pos: row.pos,
      imageurl: row.image_url,
      caption: row.caption,
    }));
  },

  async productList(_root, args, { catalog }) {
    const page = await catalog.productList(args);
    return {
      products: page.rows.map((row) => mapListing(row, page.city.delivery_fee_cents)),
      total: page.total,
      limit: page.limit,
      offset: page.offset,
    };
  },

  async productFilters(_root, args, { catalog }) {
    return { colors: await catalog.productFilters(args.cityId, args.categoryId) };
  },

  async productDetails(_root, args, { catalog }) {
    const result = await catalog.productDetails(args.cityId, args.slug, args.values);
    const { parent, variant, variants, city } = result;
    const fee = city.delivery_fee_cents;
    const sellable = new Set(
      variants
        .filter((candidate) => candidate.availability?.visible && candidate.images.length > 0)
        .flatMap((candidate) => candidate.value_ids),
    );
    const lowest = Math.min(
      ...variants.map((candidate) => candidate.sale_price_cents ?? candidate.retail_price_cents),
    );
    return {
      availableInCity: result.availableInCity,
      product: mapVariant(variant, fee),
      variants: variants.map((candidate) => ({
        id: String(candidate.id),
        valueids: candidate.value_ids.map(String),
        color: candidate.colour_name,
        colorhex: candidate.colour_hex,
        available: Boolean(candidate.availability?.visible),
      })),
      parent: {
        id: String(parent.id),
        slug: parent.slug,
        name: parent.name,
        manufacturer: parent.manufacturer,
        overview: parent.overview || null,
        additionalinfo: parent.additional_info || null,
        materials: parent.materials || null,
        care: parent.care || null,
        visible: parent.visible,
        imageurl: parent.image_url,
        imagecaption: parent.image_caption,
        lowestprice: Number.isFinite(lowest) ? dollars(lowest) : null,
        purchasetype: parent.purchase_type,
        assemblyrequired: parent.assembly_required,
        termlength: parent.term_length,
        tags: parent.tags,
        categories: parent.categories.map((category) => ({
          id: String(category.id),
          internalname: category.slug,
          name: category.name,
          slug: category.slug,
          visible: true,
          description: null,
          bottomdescription: null,
          parentid: category.parent_id === null ? null : String(category.parent_id),
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
            option.values.find((value) => variant.value_ids.includes(value.id))?.id.toString() ??
            null,
          values: option.values.map((value) => ({
            id: String(value.id),
            name: value.name,
            description: value.description || null,
            imageurl: value.image_url,
            groupname: value.group_name,
            largeimageurl: value.large_image_url,
            learnmorename: value.learn_more_name,
            learnmoreurl: value.learn_more_url,
            colorhex: value.colour_hex,
            available: sellable.has(value.id),
          })),
        })),
      },
    };
  },

  async productSuggestions(_root, args, { catalog }) {
    const rows = await catalog.suggestions(args.productIds, args.cityId, args.limit);
    return rows.map((row) => ({
      id: String(row.id),
      slug: row.slug,
      name: row.name,
      manufacturer: row.manufacturer,
      imageurl: row.image_url,
      lowestprice: dollars(row.lowest_price_cents),
    }));
  },
};

export const catalogResolvers: Resolvers = { Query: catalogQueries };
