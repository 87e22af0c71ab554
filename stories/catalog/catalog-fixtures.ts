/** Fake catalogue answers for stories, shaped exactly like the generated query types. */
import type { Category, City } from '../../src/api/catalog-queries';
import type { GetCategoriesQuery } from '../../contract/graphql';
import type {
  FeaturedProduct,
  ProductDetails,
  ProductListResult,
  ProductSummary,
  ProductSuggestion,
  SocialImage,
} from '../../src/api/product-queries';
import type { Swatch } from '../../src/api/swatch-queries';

/** Sample renditions shipped with the stories (`sofa-{375,750,1080,2232}.webp`, `linen-{64,128}`). */
export const SOFA = '/stories/ui/assets/sofa';
export const LINEN = '/stories/ui/assets/linen';
/** The same file by another address, for a second picture that is not deduplicated. */
export const SOFA_AGAIN = '/stories/ui/assets/./sofa';

const category = (
  id: string,
  name: string,
  slug: string,
  parentid: string | null,
  description: string | null = null,
): Category => ({
  id,
  name,
  slug,
  parentid,
  bestseller: false,
  imageurl: SOFA,
  imagecaption: null,
  description,
  bottomdescription: null,
});

export const categories: Category[] = [
  category(
    '1',
    'Living Room',
    'living-room',
    null,
    'Sofas, sectionals, chairs and tables for the room where everyone gathers.',
  ),
  category('21', 'Dining Room', 'dining-room', null),
  category('32', 'Bedroom', 'bedroom', null),
  {
    ...category(
      '2',
      'Sofas',
      'sofas',
      '1',
      'Deep seats, sturdy hardwood frames and fabrics that stand up to real life.',
    ),
    bottomdescription: 'Measure your doorways before you choose.',
  },
  category('3', 'Three-Seat Sofas', 'three-seat-sofas', '2'),
  category('4', 'Apartment Sofas', 'apartment-sofas', '2'),
];

export const cities: City[] = [
  {
    id: '1',
    name: 'Toronto',
    slug: 'toronto',
    province: 'ON',
    isDefault: true,
    deliveryfee: 99,
    defaultdelivery: 3,
    timezone: 'America/Toronto',
  },
];

export const categoriesData: GetCategoriesQuery = { getCategories: { categories, cities } };

export function summary(index: number, overrides: Partial<ProductSummary> = {}): ProductSummary {
  const names = [
    'Bedford Apartment Sofa',
    'Laurentian Sofa',
    'Okanagan Sleeper Sofa',
    'Juniper Sofa',
  ];
  const makers = ['EQ3', 'Mobital', 'Palliser', 'Gus* Modern'];
  const name = `${names[index % names.length]}${index >= names.length ? ` ${index + 1}` : ''}`;
  return {
    id: String(100 + index),
    parentProductId: String(index + 1),
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    name,
    manufacturer: makers[index % makers.length] ?? null,
    imageurl: SOFA,
    imagecaption: `${name} in Oatmeal`,
    color: 'Oatmeal',
    retailprice: 1819,
    saleretailprice: 1089,
    finalsale: false,
    fromprice: { price: 35.14, purchaseoption: 'monthlyv3', termlength: 36 },
    pricing: { price: 1089, originalprice: 1819, purchaseoption: 'ownv3' },
    ...overrides,
  };
}

export function listResult(total: number, offset = 0): ProductListResult {
  const count = Math.max(0, Math.min(18, total - offset));
  return {
    total,
    totalestimated: false,
    limit: 18,
    offset,
    products: Array.from({ length: count }, (_, index) =>
      summary(
        offset + index,
        index % 5 === 1
          ? {
              finalsale: true,
              fromprice: { price: 104.55, purchaseoption: 'finalsalemonthlyv3', termlength: 24 },
            }
          : {},
      ),
    ),
  };
}

export const colours = [
  { name: 'Oatmeal', hex: '#d8cbb4', count: 6 },
  { name: 'Spruce', hex: '#3f5e4c', count: 7 },
  { name: 'Mustard', hex: '#c9a13b', count: 12 },
];

export const featured: FeaturedProduct[] = [0, 1, 2, 3, 4, 5].map((index) => ({
  pos: index + 1,
  imageurl: SOFA,
  product: summary(index),
}));

export const socialImages: SocialImage[] = [1, 2, 3, 4].map((pos) => ({
  pos,
  imageurl: SOFA,
  caption:
    [
      'Sunday morning in Leslieville.',
      'A reading corner in Kitsilano.',
      'First apartment, Plateau Mont-Royal.',
      'Movie night in Calgary.',
    ][pos - 1] ?? null,
}));

export const suggestions: ProductSuggestion[] = [0, 1, 2, 3, 4, 5].map((index) => ({
  id: String(20 + index),
  slug: `suggested-sofa-${index + 1}`,
  name: `Suggested Sofa ${index + 1}`,
  imageurl: SOFA,
  lowestprice: 999 + index * 100,
  manufacturer: 'EQ3',
}));

type Availability = ProductDetails['product']['availability'];

export const IN_STOCK: Availability = {
  low: 3,
  high: 7,
  unit: 'DAYS',
  available: 17,
  stockfrom: null,
};
export const LOW_STOCK: Availability = {
  low: 4,
  high: 6,
  unit: 'DAYS',
  available: 2,
  stockfrom: null,
};
export const OUT_OF_STOCK: Availability = {
  low: null,
  high: null,
  unit: null,
  available: 0,
  stockfrom: null,
};

const fabric = (id: string, name: string, group: string, hex: string, available = true) => ({
  id,
  name,
  description: `${name}, a tightly woven performance fabric.`,
  imageurl: LINEN,
  groupname: group,
  largeimageurl: SOFA,
  learnmorename: 'About our performance fabrics',
  learnmoreurl: '/pages/performance-fabrics',
  colorhex: hex,
  available,
});

export function productDetails(
  options: {
    availability?: Availability;
    finalSale?: boolean;
    availableInCity?: boolean;
  } = {},
): ProductDetails {
  const finalSale = options.finalSale ?? false;
  const prices: ProductDetails['product']['prices'] = finalSale
    ? [
        {
          purchaseoption: 'finalsaleownv3',
          termlength: null,
          price: 2359,
          originalprice: 3199,
          monthly: false,
        },
        {
          purchaseoption: 'finalsalemonthlyv3',
          termlength: 12,
          price: 196.59,
          originalprice: null,
          monthly: true,
        },
        {
          purchaseoption: 'finalsalemonthlyv3',
          termlength: 24,
          price: 104.55,
          originalprice: null,
          monthly: true,
        },
        {
          purchaseoption: 'ownv3',
          termlength: null,
          price: 2359,
          originalprice: 3199,
          monthly: false,
        },
      ]
    : [
        {
          purchaseoption: 'monthlyv3',
          termlength: 12,
          price: 90.75,
          originalprice: null,
          monthly: true,
        },
        {
          purchaseoption: 'monthlyv3',
          termlength: 36,
          price: 35.14,
          originalprice: null,
          monthly: true,
        },
        {
          purchaseoption: 'subscribe',
          termlength: 12,
          price: 60,
          originalprice: 101,
          monthly: true,
        },
        { purchaseoption: 'rentv2', termlength: 3, price: 99, originalprice: null, monthly: true },
        {
          purchaseoption: 'ownv3',
          termlength: null,
          price: 1089,
          originalprice: 1819,
          monthly: false,
        },
      ];
  return {
    availableInCity: options.availableInCity ?? true,
    parent: {
      id: '3',
      slug: 'bedford-apartment-sofa',
      name: 'Bedford Apartment Sofa',
      manufacturer: 'EQ3',
      overview:
        'With a raised leg that keeps the room feeling open, the Bedford is made for everyday living.',
      additionalinfo: 'Fits most condo elevators. Made in Canada.',
      materials: 'Performance fabric over a kiln-dried hardwood frame.',
      care: 'Vacuum weekly and blot spills at once.',
      imageurl: SOFA,
      imagecaption: null,
      lowestprice: 1089,
      assemblyrequired: false,
      termlength: 12,
      categories: [
        { id: '1', name: 'Living Room', slug: 'living-room', parentid: null },
        { id: '2', name: 'Sofas', slug: 'sofas', parentid: '1' },
      ],
      options: [
        {
          id: '1',
          name: 'Fabric colour',
          upholstery: true,
          selectedvalue: '1',
          values: [
            fabric('1', 'Oatmeal', 'Neutrals', '#d8cbb4'),
            fabric('11', 'Spruce', 'Greens', '#3f5e4c'),
            fabric('13', 'Olive', 'Greens', '#7a7a45', false),
          ],
        },
        {
          id: '2',
          name: 'Leg finish',
          upholstery: false,
          selectedvalue: '19',
          values: [
            {
              ...fabric('19', 'Natural Oak', '', '#c8a165'),
              groupname: null,
              learnmoreurl: null,
              learnmorename: null,
            },
            {
              ...fabric('20', 'Walnut', '', '#5b3a29'),
              groupname: null,
              learnmoreurl: null,
              learnmorename: null,
            },
          ],
        },
      ],
    },
    product: {
      id: '9',
      name: 'Bedford Apartment Sofa, Oatmeal, Natural Oak',
      valueids: ['1', '19'],
      imageurl: SOFA,
      color: 'Oatmeal',
      retailprice: 1819,
      saleretailprice: 1089,
      pricing: {
        price: finalSale ? 2359 : 1089,
        originalprice: finalSale ? 3199 : 1819,
        purchaseoption: 'ownv3',
      },
      prices,
      fromprice: finalSale
        ? { price: 104.55, purchaseoption: 'finalsalemonthlyv3', termlength: 24 }
        : { price: 35.14, purchaseoption: 'monthlyv3', termlength: 36 },
      dimensions: {
        unit: 'cm',
        depth: 89,
        width: 196,
        height: 83,
        seatheight: 46,
        seatdepth: 55,
        armheight: 60,
        armwidth: 15,
        legheight: 15,
        mass: 55,
        pilethickness: null,
      },
      finalsale: finalSale,
      assemblyfee: 0,
      disableassembly: false,
      images: [
        { type: 'SHOWCASE', imageurl: SOFA, caption: 'Bedford Apartment Sofa in Oatmeal' },
        { type: 'DIMENSIONS', imageurl: SOFA_AGAIN, caption: 'Bedford Apartment Sofa dimensions' },
      ],
      dimensiondrawing: null,
      availability: options.availability ?? IN_STOCK,
    },
    variants: [
      { id: '9', valueids: ['1', '19'], available: true },
      { id: '11', valueids: ['11', '19'], available: true },
      { id: '12', valueids: ['13', '20'], available: false },
    ],
  };
}

const swatch = (id: string, name: string, group: string, hex: string): Swatch => ({
  id,
  name,
  description: null,
  imageurl: LINEN,
  largeimageurl: SOFA,
  groupname: group,
  colorhex: hex,
  optionname: 'Fabric colour',
});

export const swatchCatalogue = {
  getSwatches: {
    maxPerOrder: 10,
    swatches: [
      swatch('1', 'Oatmeal', 'Neutrals', '#d8cbb4'),
      swatch('2', 'Linen', 'Neutrals', '#e4dccb'),
      swatch('5', 'Pebble', 'Greys', '#a6a29b'),
      swatch('8', 'Lake Louise', 'Blues', '#5b8fa8'),
      swatch('11', 'Spruce', 'Greens', '#3f5e4c'),
    ],
  },
};
