/**
 * Options and their values in Canadian French (decision 180), by option key and value key.
 */
import type { OptionKey } from './options';

export const OPTIONS_FR: Readonly<Record<OptionKey, string>> = {
  fabric: 'Couleur du tissu',
  leg: 'Fini des pattes',
  finish: 'Fini',
  'rug-colour': 'Couleur du tapis',
  'rug-size': 'Format',
};

export interface OptionValueFrench {
  name: string;
  description: string;
}

export const OPTION_VALUES_FR: Readonly<Record<string, OptionValueFrench>> = {
  oatmeal: {
    name: 'Avoine',
    description: 'Un beige chaud et chiné dans un tissu haute performance à tissage serré.',
  },
  linen: {
    name: 'Lin',
    description: 'Un blanc cassé doux, avec la texture flammée du lin lavé.',
  },
  sand: {
    name: 'Sable',
    description: 'Un beige doré par le soleil qui s’agence autant au chêne qu’au noyer.',
  },
  'ivory-boucle': {
    name: 'Bouclé ivoire',
    description: 'Un bouclé aux boucles bien rondes, d’un ivoire crémeux.',
  },
  pebble: {
    name: 'Galet',
    description: 'Un gris moyen avec une pointe de chaleur, facile à vivre.',
  },
  charcoal: {
    name: 'Charbon',
    description: 'Un gris profond et indulgent qui cache le quotidien.',
  },
  fog: {
    name: 'Brume',
    description: 'Un gris pâle et froid, comme un matin sur la baie de Fundy.',
  },
  'lake-louise': {
    name: 'Lac Louise',
    description: 'Un velours bleu-vert glacier au doux reflet.',
  },
  navy: {
    name: 'Marine',
    description: 'Un bleu marine profond et classique dans un sergé durable.',
  },
  denim: {
    name: 'Denim',
    description: 'Un bleu moyen délavé, à la texture décontractée et vécue.',
  },
  spruce: {
    name: 'Épinette',
    description: 'Un velours vert forêt profond.',
  },
  sage: {
    name: 'Sauge',
    description: 'Un vert-gris adouci qui apaise une pièce chargée.',
  },
  olive: {
    name: 'Olive',
    description: 'Un olive riche dans un gros tissage natté.',
  },
  rust: {
    name: 'Rouille',
    description: 'Un velours orange brûlé qui a l’automne en lui.',
  },
  'cognac-leather': {
    name: 'Cuir cognac',
    description: 'Un cuir aniline pleine fleur qui fonce joliment avec le temps.',
  },
  blush: {
    name: 'Rose poudré',
    description: 'Un rose cendré, tout en maturité.',
  },
  mustard: {
    name: 'Moutarde',
    description: 'Un jaune doré qui égaie la plus grise des journées de février.',
  },
  'leg-walnut': {
    name: 'Noyer',
    description: 'Pattes en noyer massif, fini à l’huile appliqué à la main.',
  },
  'leg-oak': {
    name: 'Chêne naturel',
    description: 'Pattes en chêne blanc massif, laque transparente mate.',
  },
  'leg-black-metal': {
    name: 'Métal noir',
    description: 'Pattes en acier thermolaqué noir mat.',
  },
  'leg-brass': {
    name: 'Laiton brossé',
    description: 'Pattes en acier plaqué d’un chaleureux laiton brossé.',
  },
  'natural-oak': {
    name: 'Chêne naturel',
    description: 'Chêne blanc certifié FSC, laque transparente mate.',
  },
  'white-oak': {
    name: 'Chêne blanc',
    description: 'Chêne blanc au fini blanchi d’inspiration scandinave.',
  },
  maple: {
    name: 'Érable',
    description: 'Érable dur canadien massif, fini transparent.',
  },
  walnut: {
    name: 'Noyer',
    description: 'Noyer noir d’Amérique, fini à l’huile appliqué à la main.',
  },
  'smoked-oak': {
    name: 'Chêne fumé',
    description: 'Chêne fumé jusqu’à un brun profond et uniforme.',
  },
  'black-ash': {
    name: 'Frêne noir',
    description: 'Frêne teint en noir, dont le grain reste visible.',
  },
  'rug-ivory': {
    name: 'Ivoire',
    description: 'Laine naturelle non teinte.',
  },
  'rug-slate': {
    name: 'Ardoise',
    description: 'Un gris-bleu qui ancre une pièce claire.',
  },
  'rug-terracotta': {
    name: 'Terre cuite',
    description: 'Un rouge orangé terreux, teint à la main en petits lots.',
  },
  'rug-moss': {
    name: 'Mousse',
    description: 'Un vert doux, comme un sous-bois en juin.',
  },
  'rug-indigo': {
    name: 'Indigo',
    description: 'Un indigo profond au fini nuancé ton sur ton.',
  },
  'rug-charcoal': {
    name: 'Charbon',
    description: 'Un charbon presque noir, indulgent dans une entrée achalandée.',
  },
  'rug-5x8': {
    name: '5 × 8 pi',
    description: '152 × 244 cm',
  },
  'rug-8x10': {
    name: '8 × 10 pi',
    description: '244 × 305 cm',
  },
};

/** Colour families (the swatch picker's group headings), by their English name. */
export const OPTION_GROUPS_FR: Readonly<Record<string, string>> = {
  Neutrals: 'Neutres',
  Greys: 'Gris',
  Blues: 'Bleus',
  Greens: 'Verts',
  'Warm Tones': 'Tons chauds',
  'Light woods': 'Bois pâles',
  'Dark woods': 'Bois foncés',
};

/** "Learn more" link names, by their English name. */
export const LEARN_MORE_FR: Readonly<Record<string, string>> = {
  'About our performance fabrics': 'À propos de nos tissus haute performance',
  'Caring for bouclé': 'L’entretien du bouclé',
  'About our leathers': 'À propos de nos cuirs',
  'About our wood finishes': 'À propos de nos finis de bois',
};
