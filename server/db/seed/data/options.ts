/**
 * Shared options and their values. Fabric colours are grouped by colour
 * family (the swatch picker's group headings); finishes apply to wood and legs.
 */

export interface OptionValueSeed {
  /** Key used in image file names: `fabric-oatmeal`. */
  key: string;
  name: string;
  hex: string;
  group: string | null;
  description: string;
  learnMore?: { name: string; url: string };
}

export type OptionKey = 'fabric' | 'leg' | 'finish' | 'rug-colour' | 'rug-size';

export interface OptionSeed {
  key: OptionKey;
  name: string;
  upholstery: boolean;
  texture: 'weave' | 'grain' | 'loop' | null;
  values: OptionValueSeed[];
}

const PERFORMANCE = { name: 'About our performance fabrics', url: '/pages/performance-fabrics' };
const BOUCLE = { name: 'Caring for bouclé', url: '/pages/fabric-care#boucle' };
const LEATHER = { name: 'About our leathers', url: '/pages/leather' };
const WOOD = { name: 'About our wood finishes', url: '/pages/wood-finishes' };

export const OPTION_SEEDS: readonly OptionSeed[] = [
  {
    key: 'fabric',
    name: 'Fabric colour',
    upholstery: true,
    texture: 'weave',
    values: [
      {
        key: 'oatmeal',
        name: 'Oatmeal',
        hex: '#d8cbb4',
        group: 'Neutrals',
        description: 'A warm, flecked beige in a tightly woven performance fabric.',
        learnMore: PERFORMANCE,
      },
      {
        key: 'linen',
        name: 'Linen',
        hex: '#e6dccb',
        group: 'Neutrals',
        description: 'A soft off-white with the slubbed texture of washed linen.',
        learnMore: PERFORMANCE,
      },
      {
        key: 'sand',
        name: 'Sand',
        hex: '#cdb89a',
        group: 'Neutrals',
        description: 'A sun-warmed tan that pairs with oak and walnut alike.',
        learnMore: PERFORMANCE,
      },
      {
        key: 'ivory-boucle',
        name: 'Ivory Bouclé',
        hex: '#ece6da',
        group: 'Neutrals',
        description: 'A looped, nubby bouclé in creamy ivory.',
        learnMore: BOUCLE,
      },
      {
        key: 'pebble',
        name: 'Pebble',
        hex: '#a6a29b',
        group: 'Greys',
        description: 'A mid grey with a hint of warmth, easy to live with.',
        learnMore: PERFORMANCE,
      },
      {
        key: 'charcoal',
        name: 'Charcoal',
        hex: '#4a4a4d',
        group: 'Greys',
        description: 'A deep, forgiving grey that hides the everyday.',
        learnMore: PERFORMANCE,
      },
      {
        key: 'fog',
        name: 'Fog',
        hex: '#c3c5c4',
        group: 'Greys',
        description: 'A pale, cool grey, like a morning on the Bay of Fundy.',
        learnMore: PERFORMANCE,
      },
      {
        key: 'lake-louise',
        name: 'Lake Louise',
        hex: '#5b8fa8',
        group: 'Blues',
        description: 'A glacial blue-green velvet with a soft sheen.',
        learnMore: PERFORMANCE,
      },
      {
        key: 'navy',
        name: 'Navy',
        hex: '#2b3a55',
        group: 'Blues',
        description: 'A classic deep navy in a durable twill weave.',
        learnMore: PERFORMANCE,
      },
      {
        key: 'denim',
        name: 'Denim',
        hex: '#4f6d8c',
        group: 'Blues',
        description: 'A washed mid blue with a casual, lived-in texture.',
        learnMore: PERFORMANCE,
      },
      {
        key: 'spruce',
        name: 'Spruce',
        hex: '#3f5e4c',
        group: 'Greens',
        description: 'A deep forest green velvet.',
        learnMore: PERFORMANCE,
      },
      {
        key: 'sage',
        name: 'Sage',
        hex: '#9aa68a',
        group: 'Greens',
        description: 'A muted grey-green that calms a busy room.',
        learnMore: PERFORMANCE,
      },
      {
        key: 'olive',
        name: 'Olive',
        hex: '#7a7a45',
        group: 'Greens',
        description: 'A rich olive in a chunky basketweave.',
        learnMore: PERFORMANCE,
      },
      {
        key: 'rust',
        name: 'Rust',
        hex: '#a5532f',
        group: 'Warm Tones',
        description: 'A burnt orange velvet with autumn in it.',
        learnMore: PERFORMANCE,
      },
      {
        key: 'cognac-leather',
        name: 'Cognac Leather',
        hex: '#8b5a2b',
        group: 'Warm Tones',
        description: 'Full-grain aniline leather that darkens beautifully with age.',
        learnMore: LEATHER,
      },
      {
        key: 'blush',
        name: 'Blush',
        hex: '#d9a7a0',
        group: 'Warm Tones',
        description: 'A dusty, grown-up pink.',
        learnMore: PERFORMANCE,
      },
      {
        key: 'mustard',
        name: 'Mustard',
        hex: '#c9a13b',
        group: 'Warm Tones',
        description: 'A golden yellow that brightens the greyest February day.',
        learnMore: PERFORMANCE,
      },
    ],
  },
  {
    key: 'leg',
    name: 'Leg finish',
    upholstery: false,
    texture: 'grain',
    values: [
      {
        key: 'leg-walnut',
        name: 'Walnut',
        hex: '#5c4033',
        group: null,
        description: 'Solid walnut legs with a hand-rubbed oil finish.',
        learnMore: WOOD,
      },
      {
        key: 'leg-oak',
        name: 'Natural Oak',
        hex: '#c8a165',
        group: null,
        description: 'Solid white oak legs with a clear matte lacquer.',
        learnMore: WOOD,
      },
      {
        key: 'leg-black-metal',
        name: 'Black Metal',
        hex: '#222222',
        group: null,
        description: 'Powder-coated steel legs in matte black.',
      },
      {
        key: 'leg-brass',
        name: 'Brushed Brass',
        hex: '#b5a165',
        group: null,
        description: 'Steel legs plated in warm brushed brass.',
      },
    ],
  },
  {
    key: 'finish',
    name: 'Finish',
    upholstery: false,
    texture: 'grain',
    values: [
      {
        key: 'natural-oak',
        name: 'Natural Oak',
        hex: '#c8a165',
        group: 'Light woods',
        description: 'FSC-certified white oak, clear matte lacquer.',
        learnMore: WOOD,
      },
      {
        key: 'white-oak',
        name: 'White Oak',
        hex: '#d9c3a0',
        group: 'Light woods',
        description: 'White oak with a whitewashed, Scandinavian finish.',
        learnMore: WOOD,
      },
      {
        key: 'maple',
        name: 'Maple',
        hex: '#e0c59a',
        group: 'Light woods',
        description: 'Solid Canadian hard maple, clear finish.',
        learnMore: WOOD,
      },
      {
        key: 'walnut',
        name: 'Walnut',
        hex: '#5c4033',
        group: 'Dark woods',
        description: 'American black walnut with a hand-rubbed oil finish.',
        learnMore: WOOD,
      },
      {
        key: 'smoked-oak',
        name: 'Smoked Oak',
        hex: '#7a5c43',
        group: 'Dark woods',
        description: 'Oak fumed to a deep, even brown.',
        learnMore: WOOD,
      },
      {
        key: 'black-ash',
        name: 'Black Ash',
        hex: '#2e2b28',
        group: 'Dark woods',
        description: 'Ash stained black, with the grain still showing through.',
        learnMore: WOOD,
      },
    ],
  },
  {
    key: 'rug-colour',
    name: 'Rug colour',
    upholstery: false,
    texture: 'loop',
    values: [
      {
        key: 'rug-ivory',
        name: 'Ivory',
        hex: '#ece6da',
        group: 'Neutrals',
        description: 'Undyed natural wool.',
      },
      {
        key: 'rug-slate',
        name: 'Slate',
        hex: '#5a6470',
        group: 'Greys',
        description: 'A blue-grey that grounds a light room.',
      },
      {
        key: 'rug-terracotta',
        name: 'Terracotta',
        hex: '#b5653f',
        group: 'Warm Tones',
        description: 'Earthy orange-red, hand-dyed in small batches.',
      },
      {
        key: 'rug-moss',
        name: 'Moss',
        hex: '#6b7a4b',
        group: 'Greens',
        description: 'A soft green, like a forest floor in June.',
      },
      {
        key: 'rug-indigo',
        name: 'Indigo',
        hex: '#34416b',
        group: 'Blues',
        description: 'Deep indigo with a tonal, abrashed finish.',
      },
      {
        key: 'rug-charcoal',
        name: 'Charcoal',
        hex: '#3c3c3f',
        group: 'Greys',
        description: 'Near-black charcoal, forgiving in a busy entry.',
      },
    ],
  },
  {
    key: 'rug-size',
    name: 'Size',
    upholstery: false,
    texture: null,
    values: [
      {
        key: 'rug-5x8',
        name: '5 × 8 ft',
        hex: '#bfbfbf',
        group: null,
        description: '152 × 244 cm',
      },
      {
        key: 'rug-8x10',
        name: '8 × 10 ft',
        hex: '#bfbfbf',
        group: null,
        description: '244 × 305 cm',
      },
    ],
  },
];
