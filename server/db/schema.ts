/**
 * The storefront's one database schema (PostgreSQL dialect, `public` schema).
 *
 * Conventions (docs/decisions/020-database.md):
 * - money is integer cents (`*_cents`), CAD;
 * - times are `timestamptz`, calendar days are `date` (read as 'YYYY-MM-DD' strings);
 * - catalogue rows have integer identity ids (stable, short, URL-friendly);
 *   customer-owned rows have uuid ids;
 * - lengths are centimetres with one decimal, mass is kilograms;
 * - closed vocabularies are text + CHECK, listed in ./constants.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  ADDRESS_TYPES,
  AVAILABILITY_UNITS,
  BILL_STATUSES,
  BILLING_TYPES,
  BUILDING_TYPES,
  CARD_TYPES,
  CATEGORY_LOCALES,
  CHARGE_TYPES,
  CREDIT_ENTRY_KINDS,
  DELIVERY_KINDS,
  DELIVERY_STATUSES,
  DELIVERY_TIME_TYPES,
  MEMBERSHIP_TYPES,
  NOTICE_STATUSES,
  MONTHLY_PURCHASE_OPTIONS,
  NOTIFY_CHANNELS,
  ORDER_LINE_KINDS,
  ORDER_STATUSES,
  ORDER_TYPES,
  PAYMENT_STATUSES,
  PRODUCT_CONDITIONS,
  PRODUCT_IMAGE_TYPES,
  PROVINCE_CODES,
  PURCHASE_OPTIONS,
  PURCHASE_TYPES,
  SUBSCRIPTION_STATUSES,
  SWATCH_ORDER_STATUSES,
  TAX_NAMES,
  TIP_STATUSES,
  REVIEW_SOURCES,
} from './constants';

/** `"column" in ('A', 'B')`, for CHECK constraints on text vocabularies. */
function oneOf(column: string, values: readonly string[]) {
  return sql.raw(`"${column}" in (${values.map((value) => `'${value}'`).join(', ')})`);
}

const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const catalogueId = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
const centimetres = (name: string) => numeric(name, { precision: 6, scale: 1, mode: 'number' });

// ---------------------------------------------------------------------------
// Cities and depots
// ---------------------------------------------------------------------------

/**
 * A city served by a depot. The 15 seeded cities are depots themselves
 * (`depot_id = id`, `parent_id` null); an area served from a depot's city
 * would carry the depot's `depot_id` and `parent_id`.
 */
export const cities = pgTable(
  'cities',
  {
    id: catalogueId(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    provinceCode: text('province_code', { enum: PROVINCE_CODES }).notNull(),
    /** Forward sortation areas served: prefixes of the postal code ('M', 'V5', 'T2A'). */
    fsaPrefixes: text('fsa_prefixes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    depotId: integer('depot_id').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => cities.id),
    visible: boolean('visible').notNull().default(true),
    preorder: boolean('preorder').notNull().default(false),
    /** IANA time zone, e.g. America/Toronto. */
    timezone: text('timezone').notNull(),
    deliveryFeeCents: integer('delivery_fee_cents').notNull(),
    defaultDeliveryDays: smallint('default_delivery_days').notNull(),
    /** Local delivery window, hours of the day [start, end). */
    deliveryStartHour: smallint('delivery_start_hour').notNull().default(9),
    deliveryEndHour: smallint('delivery_end_hour').notNull().default(21),
    /** Exactly one city is the default depot (partial unique index). */
    isDefault: boolean('is_default').notNull().default(false),
    pos: integer('pos').notNull().default(0),
  },
  (t) => [
    uniqueIndex('cities_slug_key').on(t.slug),
    uniqueIndex('cities_one_default_key')
      .on(t.isDefault)
      .where(sql`is_default`),
    index('cities_depot_id_idx').on(t.depotId),
    check('cities_province_code_check', oneOf('province_code', PROVINCE_CODES)),
    check('cities_delivery_fee_check', sql`delivery_fee_cents >= 0`),
    check(
      'cities_delivery_hours_check',
      sql`delivery_start_hour >= 0 and delivery_end_hour <= 24 and delivery_start_hour < delivery_end_hour`,
    ),
  ],
);

// ---------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------

/** Three levels: room (1) > type (2) > style (3), linked through `parent_id`. */
export const categories = pgTable(
  'categories',
  {
    id: catalogueId(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'restrict',
    }),
    level: smallint('level').notNull(),
    internalName: text('internal_name').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    visible: boolean('visible').notNull().default(true),
    description: text('description').notNull().default(''),
    bottomDescription: text('bottom_description').notNull().default(''),
    /** Base url of a `header` image (`/images/header/{key}`), or null. */
    imageUrl: text('image_url'),
    imageCaption: text('image_caption'),
    /** French texts (decision 180); null only where none was written (the seed writes them all). */
    nameFr: text('name_fr'),
    descriptionFr: text('description_fr'),
    bottomDescriptionFr: text('bottom_description_fr'),
    imageCaptionFr: text('image_caption_fr'),
    locale: text('locale', { enum: CATEGORY_LOCALES }).notNull().default('CA_EN'),
    pos: integer('pos').notNull().default(0),
  },
  (t) => [
    uniqueIndex('categories_locale_slug_key').on(t.locale, t.slug),
    index('categories_parent_pos_idx').on(t.parentId, t.pos),
    check('categories_level_check', sql`level between 1 and 3`),
    check('categories_locale_check', oneOf('locale', CATEGORY_LOCALES)),
  ],
);

/** Header quick-link tags (Sofas, Sectionals, ... Beds). */
export const tags = pgTable(
  'tags',
  {
    id: catalogueId(),
    name: text('name').notNull(),
    /** French name (decision 180). */
    nameFr: text('name_fr'),
    slug: text('slug').notNull(),
    /** The category the quick link opens. */
    categoryId: integer('category_id').references(() => categories.id),
    visible: boolean('visible').notNull().default(true),
    pos: integer('pos').notNull().default(0),
  },
  (t) => [uniqueIndex('tags_slug_key').on(t.slug)],
);

export const parentProducts = pgTable(
  'parent_products',
  {
    id: catalogueId(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    manufacturer: text('manufacturer').notNull(),
    overview: text('overview').notNull().default(''),
    additionalInfo: text('additional_info').notNull().default(''),
    materials: text('materials').notNull().default(''),
    care: text('care').notNull().default(''),
    visible: boolean('visible').notNull().default(true),
    hiddenFromSuggestions: boolean('hidden_from_suggestions').notNull().default(false),
    /** Base url of the lead image (`/images/thumb/{key}`). */
    imageUrl: text('image_url'),
    imageCaption: text('image_caption'),
    /** French texts (decision 180); null only where none was written (the seed writes them all). */
    nameFr: text('name_fr'),
    overviewFr: text('overview_fr'),
    additionalInfoFr: text('additional_info_fr'),
    materialsFr: text('materials_fr'),
    careFr: text('care_fr'),
    imageCaptionFr: text('image_caption_fr'),
    purchaseType: text('purchase_type', { enum: PURCHASE_TYPES })
      .notNull()
      .default('SUBSCRIBE_OR_OWN'),
    disableMadeToOrder: boolean('disable_made_to_order').notNull().default(false),
    assemblyRequired: boolean('assembly_required').notNull().default(false),
    /** Minimum subscription term, months. */
    termLength: smallint('term_length').notNull().default(12),
    /** The leaf category the product is filed under (also linked in category_parent_products). */
    primaryCategoryId: integer('primary_category_id').references(() => categories.id),
    /** Spec: producttagid, the quick-link tag the product belongs to. */
    primaryTagId: integer('primary_tag_id').references(() => tags.id),
    pos: integer('pos').notNull().default(0),
    bestseller: boolean('bestseller').notNull().default(false),
    /** Names of the linked categories, kept by refreshSearchDocuments(). */
    searchCategories: text('search_categories').notNull().default(''),
    /** Names of the linked tags, kept by refreshSearchDocuments(). */
    searchTags: text('search_tags').notNull().default(''),
    /** Weighted full-text document: name A, categories and tags B, materials C, maker and overview D. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql.raw(
        `setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A') || ` +
          `setweight(to_tsvector('english'::regconfig, coalesce(search_categories, '') || ' ' || coalesce(search_tags, '')), 'B') || ` +
          `setweight(to_tsvector('english'::regconfig, coalesce(materials, '')), 'C') || ` +
          `setweight(to_tsvector('english'::regconfig, coalesce(manufacturer, '') || ' ' || coalesce(overview, '')), 'D')`,
      ),
    ),
    /** Lower-case name, categories and tags, for pg_trgm typo-tolerant matching. */
    searchText: text('search_text').generatedAlwaysAs(
      sql.raw(
        `lower(coalesce(name, '') || ' ' || coalesce(search_categories, '') || ' ' || coalesce(search_tags, ''))`,
      ),
    ),
    /** French words a shopper may search by that the texts do not hold (« table basse », « sofa »). */
    searchTermsFr: text('search_terms_fr').notNull().default(''),
    /** French names of the linked categories, kept by refreshSearchDocuments(). */
    searchCategoriesFr: text('search_categories_fr').notNull().default(''),
    /** French names of the linked tags, kept by refreshSearchDocuments(). */
    searchTagsFr: text('search_tags_fr').notNull().default(''),
    /** The French document (decision 180), accents removed: name A, terms, categories and tags B, materials C, maker and overview D. */
    searchVectorFr: tsvector('search_vector_fr').generatedAlwaysAs(
      sql.raw(
        `setweight(to_tsvector('storefront_french'::regconfig, coalesce(name_fr, name, '')), 'A') || ` +
          `setweight(to_tsvector('storefront_french'::regconfig, coalesce(search_terms_fr, '') || ' ' || coalesce(search_categories_fr, '') || ' ' || coalesce(search_tags_fr, '')), 'B') || ` +
          `setweight(to_tsvector('storefront_french'::regconfig, coalesce(materials_fr, '')), 'C') || ` +
          `setweight(to_tsvector('storefront_french'::regconfig, coalesce(manufacturer, '') || ' ' || coalesce(overview_fr, '')), 'D')`,
      ),
    ),
    /** Lower-case, unaccented French name, terms, categories and tags, for typo-tolerant matching. */
    searchTextFr: text('search_text_fr').generatedAlwaysAs(
      sql.raw(
        `lower(storefront_unaccent(coalesce(name_fr, name, '') || ' ' || coalesce(search_terms_fr, '') || ' ' || coalesce(search_categories_fr, '') || ' ' || coalesce(search_tags_fr, '')))`,
      ),
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('parent_products_slug_key').on(t.slug),
    index('parent_products_visible_pos_idx')
      .on(t.pos, t.id)
      .where(sql`visible`),
    index('parent_products_search_vector_idx').using('gin', t.searchVector),
    index('parent_products_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('parent_products_search_vector_fr_idx').using('gin', t.searchVectorFr),
    index('parent_products_search_text_fr_trgm_idx').using(
      'gin',
      t.searchTextFr.op('gin_trgm_ops'),
    ),
    index('parent_products_search_text_gist_idx').using('gist', t.searchText.op('gist_trgm_ops')),
    index('parent_products_search_text_fr_gist_idx').using(
      'gist',
      t.searchTextFr.op('gist_trgm_ops'),
    ),
    check('parent_products_purchase_type_check', oneOf('purchase_type', PURCHASE_TYPES)),
    check('parent_products_term_length_check', sql`term_length > 0`),
  ],
);

/**
 * Category membership of a parent product. A product is linked to its leaf
 * category and to every ancestor, so a list at any level is one index scan;
 * `bestseller` and `pos` are per category (spec: bestseller flag on the
 * category-parent link).
 */
export const categoryParentProducts = pgTable(
  'category_parent_products',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    parentProductId: integer('parent_product_id')
      .notNull()
      .references(() => parentProducts.id, { onDelete: 'cascade' }),
    bestseller: boolean('bestseller').notNull().default(false),
    pos: integer('pos').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.parentProductId] }),
    index('category_parent_products_list_idx').on(t.categoryId, t.pos, t.parentProductId),
    index('category_parent_products_parent_idx').on(t.parentProductId),
  ],
);

export const parentProductTags = pgTable(
  'parent_product_tags',
  {
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    parentProductId: integer('parent_product_id')
      .notNull()
      .references(() => parentProducts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.tagId, t.parentProductId] }),
    index('parent_product_tags_parent_idx').on(t.parentProductId),
  ],
);

/** A configurable option shared by many products: "Fabric colour", "Leg finish", "Finish". */
export const options = pgTable(
  'options',
  {
    id: catalogueId(),
    name: text('name').notNull(),
    /** French name (decision 180). */
    nameFr: text('name_fr'),
    /** True for fabric options (their values can be ordered as swatches). */
    upholstery: boolean('upholstery').notNull().default(false),
    pos: integer('pos').notNull().default(0),
  },
  (t) => [uniqueIndex('options_name_key').on(t.name)],
);

export const optionValues = pgTable(
  'option_values',
  {
    id: catalogueId(),
    optionId: integer('option_id')
      .notNull()
      .references(() => options.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Base url of the swatch (`/images/swatch/{key}`, 64/128 px). */
    imageUrl: text('image_url'),
    /** Colour family shown as a group heading: Neutrals, Greys, Blues, ... */
    groupName: text('group_name'),
    /** Base url of a large swatch (`/images/thumb/{key}`). */
    largeImageUrl: text('large_image_url'),
    learnMoreName: text('learn_more_name'),
    learnMoreUrl: text('learn_more_url'),
    /** French texts (decision 180). */
    nameFr: text('name_fr'),
    descriptionFr: text('description_fr'),
    groupNameFr: text('group_name_fr'),
    learnMoreNameFr: text('learn_more_name_fr'),
    /** Display colour of the value, '#rrggbb'. */
    colourHex: text('colour_hex'),
    pos: integer('pos').notNull().default(0),
  },
  (t) => [
    uniqueIndex('option_values_option_name_key').on(t.optionId, t.name),
    check('option_values_colour_hex_check', sql`colour_hex ~ '^#[0-9a-f]{6}$'`),
  ],
);

/** Which options a parent product offers, in display order. */
export const parentProductOptions = pgTable(
  'parent_product_options',
  {
    parentProductId: integer('parent_product_id')
      .notNull()
      .references(() => parentProducts.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => options.id, { onDelete: 'restrict' }),
    pos: integer('pos').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.parentProductId, t.optionId] })],
);

/** A variant of a parent product: one value of each of its options. */
export const products = pgTable(
  'products',
  {
    id: catalogueId(),
    parentProductId: integer('parent_product_id')
      .notNull()
      .references(() => parentProducts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    colourName: text('colour_name').notNull(),
    colourHex: text('colour_hex').notNull(),
    /** French name and colour name (decision 180). */
    nameFr: text('name_fr'),
    colourNameFr: text('colour_name_fr'),
    /** Base url of the lead image (`/images/thumb/{key}`). */
    imageUrl: text('image_url'),
    visible: boolean('visible').notNull().default(true),
    pos: integer('pos').notNull().default(0),
    retailPriceCents: integer('retail_price_cents').notNull(),
    salePriceCents: integer('sale_price_cents'),
    condition: text('condition', { enum: PRODUCT_CONDITIONS }).notNull().default('BETTER_THAN_NEW'),
    finalSale: boolean('final_sale').notNull().default(false),
    /** Null: assembly is free or not needed; see disable_assembly for "not offered". */
    assemblyFeeCents: integer('assembly_fee_cents'),
    disableAssembly: boolean('disable_assembly').notNull().default(false),
    depthCm: centimetres('depth_cm'),
    widthCm: centimetres('width_cm'),
    heightCm: centimetres('height_cm'),
    seatHeightCm: centimetres('seat_height_cm'),
    seatDepthCm: centimetres('seat_depth_cm'),
    armHeightCm: centimetres('arm_height_cm'),
    armWidthCm: centimetres('arm_width_cm'),
    legHeightCm: centimetres('leg_height_cm'),
    massKg: numeric('mass_kg', { precision: 6, scale: 1, mode: 'number' }),
    pileThicknessCm: centimetres('pile_thickness_cm'),
    /** Base urls of the line drawings (`/images/thumb/{key}`, 375/750/1080 px). */
    dimensionDrawingFrontUrl: text('dimension_drawing_front_url'),
    dimensionDrawingSideUrl: text('dimension_drawing_side_url'),
    dimensionDrawingVersion: smallint('dimension_drawing_version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_sku_key').on(t.sku),
    index('products_parent_pos_idx').on(t.parentProductId, t.pos),
    index('products_listable_idx')
      .on(t.parentProductId, t.pos, t.id)
      .where(sql`visible and retail_price_cents > 0 and image_url is not null`),
    index('products_listable_colour_idx')
      .on(sql`lower(${t.colourName})`, t.parentProductId)
      .where(sql`visible and retail_price_cents > 0 and image_url is not null`),
    index('products_listable_colour_fr_idx')
      .on(sql`lower(${t.colourNameFr})`, t.parentProductId)
      .where(sql`visible and retail_price_cents > 0 and image_url is not null`),
    index('products_colour_name_idx').on(t.colourName),
    check('products_retail_price_check', sql`retail_price_cents >= 0`),
    check(
      'products_sale_price_check',
      sql`sale_price_cents is null or (sale_price_cents >= 0 and sale_price_cents <= retail_price_cents)`,
    ),
    check(
      'products_assembly_fee_check',
      sql`assembly_fee_cents is null or assembly_fee_cents >= 0`,
    ),
    check('products_condition_check', oneOf('condition', PRODUCT_CONDITIONS)),
    check('products_colour_hex_check', sql`colour_hex ~ '^#[0-9a-f]{6}$'`),
  ],
);

/** The option values that make up a variant (spec: valueids). */
export const productOptionValues = pgTable(
  'product_option_values',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    optionValueId: integer('option_value_id')
      .notNull()
      .references(() => optionValues.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.optionValueId] }),
    index('product_option_values_value_idx').on(t.optionValueId),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: catalogueId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    type: text('type', { enum: PRODUCT_IMAGE_TYPES }).notNull(),
    /** Base url (`/images/thumb/{key}`); the client appends `-{width}.webp`. */
    url: text('url').notNull(),
    caption: text('caption'),
    /** French caption (decision 180). */
    captionFr: text('caption_fr'),
    pos: integer('pos').notNull().default(0),
  },
  (t) => [
    index('product_images_product_idx').on(t.productId, t.type, t.pos),
    check('product_images_type_check', oneOf('type', PRODUCT_IMAGE_TYPES)),
  ],
);

/**
 * Price of a variant under one purchase option and term. `price_cents` is per
 * month for the monthly options (subscribe, subscribev2, rentv2, monthlyv3,
 * finalsalemonthlyv3) and a single payment for the own options.
 * `term_length_months` is null for single payments.
 */
export const productPrices = pgTable(
  'product_prices',
  {
    id: catalogueId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    purchaseOption: text('purchase_option', { enum: PURCHASE_OPTIONS }).notNull(),
    termLengthMonths: smallint('term_length_months'),
    priceCents: integer('price_cents').notNull(),
    /** Price before a sale, when there is one. */
    originalPriceCents: integer('original_price_cents'),
  },
  (t) => [
    unique('product_prices_option_key')
      .on(t.productId, t.purchaseOption, t.termLengthMonths)
      .nullsNotDistinct(),
    check('product_prices_purchase_option_check', oneOf('purchase_option', PURCHASE_OPTIONS)),
    check('product_prices_price_check', sql`price_cents >= 0`),
    check('product_prices_term_check', sql`term_length_months is null or term_length_months > 0`),
  ],
);

/**
 * Stock and visibility of a variant at a depot (spec: availability and
 * visibility per depot). Take stock with one conditional UPDATE; the CHECK
 * refuses to go below zero.
 */
export const depotAvailability = pgTable(
  'depot_availability',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    available: integer('available').notNull().default(0),
    visible: boolean('visible').notNull().default(true),
    /** False: made to order, `available` is not consumed. */
    tiedToInventory: boolean('tied_to_inventory').notNull().default(true),
    /** Most units of this variant one order may take, or null for no limit. */
    maxQuantity: integer('max_quantity'),
    /** Delivery estimate range, in `unit`. */
    lowDays: smallint('low_days').notNull(),
    highDays: smallint('high_days').notNull(),
    unit: text('unit', { enum: AVAILABILITY_UNITS }).notNull().default('DAYS'),
    /** Date stock arrives when out of stock (null: in stock now). */
    stockFrom: date('stock_from', { mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.cityId] }),
    index('depot_availability_city_visible_idx')
      .on(t.cityId, t.productId)
      .where(sql`visible`),
    check('depot_availability_available_check', sql`available >= 0`),
    check('depot_availability_max_quantity_check', sql`max_quantity is null or max_quantity > 0`),
    check('depot_availability_days_check', sql`low_days >= 0 and high_days >= low_days`),
    check('depot_availability_unit_check', oneOf('unit', AVAILABILITY_UNITS)),
  ],
);

/** Home-page featured products (spec: pos, imageurl). */
export const featuredProducts = pgTable(
  'featured_products',
  {
    id: catalogueId(),
    parentProductId: integer('parent_product_id')
      .notNull()
      .references(() => parentProducts.id, { onDelete: 'cascade' }),
    /** Base url of a `cover` image. */
    imageUrl: text('image_url').notNull(),
    pos: integer('pos').notNull().default(0),
  },
  (t) => [index('featured_products_pos_idx').on(t.pos)],
);

/** Social gallery images (spec: pos, imageurl). */
export const socialImages = pgTable(
  'social_images',
  {
    id: catalogueId(),
    imageUrl: text('image_url').notNull(),
    caption: text('caption'),
    /** French caption (decision 180). */
    captionFr: text('caption_fr'),
    pos: integer('pos').notNull().default(0),
  },
  (t) => [index('social_images_pos_idx').on(t.pos)],
);

export const featureFlags = pgTable('feature_flags', {
  name: text('name').primaryKey(),
  on: boolean('on').notNull().default(false),
  description: text('description').notNull().default(''),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------------------
// Customers
// ---------------------------------------------------------------------------

/**
 * A customer, and the sign-in identity the auth service uses
 * (`password_hash`, `roles`). Emails are unique case-insensitively.
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** E.164, e.g. +14165550134. */
    phone1: text('phone1'),
    phone2: text('phone2'),
    deliverySmsOptIn: boolean('delivery_sms_opt_in').notNull().default(false),
    mobileVerified: boolean('mobile_verified').notNull().default(false),
    /** Marketing e-mails. */
    optIn: boolean('opt_in').notNull().default(false),
    /**
     * The language the customer chose for the store, mail and texts (`en` or `fr`, decision
     * 178); null until they choose.
     */
    preferredLanguage: text('preferred_language'),
    referrerId: uuid('referrer_id').references((): AnyPgColumn => customers.id, {
      onDelete: 'set null',
    }),
    /** The customer's own code to share (referrals). */
    referralCode: text('referral_code'),
    /** Account credit available to spend. */
    balanceCents: integer('balance_cents').notNull().default(0),
    /** Set by the auth service; null until the customer has a password. */
    passwordHash: text('password_hash'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{customer}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customers_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('customers_referral_code_key').on(t.referralCode),
    check('customers_phone1_check', sql`phone1 is null or phone1 ~ '^\\+[1-9][0-9]{6,14}$'`),
    check('customers_phone2_check', sql`phone2 is null or phone2 ~ '^\\+[1-9][0-9]{6,14}$'`),
    check('customers_balance_check', sql`balance_cents >= 0`),
    check(
      'customers_preferred_language_check',
      sql`preferred_language is null or preferred_language in ('en', 'fr')`,
    ),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phoneNumber: text('phone_number'),
    streetAddress: text('street_address').notNull(),
    unitNumber: text('unit_number'),
    city: text('city').notNull(),
    province: text('province', { enum: PROVINCE_CODES }).notNull(),
    /** Canadian postal code, stored 'A1A 1A1'. */
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull().default('CA'),
    type: text('type', { enum: ADDRESS_TYPES }).notNull().default('SHIPPING'),
    typeOfAddress: text('type_of_address', { enum: BUILDING_TYPES }),
    /** The depot city serving the address, when known. */
    cityId: integer('city_id').references(() => cities.id),
    /** Shown in the customer's address book. */
    listed: boolean('listed').notNull().default(true),
    active: boolean('active').notNull().default(true),
    isPrimary: boolean('is_primary').notNull().default(false),
    floorNumber: smallint('floor_number'),
    elevatorAccess: boolean('elevator_access'),
    receivingHours: text('receiving_hours'),
    buzzerNumber: text('buzzer_number'),
    dockDoorAccess: boolean('dock_door_access'),
    deliveryInstructions: text('delivery_instructions'),
    createdAt: createdAt(),
  },
  (t) => [
    index('addresses_customer_idx').on(t.customerId, t.type),
    check('addresses_province_check', oneOf('province', PROVINCE_CODES)),
    check('addresses_type_check', oneOf('type', ADDRESS_TYPES)),
    check(
      'addresses_type_of_address_check',
      sql`type_of_address is null or ${oneOf('type_of_address', BUILDING_TYPES)}`,
    ),
    check(
      'addresses_postal_code_check',
      sql`country <> 'CA' or postal_code ~ '^[ABCEGHJ-NPRSTVXY][0-9][ABCEGHJ-NPRSTV-Z] [0-9][ABCEGHJ-NPRSTV-Z][0-9]$'`,
    ),
  ],
);

/** A saved card (only the processor's token and display details, never the number). */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    cardType: text('card_type', { enum: CARD_TYPES }).notNull(),
    cardLastFour: text('card_last_four').notNull(),
    cardExpiryMonth: smallint('card_expiry_month').notNull(),
    cardExpiryYear: smallint('card_expiry_year').notNull(),
    /** The processor's reusable token for the card (spec: source). */
    source: text('source').notNull(),
    billingAddressId: uuid('billing_address_id').references(() => addresses.id),
    isDefault: boolean('is_default').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_methods_customer_idx').on(t.customerId),
    check('payment_methods_card_type_check', oneOf('card_type', CARD_TYPES)),
    check('payment_methods_last_four_check', sql`card_last_four ~ '^[0-9]{4}$'`),
    check('payment_methods_expiry_month_check', sql`card_expiry_month between 1 and 12`),
  ],
);

export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    membershipType: text('membership_type', { enum: MEMBERSHIP_TYPES }).notNull(),
    multiAddress: boolean('multi_address').notNull().default(false),
    billingType: text('billing_type', { enum: BILLING_TYPES }).notNull().default('MONTHLY'),
    createdAt: createdAt(),
  },
  (t) => [
    index('memberships_customer_idx').on(t.customerId),
    check('memberships_type_check', oneOf('membership_type', MEMBERSHIP_TYPES)),
    check('memberships_billing_type_check', oneOf('billing_type', BILLING_TYPES)),
  ],
);

// ---------------------------------------------------------------------------
// Orders
// ---------------------------------------------------------------------------

/** Human-readable order numbers: 'SF' followed by this sequence. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 100001 });

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number')
      .notNull()
      .default(sql`('SF' || nextval('order_number_seq'::regclass)::text)`),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    type: text('type', { enum: ORDER_TYPES }).notNull().default('ORDER'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('PENDING'),
    shippingAddressId: uuid('shipping_address_id').references(() => addresses.id),
    /** MOVE orders: where the products go. */
    moveAddressId: uuid('move_address_id').references(() => addresses.id),
    /** MOVE orders: the road kilometres between the depots the fee was priced on (0: one depot). */
    moveDistanceKm: integer('move_distance_km'),
    /** MOVE orders: what the fee was based on, as the quote said it (decision 149). */
    moveBasis: text('move_basis'),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    deliveryTimeType: text('delivery_time_type', { enum: DELIVERY_TIME_TYPES }),
    returnDate: date('return_date', { mode: 'string' }),
    returnTimeType: text('return_time_type', { enum: DELIVERY_TIME_TYPES }),
    deferred: boolean('deferred').notNull().default(false),
    includeAssembly: boolean('include_assembly').notNull().default(false),
    productsSubtotalCents: integer('products_subtotal_cents').notNull().default(0),
    originalProductsSubtotalCents: integer('original_products_subtotal_cents').notNull().default(0),
    deliveryCents: integer('delivery_cents').notNull().default(0),
    assemblyCents: integer('assembly_cents').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    taxTotalCents: integer('tax_total_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull().default(0),
    totalChargedCents: integer('total_charged_cents').notNull().default(0),
    balanceUsedCents: integer('balance_used_cents').notNull().default(0),
    referrerId: uuid('referrer_id').references(() => customers.id, { onDelete: 'set null' }),
    hasSignedAgreement: boolean('has_signed_agreement').notNull().default(false),
    /** The return-policy version of the agreement signed (decision 153); null when unsigned. */
    agreementVersion: text('agreement_version'),
    /** The agreement's text as signed at checkout, amounts included (decision 160). */
    agreementText: text('agreement_text'),
    /** The language the agreement was written and signed in, 'en' or 'fr' (decision 179). */
    agreementLanguage: text('agreement_language'),
    clientVersion: text('client_version'),
    /** Client-supplied key: a retry returns the first order. */
    idempotencyKey: text('idempotency_key'),
    /** Hash of the request the key was first used with (a different request is a conflict). */
    requestHash: text('request_hash'),
    purchaseDate: timestamp('purchase_date', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    /**
     * Partner orders (decision 140): the showroom that rang the order up (e.g. EQ3's point of
     * sale) and its own receipt number; the customer completes the delivery address and billing
     * details (`/partner/step/...`), stamped here, before the order is confirmed.
     */
    partnerStore: text('partner_store'),
    partnerReference: text('partner_reference'),
    partnerDetailsCompletedAt: timestamp('partner_details_completed_at', {
      withTimezone: true,
      mode: 'date',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_order_number_key').on(t.orderNumber),
    uniqueIndex('orders_idempotency_key').on(t.idempotencyKey),
    index('orders_customer_created_idx').on(t.customerId, t.createdAt),
    index('orders_partner_customer_idx')
      .on(t.customerId)
      .where(sql`partner_store is not null`),
    check('orders_type_check', oneOf('type', ORDER_TYPES)),
    check('orders_status_check', oneOf('status', ORDER_STATUSES)),
    check(
      'orders_delivery_time_type_check',
      sql`delivery_time_type is null or ${oneOf('delivery_time_type', DELIVERY_TIME_TYPES)}`,
    ),
    check(
      'orders_return_time_type_check',
      sql`return_time_type is null or ${oneOf('return_time_type', DELIVERY_TIME_TYPES)}`,
    ),
    check(
      'orders_money_check',
      sql`products_subtotal_cents >= 0 and delivery_cents >= 0 and assembly_cents >= 0 and discount_cents >= 0 and tax_total_cents >= 0 and balance_used_cents >= 0`,
    ),
  ],
);

/** A product held by a membership (spec: membership product). */
export const membershipProducts = pgTable(
  'membership_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    addressId: uuid('address_id').references(() => addresses.id),
    /** The order that delivered it. */
    orderId: uuid('order_id').references(() => orders.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    subscriptionStatus: text('subscription_status', { enum: SUBSCRIPTION_STATUSES })
      .notNull()
      .default('PENDING_DELIVERY'),
    purchaseOption: text('purchase_option', { enum: PURCHASE_OPTIONS }).notNull(),
    termLengthMonths: smallint('term_length_months'),
    /** Monthly fee for monthly options, else null. */
    monthlyPriceCents: integer('monthly_price_cents'),
    /** Price paid for single-payment options, else null. */
    purchasePriceCents: integer('purchase_price_cents'),
    pivotCare: boolean('pivot_care').notNull().default(false),
    /** PivotCare per month for this unit, 0 without it (billed with the fee, not toward ownership). */
    pivotCareCents: integer('pivot_care_cents').notNull().default(0),
    /** The unit's purchase price when it was ordered (sale price if on sale), per unit. */
    retailValueCents: integer('retail_value_cents'),
    /**
     * Monthly payments owed in all, payment 1 (charged at checkout) included; null for rent,
     * which is billed until returned (docs/decisions/104-billing-run.md).
     */
    paymentsDue: integer('payments_due'),
    /** Monthly periods billed so far, payment 1 at checkout included (paid, or owed as delinquent). */
    paymentsMade: integer('payments_made').notNull().default(0),
    /** When the next period is billed: start_date + payments_made months; null when nothing more is. */
    nextBillDate: date('next_bill_date', { mode: 'string' }),
    /** The item this one replaced after a repair. */
    repairedMembershipProductId: uuid('repaired_membership_product_id').references(
      (): AnyPgColumn => membershipProducts.id,
    ),
    createdAt: createdAt(),
  },
  (t) => [
    index('membership_products_membership_idx').on(t.membershipId, t.startDate),
    index('membership_products_product_idx').on(t.productId),
    index('membership_products_order_idx').on(t.orderId),
    // The billing run's scan: only rows that can still be billed are in it.
    index('membership_products_due_idx')
      .on(t.nextBillDate)
      .where(
        sql`next_bill_date is not null and subscription_status in ('DELIVERED', 'RETURN_SCHEDULED')`,
      ),
    check('membership_products_status_check', oneOf('subscription_status', SUBSCRIPTION_STATUSES)),
    check('membership_products_purchase_option_check', oneOf('purchase_option', PURCHASE_OPTIONS)),
    check(
      'membership_products_payments_check',
      sql`payments_made >= 0 and (payments_due is null or (payments_due >= 1 and payments_made <= payments_due))`,
    ),
    check(
      'membership_products_money_check',
      sql`pivot_care_cents >= 0 and (retail_value_cents is null or retail_value_cents >= 0) and (monthly_price_cents is null or monthly_price_cents >= 0)`,
    ),
    // Only a monthly line with a monthly price has a next bill: a purchase is never billed
    // (decision 150, migration 0014).
    check(
      'membership_products_monthly_bill_check',
      sql`next_bill_date is null or (monthly_price_cents is not null and ${oneOf('purchase_option', MONTHLY_PURCHASE_OPTIONS)})`,
    ),
  ],
);

/**
 * A product review (decision 133): written by the customer who holds or held the item
 * (`membership_product_id`, one review each, editable), or carried over from the retailer's
 * earlier review platform (`source` IMPORTED, no held item). Shown on the parent product's page.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    membershipProductId: uuid('membership_product_id').references(() => membershipProducts.id, {
      onDelete: 'cascade',
    }),
    parentProductId: integer('parent_product_id')
      .notNull()
      .references(() => parentProducts.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** As the page shows the author: first name and initial, taken when written. */
    authorName: text('author_name').notNull().default(''),
    source: text('source', { enum: REVIEW_SOURCES }).notNull().default('CUSTOMER'),
    rating: smallint('rating').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_membership_product_key').on(t.membershipProductId),
    index('reviews_parent_product_idx').on(t.parentProductId, t.createdAt),
    check('reviews_rating_check', sql`rating between 1 and 5`),
    check('reviews_source_check', oneOf('source', REVIEW_SOURCES)),
    check('reviews_held_item_check', sql`source = 'IMPORTED' or membership_product_id is not null`),
    check('reviews_body_check', sql`char_length(body) <= 3000 and char_length(title) <= 150`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ORDER_LINE_KINDS }).notNull().default('PRODUCT'),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** Returns, swaps, moves and buyouts act on a held product. */
    membershipProductId: uuid('membership_product_id').references(() => membershipProducts.id),
    /** Snapshot of what was bought, so receipts survive catalogue edits. */
    name: text('name').notNull(),
    thumbUrl: text('thumb_url'),
    optionValueNames: text('option_value_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The French snapshot (decision 185): the catalogue's French name, null where none was
     * written, and one French name per English option value name (English where no French).
     * Filled by the `order_lines_french_names` trigger (migration 0026) when not written.
     */
    nameFr: text('name_fr'),
    optionValueNamesFr: text('option_value_names_fr').array(),
    condition: text('condition', { enum: PRODUCT_CONDITIONS }).notNull().default('BETTER_THAN_NEW'),
    quantity: integer('quantity').notNull().default(1),
    purchaseOption: text('purchase_option', { enum: PURCHASE_OPTIONS }).notNull(),
    termLengthMonths: smallint('term_length_months'),
    /** Unit price charged (monthly for monthly options). */
    priceCents: integer('price_cents').notNull(),
    originalPriceCents: integer('original_price_cents').notNull(),
    assemblyCents: integer('assembly_cents').notNull().default(0),
    pivotCare: boolean('pivot_care').notNull().default(false),
    pivotCareCents: integer('pivot_care_cents').notNull().default(0),
    /** Return lines: the pickup fee. */
    handlingPriceCents: integer('handling_price_cents').notNull().default(0),
    /** Return lines: why the customer returns it, in their words or a listed reason. */
    returnReason: text('return_reason'),
    finalSale: boolean('final_sale').notNull().default(false),
    pos: integer('pos').notNull().default(0),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId, t.pos),
    check('order_lines_kind_check', oneOf('kind', ORDER_LINE_KINDS)),
    check('order_lines_quantity_check', sql`quantity > 0`),
    check('order_lines_purchase_option_check', oneOf('purchase_option', PURCHASE_OPTIONS)),
    check(
      'order_lines_money_check',
      sql`price_cents >= 0 and original_price_cents >= 0 and assembly_cents >= 0 and pivot_care_cents >= 0 and handling_price_cents >= 0`,
    ),
    check(
      'order_lines_return_reason_check',
      sql`return_reason is null or char_length(return_reason) <= 500`,
    ),
  ],
);

/** Tax lines of an order, one per tax (GST and PST separately). */
export const orderTaxes = pgTable(
  'order_taxes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    name: text('name', { enum: TAX_NAMES }).notNull(),
    /** Percent, e.g. 9.975 for QST. */
    ratePercent: numeric('rate_percent', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    pos: integer('pos').notNull().default(0),
  },
  (t) => [
    index('order_taxes_order_idx').on(t.orderId),
    check('order_taxes_name_check', oneOf('name', TAX_NAMES)),
  ],
);

/** A tip for the crew of one visit (decision 132), charged once on the card on file. */
export const tips = pgTable(
  'tips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order of the visit tipped. */
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The visit tipped; one tip each. */
    deliveryId: uuid('delivery_id').references((): AnyPgColumn => deliveries.id, {
      onDelete: 'cascade',
    }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    note: text('note'),
    status: text('status', { enum: TIP_STATUSES }).notNull().default('PENDING'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tips_order_idx').on(t.orderId),
    uniqueIndex('tips_delivery_key').on(t.deliveryId),
    check('tips_amount_check', sql`amount_cents > 0`),
    check('tips_status_check', oneOf('status', TIP_STATUSES)),
    check('tips_note_check', sql`note is null or char_length(note) <= 500`),
  ],
);

/**
 * A visit of a crew to an address: a delivery of an order's products or a pickup of returned
 * ones (decision 127). Orders, returns, swaps and moves make them through
 * `createDeliveryForOrder` (server/modules/deliveries). The window is a depot window
 * (`delivery-schedule.ts`) in the depot's time zone; the timeline is its timestamps.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The depot that serves the visit. */
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    addressId: uuid('address_id')
      .notNull()
      .references(() => addresses.id),
    kind: text('kind', { enum: DELIVERY_KINDS }).notNull().default('DELIVERY'),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    timeType: text('time_type', { enum: DELIVERY_TIME_TYPES }).notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('SCHEDULED'),
    /** How the customer hears about this visit. */
    notifyChannel: text('notify_channel', { enum: NOTIFY_CHANNELS }).notNull().default('EMAIL'),
    outForDeliveryAt: timestamp('out_for_delivery_at', { withTimezone: true, mode: 'date' }),
    nearbyAt: timestamp('nearby_at', { withTimezone: true, mode: 'date' }),
    arrivedAt: timestamp('arrived_at', { withTimezone: true, mode: 'date' }),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('deliveries_customer_idx').on(t.customerId, t.deliveryDate),
    index('deliveries_order_idx').on(t.orderId),
    index('deliveries_slot_idx').on(t.cityId, t.deliveryDate, t.timeType),
    check('deliveries_kind_check', oneOf('kind', DELIVERY_KINDS)),
    check('deliveries_time_type_check', oneOf('time_type', DELIVERY_TIME_TYPES)),
    check('deliveries_status_check', oneOf('status', DELIVERY_STATUSES)),
    check('deliveries_notify_channel_check', oneOf('notify_channel', NOTIFY_CHANNELS)),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    tipId: uuid('tip_id').references(() => tips.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    chargeTime: timestamp('charge_time', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    chargeSuccess: boolean('charge_success').notNull().default(false),
    chargeDetails: text('charge_details'),
    chargeType: text('charge_type', { enum: CHARGE_TYPES }).notNull().default('CHARGE'),
    cardType: text('card_type', { enum: CARD_TYPES }),
    cardLastFour: text('card_last_four'),
    cardExpiryMonth: smallint('card_expiry_month'),
    cardExpiryYear: smallint('card_expiry_year'),
    gatewayReference: text('gateway_reference'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('PENDING'),
    idempotencyKey: text('idempotency_key'),
    /** The monthly bill this payment (or attempt) was for. */
    billId: uuid('bill_id').references((): AnyPgColumn => bills.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    index('payments_bill_idx').on(t.billId),
    index('payments_customer_idx').on(t.customerId),
    uniqueIndex('payments_idempotency_key').on(t.idempotencyKey),
    check('payments_amount_check', sql`amount_cents >= 0`),
    check('payments_charge_type_check', oneOf('charge_type', CHARGE_TYPES)),
    check('payments_status_check', oneOf('status', PAYMENT_STATUSES)),
    check(
      'payments_card_check',
      sql`(card_last_four is null or card_last_four ~ '^[0-9]{4}$') and (card_expiry_month is null or card_expiry_month between 1 and 12)`,
    ),
  ],
);

/** Money a customer owes after failed charges (spec: delinquent customer). */
export const delinquentRecords = pgTable(
  'delinquent_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id),
    /** The declined monthly bill this record is for (one record per bill). */
    billId: uuid('bill_id').references((): AnyPgColumn => bills.id, { onDelete: 'cascade' }),
    totalRemainingCents: integer('total_remaining_cents').notNull(),
    /** Charges tried since the first decline (automatic retries and the customer's own). */
    retryCount: smallint('retry_count').notNull().default(0),
    /** When the billing run tries the card again; null when no automatic retry is left. */
    nextRetryAt: timestamp('next_retry_at', { withTimezone: true, mode: 'date' }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true, mode: 'date' }),
    /**
     * The gateway key of a charge in flight (set before charging, cleared when its answer is
     * recorded), so an interrupted attempt is settled with the same key and never charged twice.
     */
    attemptKey: text('attempt_key'),
    attemptSource: text('attempt_source'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('delinquent_records_open_idx')
      .on(t.customerId)
      .where(sql`resolved_at is null`),
    uniqueIndex('delinquent_records_bill_key').on(t.billId),
    index('delinquent_records_retry_idx')
      .on(t.nextRetryAt)
      .where(sql`resolved_at is null and next_retry_at is not null`),
    check('delinquent_records_remaining_check', sql`total_remaining_cents >= 0`),
    check('delinquent_records_retry_check', sql`retry_count >= 0`),
  ],
);

// ---------------------------------------------------------------------------
// Monthly bills and account credit (docs/decisions/104-billing-run.md, 106-credit-ledger.md)
// ---------------------------------------------------------------------------

/**
 * One monthly invoice per customer, shipping address and bill date: every membership product
 * due that day at that address. Written OPEN with its lines before the card is charged (key
 * `bill:{id}`), then PAID or DECLINED.
 */
export const bills = pgTable(
  'bills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    addressId: uuid('address_id')
      .notNull()
      .references(() => addresses.id),
    /** The address's province when billed: the taxes' province. */
    province: text('province', { enum: PROVINCE_CODES }).notNull(),
    billDate: date('bill_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: BILL_STATUSES }).notNull().default('OPEN'),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxTotalCents: integer('tax_total_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** Account credit drawn first (a BILL entry of the credit ledger). */
    balanceUsedCents: integer('balance_used_cents').notNull().default(0),
    /** What the card is (or was) charged: total - balance used. */
    amountChargedCents: integer('amount_charged_cents').notNull(),
    /** The card charged, chosen when the bill was written (the default card then). */
    paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id, {
      onDelete: 'set null',
    }),
    /** The gateway idempotency key of the bill's charge: `bill:{id}`. */
    chargeKey: text('charge_key').notNull(),
    /** The payment that settled it (the first charge, a retry, or payOverdueBalance). */
    paymentId: uuid('payment_id').references((): AnyPgColumn => payments.id, {
      onDelete: 'set null',
    }),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bills_customer_idx').on(t.customerId, t.billDate),
    index('bills_open_idx')
      .on(t.createdAt)
      .where(sql`status = 'OPEN'`),
    uniqueIndex('bills_charge_key').on(t.chargeKey),
    check('bills_status_check', oneOf('status', BILL_STATUSES)),
    check('bills_province_check', oneOf('province', PROVINCE_CODES)),
    check(
      'bills_money_check',
      sql`subtotal_cents >= 0 and tax_total_cents >= 0 and balance_used_cents >= 0 and amount_charged_cents >= 0 and total_cents = subtotal_cents + tax_total_cents and amount_charged_cents = total_cents - balance_used_cents`,
    ),
  ],
);

/** One membership product's period on a bill; a period can never be billed twice. */
export const billLines = pgTable(
  'bill_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    billId: uuid('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    membershipProductId: uuid('membership_product_id')
      .notNull()
      .references(() => membershipProducts.id, { onDelete: 'cascade' }),
    /** The monthly payment number: 2 is the first bill (payment 1 was charged at checkout). */
    period: integer('period').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    purchaseOption: text('purchase_option', { enum: PURCHASE_OPTIONS }).notNull(),
    /** The monthly fee or instalment. */
    feeCents: integer('fee_cents').notNull(),
    pivotCareCents: integer('pivot_care_cents').notNull().default(0),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    uniqueIndex('bill_lines_membership_period_key').on(t.membershipProductId, t.period),
    index('bill_lines_bill_idx').on(t.billId),
    check('bill_lines_period_check', sql`period >= 2`),
    check(
      'bill_lines_money_check',
      sql`fee_cents >= 0 and pivot_care_cents >= 0 and amount_cents = fee_cents + pivot_care_cents`,
    ),
    check('bill_lines_purchase_option_check', oneOf('purchase_option', PURCHASE_OPTIONS)),
  ],
);

/** Tax lines of a bill, one per tax (GST and QST separately), like order_taxes. */
export const billTaxes = pgTable(
  'bill_taxes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    billId: uuid('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    name: text('name', { enum: TAX_NAMES }).notNull(),
    ratePercent: numeric('rate_percent', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    pos: integer('pos').notNull().default(0),
  },
  (t) => [
    index('bill_taxes_bill_idx').on(t.billId),
    check('bill_taxes_name_check', oneOf('name', TAX_NAMES)),
  ],
);

/**
 * The account credit ledger: every change of customers.balance_cents, written in the same
 * statement as the change (docs/decisions/106-credit-ledger.md), with the balance after it.
 */
export const creditLedgerEntries = pgTable(
  'credit_ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CREDIT_ENTRY_KINDS }).notNull(),
    /** Signed: grants positive, spends negative. */
    amountCents: integer('amount_cents').notNull(),
    balanceAfterCents: integer('balance_after_cents').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    billId: uuid('bill_id').references(() => bills.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_ledger_entries_customer_idx').on(t.customerId, t.createdAt),
    check('credit_ledger_entries_kind_check', oneOf('kind', CREDIT_ENTRY_KINDS)),
    check(
      'credit_ledger_entries_amount_check',
      sql`amount_cents <> 0 and balance_after_cents >= 0`,
    ),
  ],
);

/** Photos a customer uploads for a return or buyout (spec: return photo key). */
export const orderPhotos = pgTable(
  'order_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null while the photo belongs to a return being prepared (decision 153). */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The customer preparing the return, and its draft (the return's idempotency key). */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    draftId: uuid('draft_id'),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('order_photos_key').on(t.key),
    index('order_photos_order_idx').on(t.orderId),
    index('order_photos_draft_idx').on(t.customerId, t.draftId),
    check(
      'order_photos_order_or_draft',
      sql`order_id is not null or (customer_id is not null and draft_id is not null)`,
    ),
  ],
);

/** Free fabric swatches by mail; guests may order them too. */
export const swatchOrders = pgTable(
  'swatch_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    addressId: uuid('address_id').references(() => addresses.id),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    streetAddress: text('street_address').notNull(),
    unitNumber: text('unit_number'),
    city: text('city').notNull(),
    province: text('province', { enum: PROVINCE_CODES }).notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull().default('CA'),
    status: text('status', { enum: SWATCH_ORDER_STATUSES }).notNull().default('PENDING'),
    createdAt: createdAt(),
  },
  (t) => [
    index('swatch_orders_customer_idx').on(t.customerId),
    check('swatch_orders_province_check', oneOf('province', PROVINCE_CODES)),
    check('swatch_orders_status_check', oneOf('status', SWATCH_ORDER_STATUSES)),
  ],
);

export const swatchOrderItems = pgTable(
  'swatch_order_items',
  {
    swatchOrderId: uuid('swatch_order_id')
      .notNull()
      .references(() => swatchOrders.id, { onDelete: 'cascade' }),
    optionValueId: integer('option_value_id')
      .notNull()
      .references(() => optionValues.id),
  },
  (t) => [primaryKey({ columns: [t.swatchOrderId, t.optionValueId] })],
);

// ---------------------------------------------------------------------------
// Auth (the auth service, server/auth; docs/decisions/030-auth.md)
// ---------------------------------------------------------------------------

/** What a single-use token of `auth_one_time_tokens` is for. */
export const AUTH_TOKEN_PURPOSES = [
  /** `/reset/{token}`: set a new password (1 hour). */
  'reset',
  /** `/tl/{token}/{id}`: sign in on another device (10 minutes). */
  'temp-link',
  /** `/verification/email/complete/{code}/{email}`: confirm an address or move to a new one. */
  'verify-email',
  'change-email',
  /** The one-time code a social sign-in hands to the SPA (5 minutes). */
  'social-login',
  /** Links a social identity to an existing account once the owner proves it (15 minutes). */
  'link-account',
  /** OpenID Connect state, nonce and PKCE verifier between redirect and callback (10 minutes). */
  'oidc-state',
] as const;

export type AuthTokenPurpose = (typeof AUTH_TOKEN_PURPOSES)[number];

/**
 * A signed-in session: one refresh-token family. It ends at `expires_at` (absolute lifetime
 * from the sign-in), after `idle_expires_at` without a refresh, on logout, or when one of its
 * refresh tokens is presented twice (reuse detection); ending it deletes the row.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** How the customer proved who they are: password, social:<connection>, temp-link, reset. */
    method: text('method').notNull(),
    /** When the customer last proved it (the access token's `auth_time`). */
    authTime: timestamp('auth_time', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('auth_sessions_customer_idx').on(t.customerId, t.createdAt),
    index('auth_sessions_expires_idx').on(t.expiresAt),
    index('auth_sessions_idle_expires_idx').on(t.idleExpiresAt),
  ],
);

/**
 * Refresh tokens, stored only as SHA-256 hashes. A token is active until `used_at`; used rows
 * stay (the newest few per session) so that presenting one again is recognised as reuse.
 */
export const authRefreshTokens = pgTable(
  'auth_refresh_tokens',
  {
    /** base64url SHA-256 of the token. */
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('auth_refresh_tokens_session_idx').on(t.sessionId, t.createdAt)],
);

/**
 * Single-use tokens sent by mail or handed to the SPA, stored only as SHA-256 hashes. Using one
 * deletes its row, so a token works once; expired rows are purged.
 */
export const authOneTimeTokens = pgTable(
  'auth_one_time_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose', { enum: AUTH_TOKEN_PURPOSES }).notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** The address a mail went to, or the address to verify. */
    email: text('email'),
    data: jsonb('data')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('auth_one_time_tokens_customer_idx').on(t.customerId, t.purpose),
    index('auth_one_time_tokens_expires_idx').on(t.expiresAt),
    check('auth_one_time_tokens_purpose_check', oneOf('purpose', AUTH_TOKEN_PURPOSES)),
  ],
);

/** A social (OpenID Connect) identity linked to a customer: one per provider and customer. */
export const authIdentities = pgTable(
  'auth_identities',
  {
    /** The connection name, e.g. `google`. */
    provider: text('provider').notNull(),
    /** The provider's `sub`. */
    subject: text('subject').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    uniqueIndex('auth_identities_customer_provider_key').on(t.customerId, t.provider),
  ],
);

/** Mail kept locally when no SMTP server is configured (shown at /dev/mailbox). */
export const authMailOutbox = pgTable(
  'auth_mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_mail_outbox_created_idx').on(t.createdAt)],
);

// ---------------------------------------------------------------------------
// Payments sandbox (server/payments/sandbox-gateway.ts; docs/decisions/040-checkout-and-payments.md)
//
// The built-in card processor's test mode keeps its own records here, as a processor would on
// its side: tokens the browser made from card details, and charges by idempotency key. A real
// processor replaces these tables with its own API; nothing else reads them.
// ---------------------------------------------------------------------------

/** What charging a sandbox card does, decided by its test number when it was tokenized. */
export const SANDBOX_CARD_OUTCOMES = ['approve', 'card_declined', 'insufficient_funds'] as const;

export const SANDBOX_CHARGE_STATUSES = ['succeeded', 'declined', 'voided', 'refunded'] as const;

export const SANDBOX_DECLINE_CODES = [
  'card_declined',
  'insufficient_funds',
  'expired_card',
] as const;

/** A card token (`tok_...`): display details and the test outcome, never the card number. */
export const sandboxCardTokens = pgTable(
  'sandbox_card_tokens',
  {
    id: text('id').primaryKey(),
    brand: text('brand', { enum: CARD_TYPES }).notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    outcome: text('outcome', { enum: SANDBOX_CARD_OUTCOMES }).notNull(),
    createdAt: createdAt(),
  },
  () => [
    check('sandbox_card_tokens_brand_check', oneOf('brand', CARD_TYPES)),
    check('sandbox_card_tokens_last4_check', sql`last4 ~ '^[0-9]{4}$'`),
    check('sandbox_card_tokens_exp_month_check', sql`exp_month between 1 and 12`),
    check('sandbox_card_tokens_outcome_check', oneOf('outcome', SANDBOX_CARD_OUTCOMES)),
  ],
);

/**
 * One charge per idempotency key (`ch_...`). A key voided before anything was charged keeps a
 * row with status `voided`, no source and amount 0, so a late charge with it is refused.
 */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    source: text('source'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('cad'),
    status: text('status', { enum: SANDBOX_CHARGE_STATUSES }).notNull(),
    declineCode: text('decline_code', { enum: SANDBOX_DECLINE_CODES }),
    brand: text('brand', { enum: CARD_TYPES }),
    last4: text('last4'),
    expMonth: smallint('exp_month'),
    expYear: smallint('exp_year'),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sandbox_charges_idempotency_key').on(t.idempotencyKey),
    check('sandbox_charges_amount_check', sql`amount_cents >= 0`),
    check('sandbox_charges_status_check', oneOf('status', SANDBOX_CHARGE_STATUSES)),
    check(
      'sandbox_charges_decline_code_check',
      sql`decline_code is null or ${oneOf('decline_code', SANDBOX_DECLINE_CODES)}`,
    ),
  ],
);

// ---------------------------------------------------------------------------
// Shared carts and packages (docs/decisions/051-shared-carts-and-packages.md)
// ---------------------------------------------------------------------------

/** How long a shared-cart link works. */
export const SHARED_CART_TTL_DAYS = 90;

/**
 * A cart a shopper shared as a link (`/c/{id}/{slug}`). The id is random and unguessable; the
 * lines are the cart's own shape (product, quantity, purchase option, term, options), checked
 * against the catalogue when written and re-read against it when opened.
 */
export const sharedCarts = pgTable(
  'shared_carts',
  {
    id: text('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    lines: jsonb('lines').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('shared_carts_expires_idx').on(t.expiresAt),
    check('shared_carts_id_check', sql`id ~ '^[0-9A-Za-z]{12}$'`),
    check('shared_carts_lines_check', sql`jsonb_typeof(lines) = 'array'`),
    check('shared_carts_expiry_check', sql`expires_at > created_at`),
  ],
);

/** A curated set of products sold together (`/p/{slug}`), added to the cart in one step. */
export const packages = pgTable(
  'packages',
  {
    id: catalogueId(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Base url of the lead image (`/images/cover/{key}`), or null to use the items' pictures. */
    imageUrl: text('image_url'),
    visible: boolean('visible').notNull().default(true),
    pos: integer('pos').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('packages_slug_key').on(t.slug)],
);

export const packageItems = pgTable(
  'package_items',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    pos: smallint('pos').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: smallint('quantity').notNull().default(1),
    purchaseOption: text('purchase_option', { enum: PURCHASE_OPTIONS }).notNull(),
    termLengthMonths: smallint('term_length_months'),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.pos] }),
    index('package_items_product_idx').on(t.productId),
    check('package_items_quantity_check', sql`quantity between 1 and 20`),
    check('package_items_purchase_option_check', oneOf('purchase_option', PURCHASE_OPTIONS)),
    check('package_items_term_check', sql`term_length_months is null or term_length_months > 0`),
  ],
);

// ---------------------------------------------------------------------------
// Notices (docs/decisions/154-customer-notices.md)
//
// The transactional outbox of customer notices: a row is written in the same transaction as
// the order, visit, bill or charge that causes it, under a unique key (one notice per cause),
// and delivered afterwards by mail (and by text where the customer chose texts) with retries.
// The rows refer to their cause by id only, without foreign keys: a notice is a record of what
// was sent and outlives nothing it refers to.
// ---------------------------------------------------------------------------

export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    /** One notice per cause, e.g. `order:{id}`, `reminder:{deliveryId}:{date}`. */
    dedupeKey: text('dedupe_key').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id'),
    deliveryId: uuid('delivery_id'),
    billId: uuid('bill_id'),
    /** The idempotency key of the payment the notice reports (overdue payments). */
    paymentKey: text('payment_key'),
    status: text('status', { enum: NOTICE_STATUSES }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    /** A sender's claim: another sender leaves the row alone until then. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    mailTo: text('mail_to'),
    mailSubject: text('mail_subject'),
    mailSentAt: timestamp('mail_sent_at', { withTimezone: true, mode: 'date' }),
    smsTo: text('sms_to'),
    smsSentAt: timestamp('sms_sent_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notices_dedupe_key').on(t.dedupeKey),
    index('notices_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'PENDING'`),
    index('notices_customer_idx').on(t.customerId, t.createdAt),
    check('notices_status_check', oneOf('status', NOTICE_STATUSES)),
  ],
);

// ---------------------------------------------------------------------------
// Referral credit intents (docs/decisions/186-work-that-survives.md)
//
// A delivered order's referral reward, written in the visit's transaction (one per order) and
// credited once by the `referral-credits` job (or the visit's own follow-up after its commit),
// in the transaction that stamps it done. No foreign keys: a record of work, like `notices`.
// ---------------------------------------------------------------------------

export const referralCredits = pgTable(
  'referral_credits',
  {
    orderId: uuid('order_id').primaryKey(),
    deliveryId: uuid('delivery_id').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    /** Set in the transaction that credited the referrer (or found nothing to credit). */
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
    /** CREDITED, or why not (NO_REFERRER, ALREADY_CREDITED, ...). */
    outcome: text('outcome'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('referral_credits_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`done_at IS NULL`),
  ],
);
