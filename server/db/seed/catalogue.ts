/**
 * Deterministic catalogue generation: pure functions from (settings, index)
 * to table rows. Nothing here touches the database or the clock; every
 * random choice comes from a Random stream named after what it decides.
 */
import type { InferInsertModel } from 'drizzle-orm';
import type { PurchaseOption } from '../constants';
import type {
  categories,
  categoryParentProducts,
  cities,
  depotAvailability,
  optionValues,
  options,
  parentProductOptions,
  parentProducts,
  parentProductTags,
  productImages,
  productOptionValues,
  productPrices,
  products,
  tags,
} from '../schema';
import { CATEGORY_TREE, QUICK_LINK_TAGS, type CategorySeed } from './data/categories';
import { CATEGORIES_FR, QUICK_LINK_TAGS_FR, categoryCaptionFr } from './data/categories-fr';
import { LEARN_MORE_FR, OPTION_GROUPS_FR, OPTION_VALUES_FR, OPTIONS_FR } from './data/options-fr';
import {
  CARE_FR,
  DEFAULT_LEG_MATERIAL_FR,
  FABRIC_MATERIAL_FR,
  FABRIC_OR_LEATHER_MATERIAL_FR,
  LEG_MATERIAL_FR,
  MAKER_TOWNS_FR,
  MIDDLES_FR,
  OPENERS_FR,
  PRODUCT_TYPES_FR,
  RUG_MATERIAL_FR,
  SPECIES_FR,
  closingFr,
} from './data/product-types-fr';
import { CITY_SEEDS } from './data/cities';
import {
  OPTION_SEEDS,
  type OptionKey,
  type OptionSeed,
  type OptionValueSeed,
} from './data/options';
import {
  CARE,
  MAKERS,
  NAME_MODIFIERS,
  NAME_WORDS,
  PRODUCT_TYPES,
  type Family,
  type ProductTypeSeed,
  type SizePreset,
} from './data/product-types';
import type { Drawing } from './drawings';
import { Random } from './random';

export type CityRow = InferInsertModel<typeof cities> & { id: number };
export type CategoryRow = InferInsertModel<typeof categories> & { id: number };
export type TagRow = InferInsertModel<typeof tags> & { id: number };
export type OptionRow = InferInsertModel<typeof options> & { id: number };
export type OptionValueRow = InferInsertModel<typeof optionValues> & { id: number };

/** Variants per parent product in the default catalogue. */
export const VARIANTS_PER_PARENT = 4;
/** Default catalogue size: 160 parents × 4 variants. */
export const DEFAULT_PRODUCT_COUNT = 640;

// ---------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Adds days to a 'YYYY-MM-DD' date. */
export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** A whole-dollar price ending in 9 within [min, max], in cents. */
function pickPrice(random: Random, [min, max]: [number, number]): number {
  const step = max < 1000 ? 10 : 50;
  const low = Math.ceil((min + 1) / step);
  const high = Math.floor((max + 1) / step);
  return (random.int(low, high) * step - 1) * 100;
}

/** Rounds a cents amount down to whole dollars ending in 9. */
function endInNine(cents: number): number {
  const dollars = Math.floor(cents / 100);
  const rounded = Math.floor((dollars + 1) / 10) * 10 - 1;
  return Math.max(9, rounded) * 100;
}

/** Monthly payment of an amortised loan, rounded up to the cent. */
function monthlyPayment(principalCents: number, months: number, aprPercent: number): number {
  if (aprPercent === 0) return Math.ceil(principalCents / months);
  const rate = aprPercent / 100 / 12;
  return Math.ceil((principalCents * rate) / (1 - (1 + rate) ** -months));
}

/** Whole dollars per month, rounded up. */
function monthlyFee(baseCents: number, factor: number): number {
  return Math.ceil((baseCents * factor) / 100) * 100;
}

export function imageUrl(kind: 'thumb' | 'cover' | 'swatch' | 'header', key: string): string {
  return `/images/${kind}/${key}`;
}

export function formatLength(cm: number): string {
  const inches = Math.round(cm / 2.54);
  return `${Number.isInteger(cm) ? cm : cm.toFixed(1)} cm / ${inches} in`;
}

// ---------------------------------------------------------------------------
// Fixed reference data: cities, categories, tags, options
// ---------------------------------------------------------------------------

export interface ReferenceData {
  cities: CityRow[];
  categories: CategoryRow[];
  categoryBySlug: Map<string, CategoryRow & { seed: CategorySeed; ancestors: number[] }>;
  tags: TagRow[];
  tagByCategorySlug: Map<string, TagRow>;
  options: OptionRow[];
  optionByKey: Map<OptionKey, OptionRow & { seed: OptionSeed }>;
  optionValues: OptionValueRow[];
  valueByKey: Map<string, OptionValueRow & { seed: OptionValueSeed; optionKey: OptionKey }>;
  /** Colour values a drawing may be shown in, per option: `${drawing}:${option}`. */
  palettes: Map<string, OptionValueSeed[]>;
}

export function buildReferenceData(): ReferenceData {
  const cityRows: CityRow[] = CITY_SEEDS.map((city, index) => ({
    id: index + 1,
    name: city.name,
    slug: city.slug,
    provinceCode: city.province,
    fsaPrefixes: city.fsaPrefixes,
    depotId: index + 1,
    parentId: null,
    visible: true,
    preorder: false,
    timezone: city.timezone,
    deliveryFeeCents: city.deliveryFeeCents,
    defaultDeliveryDays: city.defaultDeliveryDays,
    deliveryStartHour: 9,
    deliveryEndHour: 21,
    isDefault: city.isDefault === true,
    pos: index + 1,
  }));

  const categoryRows: CategoryRow[] = [];
  const categoryBySlug: ReferenceData['categoryBySlug'] = new Map();
  const walk = (nodes: readonly CategorySeed[], parent: number | null, ancestors: number[]) => {
    nodes.forEach((node, index) => {
      const id = categoryRows.length + 1;
      const french = CATEGORIES_FR[node.slug];
      const row: CategoryRow = {
        id,
        parentId: parent,
        level: ancestors.length + 1,
        internalName: `${ancestors.length + 1}:${node.slug}`,
        name: node.name,
        slug: node.slug,
        visible: true,
        description: node.description,
        bottomDescription: node.bottomDescription,
        imageUrl: imageUrl('header', `category-${node.slug}`),
        imageCaption: `${node.name} from our Canadian makers`,
        // A missing French text stays null: the seed check (tests) fails on it.
        nameFr: french?.name ?? null,
        descriptionFr: french?.description ?? null,
        bottomDescriptionFr: french?.bottomDescription ?? null,
        imageCaptionFr: french ? categoryCaptionFr(french.name) : null,
        locale: 'CA_EN',
        pos: index + 1,
      };
      categoryRows.push(row);
      categoryBySlug.set(node.slug, { ...row, seed: node, ancestors });
      if (node.children) walk(node.children, id, [...ancestors, id]);
    });
  };
  walk(CATEGORY_TREE, null, []);

  const tagRows: TagRow[] = [];
  const tagByCategorySlug = new Map<string, TagRow>();
  QUICK_LINK_TAGS.forEach((tag, index) => {
    const category = categoryBySlug.get(tag.categorySlug);
    if (!category) throw new Error(`quick-link tag ${tag.slug}: no category ${tag.categorySlug}`);
    const row: TagRow = {
      id: index + 1,
      name: tag.name,
      nameFr: QUICK_LINK_TAGS_FR[tag.slug] ?? null,
      slug: tag.slug,
      categoryId: category.id,
      visible: true,
      pos: index + 1,
    };
    tagRows.push(row);
    tagByCategorySlug.set(tag.categorySlug, row);
  });

  const optionRows: OptionRow[] = [];
  const optionByKey: ReferenceData['optionByKey'] = new Map();
  const valueRows: OptionValueRow[] = [];
  const valueByKey: ReferenceData['valueByKey'] = new Map();
  OPTION_SEEDS.forEach((option, index) => {
    const row: OptionRow = {
      id: index + 1,
      name: option.name,
      nameFr: OPTIONS_FR[option.key] ?? null,
      upholstery: option.upholstery,
      pos: index + 1,
    };
    optionRows.push(row);
    optionByKey.set(option.key, { ...row, seed: option });
    option.values.forEach((value, valueIndex) => {
      const valueRow: OptionValueRow = {
        id: valueRows.length + 1,
        optionId: row.id,
        name: value.name,
        description: value.description,
        imageUrl: option.texture ? imageUrl('swatch', `swatch-${value.key}`) : null,
        groupName: value.group,
        largeImageUrl: option.texture ? imageUrl('thumb', `swatch-${value.key}`) : null,
        learnMoreName: value.learnMore?.name ?? null,
        learnMoreUrl: value.learnMore?.url ?? null,
        nameFr: OPTION_VALUES_FR[value.key]?.name ?? null,
        descriptionFr: OPTION_VALUES_FR[value.key]?.description ?? null,
        groupNameFr: value.group === null ? null : (OPTION_GROUPS_FR[value.group] ?? null),
        learnMoreNameFr: value.learnMore ? (LEARN_MORE_FR[value.learnMore.name] ?? null) : null,
        colourHex: value.hex,
        pos: valueIndex + 1,
      };
      valueRows.push(valueRow);
      valueByKey.set(value.key, { ...valueRow, seed: value, optionKey: option.key });
    });
  });

  const palettes = new Map<string, OptionValueSeed[]>();
  for (const type of PRODUCT_TYPES) {
    const paletteKey = `${type.drawing}:${type.colourOption}`;
    if (palettes.has(paletteKey)) continue;
    const option = optionByKey.get(type.colourOption);
    if (!option) throw new Error(`unknown option ${type.colourOption}`);
    palettes.set(
      paletteKey,
      new Random(`palette:${paletteKey}`).sample(option.seed.values, type.paletteSize),
    );
  }

  return {
    cities: cityRows,
    categories: categoryRows,
    categoryBySlug,
    tags: tagRows,
    tagByCategorySlug,
    options: optionRows,
    optionByKey,
    optionValues: valueRows,
    valueByKey,
    palettes,
  };
}

// ---------------------------------------------------------------------------
// Parent products and their variants
// ---------------------------------------------------------------------------

/** Smooth weighted round robin: spreads types evenly, heavier types more often. */
export function typeSchedule(count: number): ProductTypeSeed[] {
  const current = PRODUCT_TYPES.map(() => 0);
  const total = PRODUCT_TYPES.reduce((sum, type) => sum + type.weight, 0);
  const schedule: ProductTypeSeed[] = [];
  for (let index = 0; index < count; index += 1) {
    let best = 0;
    PRODUCT_TYPES.forEach((type, typeIndex) => {
      current[typeIndex] = (current[typeIndex] as number) + type.weight;
      if ((current[typeIndex] as number) > (current[best] as number)) best = typeIndex;
    });
    current[best] = (current[best] as number) - total;
    schedule.push(PRODUCT_TYPES[best] as ProductTypeSeed);
  }
  return schedule;
}

export interface ParentBatch {
  parentProducts: InferInsertModel<typeof parentProducts>[];
  categoryLinks: InferInsertModel<typeof categoryParentProducts>[];
  tagLinks: InferInsertModel<typeof parentProductTags>[];
  parentOptions: InferInsertModel<typeof parentProductOptions>[];
  products: InferInsertModel<typeof products>[];
  productOptionValues: InferInsertModel<typeof productOptionValues>[];
  productImages: InferInsertModel<typeof productImages>[];
  productPrices: InferInsertModel<typeof productPrices>[];
  availability: InferInsertModel<typeof depotAvailability>[];
}

/** Facts about a generated parent the rest of the seed (featured, demo orders, tests) uses. */
export interface ParentFacts {
  id: number;
  slug: string;
  name: string;
  visible: boolean;
  hasImages: boolean;
  regional: boolean;
  finalSale: boolean;
  bestseller: boolean;
  drawing: Drawing;
  firstProductId: number;
  coverKey: string;
}

/** Picture keys: one per (drawing, colour) and per (type, size) drawing. */
export const pictureKey = (drawing: Drawing, colourKey: string) => `${drawing}-${colourKey}`;
export const dimensionKey = (typeKey: string, size: number, view: 'front' | 'side') =>
  `dims-${typeKey}-${size}-${view}`;

const SPECIES: Record<string, string> = {
  'natural-oak': 'oak',
  'white-oak': 'oak',
  'smoked-oak': 'oak',
  walnut: 'walnut',
  'black-ash': 'ash',
  maple: 'maple',
};
const LEG_MATERIAL: Record<string, string> = {
  'leg-walnut': 'solid walnut',
  'leg-oak': 'solid white oak',
  'leg-black-metal': 'powder-coated steel',
  'leg-brass': 'brass-plated steel',
};

function joinOr(words: string[], or = 'or'): string {
  const unique = [...new Set(words)];
  if (unique.length <= 1) return unique[0] ?? '';
  return `${unique.slice(0, -1).join(', ')} ${or} ${unique.at(-1)}`;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** « de », or « d’ » before a vowel: « placage de chêne », « placage d’érable ». */
const elidedDe = (word: string) => (/^[aeiouyéèê]/i.test(word) ? 'd’' : 'de ');

/** A value's French name (the English one where none was written; the seed check fails on it). */
const valueNameFr = (value: OptionValueSeed) => OPTION_VALUES_FR[value.key]?.name ?? value.name;

const OPENERS = [
  'The {name} brings together {f1} and {f2}.',
  'Meet the {name}: {f1}, with {f2}.',
  'With {f1} and {f2}, the {name} is made for everyday living.',
  'The {name} pairs {f1} with {f2}.',
];

const MIDDLES: Record<Family, readonly string[]> = {
  seating: [
    'It is built on a kiln-dried hardwood frame that will outlast many moves.',
    'The cushions are filled for comfort that lasts, not just for the showroom.',
    'Sit back, put your feet up and stay a while.',
  ],
  chair: [
    'Light enough to move, sturdy enough to lean back in.',
    'It is comfortable for a long dinner and easy to tuck away after.',
  ],
  table: [
    'Solid joinery means it will be handed down, not thrown out.',
    'The finish stands up to mugs, homework and the odd spill.',
  ],
  storage: [
    'Everything opens smoothly and closes softly.',
    'There is a place for everything, and it all stays out of sight.',
  ],
  bed: [
    'The slats are solid wood, not particleboard, so the mattress stays supported.',
    'It is quiet, sturdy and easy to make the bed around.',
  ],
  rug: [
    'It softens footsteps and brings warmth underfoot through a long Canadian winter.',
    'It anchors a seating area and quiets an echoing room.',
  ],
  office: [
    'Adjust it in seconds and get back to work.',
    'It supports you through the longest video calls.',
  ],
};

export interface GenerateSettings {
  /** Total number of products (variants) in the catalogue. */
  productCount: number;
  /** 'YYYY-MM-DD', the day dates such as restocks are counted from. */
  referenceDate: string;
}

export function parentCount(productCount: number): number {
  return Math.ceil(productCount / VARIANTS_PER_PARENT);
}

/**
 * Generates parents [start, start + count). Names are unique per type; `usedSlugs`
 * is shared across batches so slugs stay unique in a large catalogue.
 */
export function generateParents(
  reference: ReferenceData,
  schedule: readonly ProductTypeSeed[],
  settings: GenerateSettings,
  start: number,
  count: number,
  state: { ordinalByType: Map<string, number>; usedSlugs: Set<string> },
): { batch: ParentBatch; facts: ParentFacts[] } {
  const batch: ParentBatch = {
    parentProducts: [],
    categoryLinks: [],
    tagLinks: [],
    parentOptions: [],
    products: [],
    productOptionValues: [],
    productImages: [],
    productPrices: [],
    availability: [],
  };
  const facts: ParentFacts[] = [];
  const totalParents = parentCount(settings.productCount);

  for (let index = start; index < Math.min(start + count, totalParents); index += 1) {
    const type = schedule[index] as ProductTypeSeed;
    const random = new Random(`parent:${index}`);
    const parentId = index + 1;
    const ordinal = state.ordinalByType.get(type.key) ?? 0;
    state.ordinalByType.set(type.key, ordinal + 1);

    // Name: the type's k-th parent takes the k-th word of a per-type shuffle.
    const words = new Random(`names:${type.key}`).shuffle(NAME_WORDS);
    const word = words[ordinal % words.length] as string;
    const round = Math.floor(ordinal / words.length);
    const modifier = round === 0 ? '' : `${NAME_MODIFIERS[(round - 1) % NAME_MODIFIERS.length]} `;
    const series =
      round > NAME_MODIFIERS.length ? ` ${Math.ceil(round / NAME_MODIFIERS.length)}` : '';
    const name = `${word} ${modifier}${type.noun}${series}`;
    // French: the French noun, then the brand word (« Canapé Laurentian »); modifiers stay as brand words.
    const typeFr = PRODUCT_TYPES_FR[type.key];
    const nameFr = typeFr
      ? `${typeFr.noun} ${word}${modifier ? ` ${modifier.trim()}` : ''}${series}`
      : null;
    const theFr =
      typeFr && nameFr
        ? `${typeFr.gender === 'f' ? 'la' : 'le'} ${nameFr.charAt(0).toLowerCase()}${nameFr.slice(1)}`
        : '';
    let slug = slugify(name);
    if (state.usedSlugs.has(slug)) slug = `${slug}-${parentId}`;
    state.usedSlugs.add(slug);

    const makerKey = random.pick(type.makers);
    const maker = MAKERS[makerKey] ?? { name: 'EQ3', town: 'Winnipeg, Manitoba' };
    const visible = !random.chance(0.02);
    const hiddenFromSuggestions = random.chance(0.05);
    const hasImages = !random.chance(0.015);
    const bestseller = random.chance(0.15);
    const finalSale = random.chance(0.08);
    const regional = random.chance(0.12);
    const madeToOrder = !finalSale && random.chance(0.05);
    const onSale = finalSale || random.chance(0.25);
    const discountPercent = finalSale ? random.int(25, 45) : random.int(10, 40);
    const sizeIndex = random.int(0, 1);

    // Variants: colours × second-option values.
    const variantCount = Math.min(
      VARIANTS_PER_PARENT,
      settings.productCount - index * VARIANTS_PER_PARENT,
    );
    const palette = reference.palettes.get(`${type.drawing}:${type.colourOption}`) ?? [];
    let secondValues: OptionValueSeed[] = [];
    let colourCount = variantCount;
    if (type.secondOption) {
      const secondOption = reference.optionByKey.get(type.secondOption);
      const secondPool = secondOption?.seed.values ?? [];
      const twoByTwo =
        variantCount === 4 && (type.secondOption === 'rug-size' || random.chance(0.5));
      secondValues =
        type.secondOption === 'rug-size'
          ? secondPool.slice(0, twoByTwo ? 2 : 1)
          : random.sample(secondPool, twoByTwo ? 2 : 1);
      colourCount = twoByTwo ? 2 : variantCount;
    }
    const colours = random.sample(palette, colourCount);
    const firstColour = colours[0] as OptionValueSeed;

    // Prices (whole dollars ending in 9).
    const baseRetail = pickPrice(random, type.price);
    const assemblyFeeCents =
      type.assembly.kind === 'fee'
        ? random.int(type.assembly.range[0], type.assembly.range[1]) * 100
        : null;

    // Texts.
    const features = random.sample(type.features, 2);
    // int(0, n - 1) draws exactly as pick() does, so the English texts stay the same.
    const openerIndex = random.int(0, OPENERS.length - 1);
    const middleIndex = random.int(0, MIDDLES[type.family].length - 1);
    const overview = [
      (OPENERS[openerIndex] as string)
        .replace('{name}', name)
        .replace('{f1}', features[0] ?? '')
        .replace('{f2}', features[1] ?? features[0] ?? ''),
      MIDDLES[type.family][middleIndex],
      `Made by ${maker.name} in ${maker.town}, and delivered in better-than-new condition by our own crew.`,
    ].join(' ');
    const featuresFr = features.map((feature) => typeFr?.features[type.features.indexOf(feature)]);
    const openerFr = OPENERS_FR[openerIndex];
    const middleFr = MIDDLES_FR[type.family][middleIndex];
    const townFr = MAKER_TOWNS_FR[makerKey];
    const overviewFr =
      typeFr && openerFr && middleFr && townFr && featuresFr.every((text) => text !== undefined)
        ? [
            openerFr
              .replace('{The}', capitalize(theFr))
              .replace('{the}', theFr)
              .replace('{f1}', featuresFr[0] ?? '')
              .replace('{f2}', featuresFr[1] ?? featuresFr[0] ?? ''),
            middleFr,
            closingFr(maker.name, townFr),
          ].join(' ')
        : null;
    const colourMaterial =
      type.colourOption === 'finish'
        ? joinOr(colours.map((colour) => SPECIES[colour.key] ?? colour.name.toLowerCase()))
        : type.colourOption === 'fabric'
          ? colours.some((colour) => colour.key === 'cognac-leather')
            ? 'performance fabric (100% polyester, 50,000 double rubs) or full-grain leather, by colour'
            : 'performance fabric (100% polyester, 50,000 double rubs)'
          : 'hand-dyed in small batches';
    const secondMaterial = joinOr(
      secondValues.map((value) => LEG_MATERIAL[value.key] ?? value.name.toLowerCase()),
    );
    const materials = type.materials
      .replaceAll('{colour}', colourMaterial)
      .replaceAll('{second}', secondMaterial || 'solid hardwood');
    const materialsText = materials.charAt(0).toUpperCase() + materials.slice(1);
    const colourMaterialFr =
      type.colourOption === 'finish'
        ? joinOr(
            colours.map((colour) => SPECIES_FR[colour.key] ?? valueNameFr(colour).toLowerCase()),
            'ou',
          )
        : type.colourOption === 'fabric'
          ? colours.some((colour) => colour.key === 'cognac-leather')
            ? FABRIC_OR_LEATHER_MATERIAL_FR
            : FABRIC_MATERIAL_FR
          : RUG_MATERIAL_FR;
    const secondMaterialFr = joinOr(
      secondValues.map((value) => LEG_MATERIAL_FR[value.key] ?? valueNameFr(value).toLowerCase()),
      'ou',
    );
    const materialsFr = typeFr
      ? capitalize(
          typeFr.materials
            .replaceAll('{Colour}', capitalize(colourMaterialFr))
            .replaceAll('{de colour}', `${elidedDe(colourMaterialFr)}${colourMaterialFr}`)
            .replaceAll('{colour}', colourMaterialFr)
            .replaceAll('{second}', secondMaterialFr || DEFAULT_LEG_MATERIAL_FR),
        )
      : null;

    const leaf = reference.categoryBySlug.get(type.categorySlug);
    if (!leaf) throw new Error(`type ${type.key}: unknown category ${type.categorySlug}`);
    const categoryPath = [...leaf.ancestors, leaf.id];
    const tag = [leaf, ...leaf.ancestors.map((id) => reference.categories[id - 1])]
      .map((category) => (category ? reference.tagByCategorySlug.get(category.slug) : undefined))
      .find((found) => found !== undefined);

    const firstProductId = index * VARIANTS_PER_PARENT + 1;
    const coverKey = pictureKey(type.drawing, firstColour.key);
    batch.parentProducts.push({
      id: parentId,
      slug,
      name,
      manufacturer: maker.name,
      overview,
      additionalInfo: type.additionalInfo,
      materials: materialsText,
      care: CARE[type.family],
      nameFr,
      overviewFr,
      additionalInfoFr: typeFr?.additionalInfo ?? null,
      materialsFr,
      careFr: CARE_FR[type.family] ?? null,
      imageCaptionFr: hasImages && nameFr ? `${nameFr}, coloris ${valueNameFr(firstColour)}` : null,
      searchTermsFr: typeFr?.searchTerms ?? '',
      visible,
      hiddenFromSuggestions,
      imageUrl: hasImages ? imageUrl('thumb', coverKey) : null,
      imageCaption: hasImages ? `${name} in ${firstColour.name}` : null,
      purchaseType: finalSale ? 'OWN_ONLY' : 'SUBSCRIBE_OR_OWN',
      disableMadeToOrder: !madeToOrder,
      assemblyRequired: type.assemblyRequired,
      termLength: 12,
      primaryCategoryId: leaf.id,
      primaryTagId: tag?.id ?? null,
      pos: parentId * 10,
      bestseller,
    });
    for (const categoryId of categoryPath) {
      batch.categoryLinks.push({
        categoryId,
        parentProductId: parentId,
        bestseller,
        pos: parentId * 10,
      });
    }
    if (tag) batch.tagLinks.push({ tagId: tag.id, parentProductId: parentId });
    const colourOption = reference.optionByKey.get(type.colourOption);
    if (colourOption) {
      batch.parentOptions.push({ parentProductId: parentId, optionId: colourOption.id, pos: 1 });
    }
    if (type.secondOption) {
      const secondOption = reference.optionByKey.get(type.secondOption);
      if (secondOption) {
        batch.parentOptions.push({ parentProductId: parentId, optionId: secondOption.id, pos: 2 });
      }
    }

    const regionalCities = regional
      ? new Set(random.sample(reference.cities, random.int(3, 7)).map((city) => city.id))
      : null;

    let variantIndex = 0;
    for (const colour of colours) {
      for (const second of secondValues.length > 0 ? secondValues : [null]) {
        const productId = firstProductId + variantIndex;
        const variantRandom = new Random(`product:${productId}`);
        const preset =
          type.secondOption === 'rug-size' && second ? secondValues.indexOf(second) : sizeIndex;
        const size = type.sizes[preset === 1 ? 1 : 0];
        let retail = baseRetail;
        if (preset === 1) retail = endInNine(retail * (type.family === 'rug' ? 1.8 : 1.1) + 1000);
        if (colour.key === 'cognac-leather') retail = endInNine(retail * 1.2 + 1000);
        const sale = onSale ? endInNine((retail * (100 - discountPercent)) / 100) : null;
        const effective = sale ?? retail;
        const variantName = [name, colour.name, second ? second.name : null]
          .filter((part) => part !== null)
          .join(', ');
        const variantNameFr = nameFr
          ? [nameFr, valueNameFr(colour), second ? valueNameFr(second) : null]
              .filter((part) => part !== null)
              .join(', ')
          : null;
        const picture = pictureKey(type.drawing, colour.key);
        batch.products.push({
          id: productId,
          parentProductId: parentId,
          name: variantName,
          sku: `${type.code}-${String(parentId).padStart(6, '0')}-${variantIndex + 1}`,
          colourName: colour.name,
          colourHex: colour.hex,
          nameFr: variantNameFr,
          colourNameFr: OPTION_VALUES_FR[colour.key]?.name ?? null,
          imageUrl: hasImages ? imageUrl('thumb', picture) : null,
          visible: true,
          pos: variantIndex + 1,
          retailPriceCents: retail,
          salePriceCents: sale,
          condition: 'BETTER_THAN_NEW',
          finalSale,
          assemblyFeeCents,
          disableAssembly: type.assembly.kind === 'not-offered',
          ...dimensionColumns(size),
          dimensionDrawingFrontUrl: imageUrl('thumb', dimensionKey(type.key, preset, 'front')),
          dimensionDrawingSideUrl: imageUrl('thumb', dimensionKey(type.key, preset, 'side')),
          dimensionDrawingVersion: 1,
        });
        const colourValue = reference.valueByKey.get(colour.key);
        if (colourValue) {
          batch.productOptionValues.push({ productId, optionValueId: colourValue.id });
        }
        const secondValue = second ? reference.valueByKey.get(second.key) : undefined;
        if (secondValue) {
          batch.productOptionValues.push({ productId, optionValueId: secondValue.id });
        }
        if (hasImages) {
          batch.productImages.push(
            {
              productId,
              type: 'SHOWCASE',
              url: imageUrl('thumb', picture),
              caption: `${name} in ${colour.name}`,
              captionFr: nameFr ? `${nameFr}, coloris ${valueNameFr(colour)}` : null,
              pos: 1,
            },
            {
              productId,
              type: 'DIMENSIONS',
              url: imageUrl('thumb', dimensionKey(type.key, preset, 'front')),
              caption: `${name} dimensions`,
              captionFr: nameFr ? `${nameFr} : dimensions` : null,
              pos: 2,
            },
          );
        }
        batch.productPrices.push(...priceRows(productId, retail, sale, effective, finalSale));

        for (const city of reference.cities) {
          if (regionalCities && !regionalCities.has(city.id)) continue;
          batch.availability.push(
            availabilityRow(variantRandom, productId, city, madeToOrder, type, settings),
          );
        }
        variantIndex += 1;
      }
    }

    facts.push({
      id: parentId,
      slug,
      name,
      visible,
      hasImages,
      regional,
      finalSale,
      bestseller,
      drawing: type.drawing,
      firstProductId,
      coverKey,
    });
  }
  return { batch, facts };
}

function dimensionColumns(size: SizePreset) {
  return {
    widthCm: size.width,
    depthCm: size.depth,
    heightCm: size.height,
    seatHeightCm: size.seatHeight ?? null,
    seatDepthCm: size.seatDepth ?? null,
    armHeightCm: size.armHeight ?? null,
    armWidthCm: size.armWidth ?? null,
    legHeightCm: size.legHeight ?? null,
    massKg: size.mass,
    pileThicknessCm: size.pileThickness ?? null,
  };
}

type PriceRow = InferInsertModel<typeof productPrices>;

/**
 * Purchase options of a variant (docs/decisions/020-database.md):
 * subscribe 12 months at 5.5% of the price a month; subscribev2 (legacy) 6
 * months at 6.5%; rentv2 3 months at 9%; monthlyv3 financing over 12/24/36
 * months at 0/5.99/9.99% APR; own, ownv2 and ownv3 outright. Final-sale
 * variants instead offer finalsaleownv3, finalsalemonthlyv3 (12/24 months),
 * own and ownv3 (the liquidation quote prices every line as ownv3).
 */
function priceRows(
  productId: number,
  retail: number,
  sale: number | null,
  effective: number,
  finalSale: boolean,
): PriceRow[] {
  const row = (
    purchaseOption: PurchaseOption,
    termLengthMonths: number | null,
    priceCents: number,
    originalPriceCents: number | null = null,
  ): PriceRow => ({ productId, purchaseOption, termLengthMonths, priceCents, originalPriceCents });
  const original = sale === null ? null : retail;
  if (finalSale) {
    return [
      row('finalsaleownv3', null, effective, original),
      row('finalsalemonthlyv3', 12, monthlyPayment(effective, 12, 0)),
      row('finalsalemonthlyv3', 24, monthlyPayment(effective, 24, 5.99)),
      row('own', null, effective, original),
      row('ownv3', null, effective, original),
    ];
  }
  return [
    row(
      'subscribe',
      12,
      monthlyFee(effective, 0.055),
      sale === null ? null : monthlyFee(retail, 0.055),
    ),
    row('subscribev2', 6, monthlyFee(effective, 0.065)),
    row('rentv2', 3, monthlyFee(effective, 0.09)),
    row('monthlyv3', 12, monthlyPayment(effective, 12, 0)),
    row('monthlyv3', 24, monthlyPayment(effective, 24, 5.99)),
    row('monthlyv3', 36, monthlyPayment(effective, 36, 9.99)),
    row('own', null, effective, original),
    row('ownv2', null, effective, original),
    row('ownv3', null, effective, original),
  ];
}

function availabilityRow(
  random: Random,
  productId: number,
  city: CityRow,
  madeToOrder: boolean,
  type: ProductTypeSeed,
  settings: GenerateSettings,
): InferInsertModel<typeof depotAvailability> {
  const visible = !random.chance(0.04);
  const baseDays = city.defaultDeliveryDays;
  if (madeToOrder) {
    return {
      productId,
      cityId: city.id,
      available: 0,
      visible,
      tiedToInventory: false,
      maxQuantity: type.maxQuantity,
      lowDays: 6,
      highDays: 10,
      unit: 'WEEKS',
      stockFrom: null,
    };
  }
  const roll = random.next();
  if (roll < 0.08) {
    const restockIn = random.int(14, 56);
    return {
      productId,
      cityId: city.id,
      available: 0,
      visible,
      tiedToInventory: true,
      maxQuantity: type.maxQuantity,
      lowDays: restockIn + baseDays,
      highDays: restockIn + baseDays + random.int(3, 7),
      unit: 'DAYS',
      stockFrom: addDays(settings.referenceDate, restockIn),
    };
  }
  const lowDays = baseDays + random.int(0, 2);
  return {
    productId,
    cityId: city.id,
    available: roll < 0.22 ? random.int(1, 3) : random.int(4, 30),
    visible,
    tiedToInventory: true,
    maxQuantity: type.maxQuantity,
    lowDays,
    highDays: lowDays + random.int(2, 5),
    unit: 'DAYS',
    stockFrom: null,
  };
}
