/**
 * The product types' texts in Canadian French (decision 180), by type key, and the French of
 * the generator's sentences. Product names keep their brand word (« Canapé Laurentian »); the
 * noun in front of it is French.
 */
import type { Family } from './product-types';

export interface ProductTypeFrench {
  /** The noun in French product names: « Canapé » in « Canapé Laurentian ». */
  noun: string;
  /** The noun's gender, for « le » or « la » in sentences. */
  gender: 'm' | 'f';
  /** Each starts with « un », « une », « des » or a number, so the sentences around it read well. */
  features: readonly string[];
  /**
   * Materials text; {colour} and {second} are replaced by the variant's option values, {Colour}
   * by the same capitalized, and {de colour} by « de » or « d’ » and the value.
   */
  materials: string;
  additionalInfo: string;
  /** Other French words shoppers use for this piece, searched but not shown. */
  searchTerms: string;
}

const SOFA_MATERIALS_FR =
  'Revêtement : {colour}. Cadre en bois franc séché au four avec blocs de coin, ressorts ondulés en acier, coussins en mousse haute résilience enveloppés de fibre de polyester recyclée. Pattes : {second}.';
const CHAIR_MATERIALS_FR =
  'Revêtement : {colour}. Cadre en bois franc massif, suspension d’assise en sangles, mousse haute résilience. Pattes : {second}.';
const WOOD_MATERIALS_FR =
  '{Colour} massif et placage {de colour} sur contreplaqué certifié FSC; fini à base d’eau, à faible teneur en COV.';

const SOFA_TERMS = 'sofa divan canapé';
const CHAIR_TERMS = 'fauteuil';

export const PRODUCT_TYPES_FR: Readonly<Record<string, ProductTypeFrench>> = {
  'three-seat-sofa': {
    noun: 'Canapé',
    gender: 'm',
    features: [
      'des coussins d’assise profonds garnis de plumes',
      'des coussins d’assise et de dossier réversibles qui s’usent uniformément',
      'un accoudoir droit ajusté et une silhouette basse et épurée',
      'une assise à ressorts ensachés qui garde sa forme des années',
      'des pattes amovibles qui facilitent les cages d’escalier étroites',
    ],
    materials: SOFA_MATERIALS_FR,
    additionalInfo:
      'Pattes amovibles pour la livraison; passe par une porte de 76 cm (30 po). Coussins d’assise réversibles. Fabriqué au Canada.',
    searchTerms: `${SOFA_TERMS} trois places`,
  },
  'apartment-sofa': {
    noun: 'Canapé d’appartement',
    gender: 'm',
    features: [
      'des accoudoirs minces qui donnent plus d’assise dans moins d’espace',
      'des pattes hautes qui gardent la pièce aérée',
      'un cadre à la mesure des ascenseurs de condo et des corridors étroits',
      'des coussins fermes et soutenants qui reprennent leur forme',
    ],
    materials: SOFA_MATERIALS_FR,
    additionalInfo:
      'Conçu pour les petits espaces : entre dans la plupart des ascenseurs de condo et passe par une porte de 71 cm (28 po) sans ses pattes. Fabriqué au Canada.',
    searchTerms: `${SOFA_TERMS} condo compact`,
  },
  'sleeper-sofa': {
    noun: 'Canapé-lit',
    gender: 'm',
    features: [
      'un matelas grand lit en mousse mémoire qui se déplie en un seul geste',
      'un sommier qui ne s’affaisse pas, pour que la visite ne sente jamais la barre',
      'des coussins d’assise qui restent sur le canapé quand le lit s’ouvre',
    ],
    materials: SOFA_MATERIALS_FR,
    additionalInfo:
      'S’ouvre sur une surface de couchage de 152 × 190 cm (grand lit); prévoyez 230 cm devant le canapé. Matelas inclus. Fabriqué au Canada.',
    searchTerms: `${SOFA_TERMS} lit d’appoint futon`,
  },
  'chaise-sectional': {
    noun: 'Sofa sectionnel',
    gender: 'm',
    features: [
      'une méridienne réversible qui va d’un côté ou de l’autre',
      'une méridienne généreuse, assez longue pour la sieste',
      'des assises profondes faites pour les soirées cinéma',
    ],
    materials: SOFA_MATERIALS_FR,
    additionalInfo:
      'Livré en deux sections qui se raccordent par des supports dissimulés. La méridienne est réversible. Fabriqué au Canada.',
    searchTerms: 'canapé sectionnel canapé d’angle méridienne',
  },
  'modular-sectional': {
    noun: 'Sectionnel modulaire',
    gender: 'm',
    features: [
      'des modules qui se réarrangent en canapé, en coin ou en U',
      'des assises basses de détente avec des coussins de dossier moelleux',
      'des housses lavables à fermeture éclair sur chaque coussin',
    ],
    materials: SOFA_MATERIALS_FR,
    additionalInfo:
      'Chaque module est livré séparément et attaché sur place. Ajoutez des modules plus tard, au rythme de votre espace. Fabriqué au Canada.',
    searchTerms: 'sofa sectionnel canapé modulaire canapé d’angle',
  },
  loveseat: {
    noun: 'Causeuse',
    gender: 'f',
    features: [
      'deux assises profondes à la mesure des coins lecture et des boudoirs',
      'des accoudoirs arrondis confortables où s’appuyer',
      'un format compact au confort pleine grandeur',
    ],
    materials: SOFA_MATERIALS_FR,
    additionalInfo:
      'Pattes amovibles pour la livraison. S’agence au canapé assorti. Fabriquée au Canada.',
    searchTerms: 'canapé deux places sofa',
  },
  'lounge-chair': {
    noun: 'Fauteuil de détente',
    gender: 'm',
    features: [
      'un dossier enveloppant qui vous tient comme une accolade',
      'une assise profonde, légèrement inclinée, faite pour la lecture',
      'des pattes évasées en bois massif à l’allure années 50',
    ],
    materials: CHAIR_MATERIALS_FR,
    additionalInfo: 'Livré entièrement assemblé. S’agence au pouf assorti. Fabriqué au Canada.',
    searchTerms: `${CHAIR_TERMS} lounge`,
  },
  'accent-chair': {
    noun: 'Fauteuil d’appoint',
    gender: 'm',
    features: [
      'un haut dossier à surpiqûres en canaux',
      'un cadre léger qui passe facilement d’une pièce à l’autre',
      'une assise sculptée au rebord arrondi en cascade',
    ],
    materials: CHAIR_MATERIALS_FR,
    additionalInfo: 'Livré entièrement assemblé. Fabriqué au Canada.',
    searchTerms: CHAIR_TERMS,
  },
  ottoman: {
    noun: 'Pouf',
    gender: 'm',
    features: [
      'un dessus ferme qui sert de repose-pieds ou de siège',
      'une surface où poser un plateau',
      'un profil bas qui se glisse sous une console',
    ],
    materials:
      'Revêtement : {colour}. Cadre en bois franc, dessus en mousse haute densité, patins en plastique qui protègent les planchers.',
    additionalInfo: 'Livré prêt à utiliser; rien à assembler. Fabriqué au Canada.',
    searchTerms: 'ottomane repose-pieds tabouret',
  },
  'coffee-table': {
    noun: 'Table de salon',
    gender: 'f',
    features: [
      'une tablette inférieure pour les livres et les jeux de société',
      'des rebords adoucis, cléments pour les tibias',
      'des assemblages à tenon et mortaise',
    ],
    materials: WOOD_MATERIALS_FR,
    additionalInfo:
      'Livrée entièrement assemblée. Fabriquée au Canada en bois issu de forêts gérées durablement.',
    searchTerms: 'table basse table à café',
  },
  'end-table': {
    noun: 'Table d’appoint',
    gender: 'f',
    features: [
      'une tablette inférieure bien pratique',
      'un dessus compact pour une lampe et une tasse',
      'un rebord relevé qui empêche les objets de glisser',
    ],
    materials: WOOD_MATERIALS_FR,
    additionalInfo: 'Livrée entièrement assemblée. Fabriquée au Canada.',
    searchTerms: 'table de bout guéridon',
  },
  'console-table': {
    noun: 'Console',
    gender: 'f',
    features: [
      'une faible profondeur pour les vestibules achalandés',
      'un tiroir pour les clés et le courrier',
      'une tablette inférieure pour des paniers',
    ],
    materials: WOOD_MATERIALS_FR,
    additionalInfo: 'Ensemble d’ancrage mural inclus. Fabriquée au Canada.',
    searchTerms: 'table console table d’entrée',
  },
  'media-unit': {
    noun: 'Meuble télé',
    gender: 'm',
    features: [
      'des passe-fils et un panneau arrière amovible',
      'des portes à fermeture en douceur qui s’ouvrent d’une pression',
      'des tablettes réglables pour les consoles de jeu et les haut-parleurs',
    ],
    materials: WOOD_MATERIALS_FR,
    additionalInfo:
      'Accueille des téléviseurs jusqu’à 85 po. Pattes posées à la livraison. Fabriqué au Canada.',
    searchTerms: 'meuble audio-vidéo meuble de télévision',
  },
  bookcase: {
    noun: 'Bibliothèque',
    gender: 'f',
    features: [
      'cinq tablettes réglables',
      'des tablettes qui portent 25 kg chacune',
      'un dos ouvert qui va contre un mur ou sert de séparateur',
    ],
    materials: WOOD_MATERIALS_FR,
    additionalInfo:
      'Quincaillerie antibasculement incluse, installée par notre équipe. Fabriquée au Canada.',
    searchTerms: 'étagère',
  },
  'extendable-dining-table': {
    noun: 'Table à rallonge',
    gender: 'f',
    features: [
      'une rallonge papillon qui se range dans la table',
      'six places tous les jours et huit pour les Fêtes',
      'un fini résistant à la chaleur et à l’usure',
    ],
    materials: WOOD_MATERIALS_FR,
    additionalInfo: 'S’allonge de 61 cm (24 po) grâce à la rallonge intégrée. Fabriquée au Canada.',
    searchTerms: 'table de salle à manger table extensible',
  },
  'round-dining-table': {
    noun: 'Table ronde',
    gender: 'f',
    features: [
      'un pied central qui laisse de la place pour les genoux de tout le monde',
      'quatre places, ou six en se serrant',
      'une colonne tournée en bois massif',
    ],
    materials: WOOD_MATERIALS_FR,
    additionalInfo: 'Le pied se boulonne au plateau à la livraison. Fabriquée au Canada.',
    searchTerms: 'table de salle à manger',
  },
  'upholstered-dining-chair': {
    noun: 'Chaise de salle à manger',
    gender: 'f',
    features: [
      'une assise et un dossier rembourrés pour les longs soupers',
      'un tissu haute performance résistant aux taches',
      'un dossier doucement galbé',
    ],
    materials: CHAIR_MATERIALS_FR,
    additionalInfo: 'Vendue à l’unité. Livrée entièrement assemblée. Fabriquée au Canada.',
    searchTerms: 'chaise rembourrée',
  },
  'wood-dining-chair': {
    noun: 'Chaise en bois',
    gender: 'f',
    features: [
      'une assise sculptée en bois massif',
      'des barreaux de dossier cintrés à la vapeur',
      'des assemblages qui ne prennent pas de jeu avec le temps',
    ],
    materials: WOOD_MATERIALS_FR,
    additionalInfo: 'Vendue à l’unité. Livrée entièrement assemblée. Fabriquée au Québec.',
    searchTerms: 'chaise de salle à manger',
  },
  stool: {
    noun: 'Tabouret de comptoir',
    gender: 'm',
    features: [
      'un repose-pieds à la bonne hauteur',
      'une assise rembourrée, non pivotante',
      'des pattes évasées pour la stabilité',
    ],
    materials: CHAIR_MATERIALS_FR,
    additionalInfo:
      'Vendu à l’unité. La hauteur comptoir convient aux comptoirs de 90 cm. Fabriqué au Canada.',
    searchTerms: 'tabouret de bar tabouret d’îlot',
  },
  sideboard: {
    noun: 'Buffet',
    gender: 'm',
    features: [
      'quatre portes à fermeture en douceur et des tablettes réglables',
      'un tiroir doublé de feutre pour les ustensiles',
      'des rebords finis à la main',
    ],
    materials: WOOD_MATERIALS_FR,
    additionalInfo: 'Livré entièrement assemblé. Fabriqué au Canada.',
    searchTerms: 'bahut vaisselier',
  },
  bench: {
    noun: 'Banc de salle à manger',
    gender: 'm',
    features: [
      'deux ou trois places assises',
      'une traverse qui sert aussi de repose-pieds',
      'un dessus mince qui se glisse sous la table',
    ],
    materials: WOOD_MATERIALS_FR,
    additionalInfo: 'Livré entièrement assemblé. Fabriqué au Canada.',
    searchTerms: 'banc',
  },
  'platform-bed': {
    noun: 'Lit plateforme',
    gender: 'm',
    features: [
      'une base à lattes massives : aucun sommier à ressorts nécessaire',
      'un profil bas à l’effet flottant',
      'une tête de lit à une hauteur confortable pour lire',
    ],
    materials: WOOD_MATERIALS_FR,
    additionalInfo:
      'Grand lit (matelas de 152 × 203 cm) ou très grand lit (193 × 203 cm) selon le format; matelas non inclus. Fabriqué au Canada.',
    searchTerms: 'lit queen lit king cadre de lit',
  },
  'upholstered-bed': {
    noun: 'Lit rembourré',
    gender: 'm',
    features: [
      'une haute tête de lit capitonnée en canaux',
      'un cadre rembourré, doux pour les tibias',
      'une base à lattes massives : aucun sommier à ressorts nécessaire',
    ],
    materials:
      'Revêtement : {colour}. Cadre en bois franc séché au four et en contreplaqué, tête de lit en mousse haute densité, lattes en bois massif. Pattes : {second}.',
    additionalInfo:
      'Grand lit ou très grand lit selon le format; matelas non inclus. Fabriqué au Canada.',
    searchTerms: 'lit queen lit king tête de lit',
  },
  nightstand: {
    noun: 'Table de chevet',
    gender: 'f',
    features: [
      'un tiroir à fermeture en douceur et une tablette ouverte',
      'un passe-fil pour recharger votre téléphone',
      'des pattes fuselées en bois massif',
    ],
    materials: WOOD_MATERIALS_FR,
    additionalInfo: 'Livrée entièrement assemblée. Fabriquée au Canada.',
    searchTerms: 'table de nuit',
  },
  dresser: {
    noun: 'Commode',
    gender: 'f',
    features: [
      'six tiroirs à extension complète et à fermeture en douceur',
      'des tiroirs assemblés en queue d’aronde',
      'un dessus assez large pour un miroir et une lampe',
    ],
    materials: WOOD_MATERIALS_FR,
    additionalInfo:
      'Quincaillerie antibasculement incluse, installée par notre équipe. Fabriquée au Canada.',
    searchTerms: 'bureau de chambre chiffonnier',
  },
  desk: {
    noun: 'Bureau',
    gender: 'm',
    features: [
      'un tiroir et un plateau range-câbles dissimulé',
      'un plateau assez profond pour un portable et un écran',
      'un passe-câble pour un bureau bien rangé',
    ],
    materials: WOOD_MATERIALS_FR,
    additionalInfo: 'Pattes posées à la livraison. Fabriqué au Canada.',
    searchTerms: 'table de travail poste de travail',
  },
  'office-chair': {
    noun: 'Chaise de bureau',
    gender: 'f',
    features: [
      'une hauteur, une tension d’inclinaison et un soutien lombaire réglables',
      'un dossier en tricot respirant',
      'des roulettes sans danger pour les planchers de bois franc',
    ],
    materials:
      'Revêtement : {colour}. Cadre en acier, assise en mousse moulée, base en nylon à roulettes souples, vérin à gaz de classe 4.',
    additionalInfo: 'Convient aux personnes d’environ 155 à 190 cm. Fabriquée au Canada.',
    searchTerms: 'fauteuil de bureau chaise ergonomique',
  },
  'wool-rug': {
    noun: 'Tapis de laine',
    gender: 'm',
    features: [
      'un velours dense de laine de Nouvelle-Zélande touffeté à la main',
      'un motif géométrique subtil, ton sur ton',
      'un endos en coton qui reste bien à plat',
    ],
    materials: 'Velours : 100 % laine de Nouvelle-Zélande, {colour}. Endos : toile de coton.',
    additionalInfo:
      'À utiliser avec une sous-couche. Prévoyez une perte de fibres les premières semaines.',
    searchTerms: 'carpette',
  },
  'flatweave-rug': {
    noun: 'Tapis tissé à plat',
    gender: 'm',
    features: [
      'une construction réversible tissée à la main',
      'un profil bas qui passe sous les portes',
      'des fils de laine et de coton qui s’adoucissent à l’usage',
    ],
    materials: 'Tissage à plat de laine et de coton, {colour}.',
    additionalInfo: 'Réversible : retournez-le aux quelques mois pour une usure uniforme.',
    searchTerms: 'carpette kilim',
  },
};

/** Care instructions by family. */
export const CARE_FR: Readonly<Record<Family, string>> = {
  seating:
    'Passez l’aspirateur chaque semaine avec l’embout à meubles et regonflez les coussins. Épongez les dégâts sans attendre avec un linge propre et sec, sans frotter. Détachez avec un savon doux et de l’eau (code de nettoyage W/S). Gardez à l’abri du soleil direct pour éviter la décoloration.',
  chair:
    'Essuyez le cadre avec un linge doux et sec. Épongez sans attendre les dégâts sur le tissu et détachez avec un savon doux et de l’eau. Vérifiez et resserrez la quincaillerie une fois par année.',
  table:
    'Époussetez avec un linge doux et sec. Utilisez des sous-verres et des sous-plats; essuyez les dégâts sans attendre. Nettoyez avec un linge humide et séchez aussitôt. Évitez les produits d’entretien à base de silicone.',
  storage:
    'Époussetez avec un linge doux et sec et essuyez au besoin avec un linge à peine humide. Gardez les objets lourds sur les tablettes et dans les tiroirs du bas. Tenez loin des calorifères et des bouches de chauffage.',
  bed: 'Époussetez le cadre avec un linge doux. Passez l’aspirateur sur les têtes de lit rembourrées avec la brosse. Vérifiez et resserrez les boulons après le premier mois.',
  rug: 'Passez l’aspirateur chaque semaine sans brosse rotative. Épongez les dégâts de l’extérieur vers l’intérieur avec un linge blanc. Tournez le tapis aux six mois pour une usure uniforme. Nettoyage professionnel recommandé.',
  office:
    'Essuyez avec un linge humide. Passez régulièrement l’aspirateur sur le tissu de l’assise. Ne vous balancez pas sur les roulettes avant; vérifiez le vérin à gaz et les roulettes une fois par année.',
};

/** The opening sentence: {the} is « le canapé Laurentian », {The} the same capitalized. */
export const OPENERS_FR: readonly string[] = [
  '{The} réunit {f1} et {f2}.',
  'Voici {the} : {f1}, avec {f2}.',
  'Avec {f1} et {f2}, {the} se prête à la vie de tous les jours.',
  '{The} allie {f1} à {f2}.',
];

/** The second sentence, by family (the same count and order as the English ones). */
export const MIDDLES_FR: Readonly<Record<Family, readonly string[]>> = {
  seating: [
    'Son cadre en bois franc séché au four survivra à bien des déménagements.',
    'Ses coussins sont garnis pour un confort qui dure, pas seulement en salle d’exposition.',
    'Assoyez-vous, allongez les jambes et restez un moment.',
  ],
  chair: [
    'Facile à déplacer, et assez solide pour qu’on s’y appuie.',
    'Confortable pour un long souper, facile à ranger ensuite.',
  ],
  table: [
    'Ses assemblages massifs en feront un meuble qu’on transmet, pas qu’on jette.',
    'Son fini résiste aux tasses, aux devoirs et aux dégâts occasionnels.',
  ],
  storage: [
    'Tout s’ouvre facilement et se referme en douceur.',
    'Chaque chose a sa place, et tout reste hors de vue.',
  ],
  bed: [
    'Les lattes sont en bois massif, pas en panneau de particules : le matelas reste bien soutenu.',
    'Silencieux et robuste, il est facile de faire le lit autour.',
  ],
  rug: [
    'Il adoucit les pas et réchauffe les pieds pendant un long hiver canadien.',
    'Il ancre un coin salon et calme une pièce qui résonne.',
  ],
  office: [
    'Quelques secondes de réglage, et vous voilà de retour au travail.',
    'Un soutien qui tient bon pendant les plus longues vidéoconférences.',
  ],
};

/** The closing sentence: the maker and where, in French. */
export function closingFr(maker: string, town: string): string {
  return `Une fabrication ${maker} de ${town}, livrée en état meilleur que neuf par notre propre équipe.`;
}

/** Makers' towns, by maker key. */
export const MAKER_TOWNS_FR: Readonly<Record<string, string>> = {
  eq3: 'Winnipeg (Manitoba)',
  gus: 'Toronto (Ontario)',
  mobital: 'Montréal (Québec)',
  palliser: 'Winnipeg (Manitoba)',
  shermag: 'Sherbrooke (Québec)',
  canadel: 'Louiseville (Québec)',
  amisco: 'L’Islet (Québec)',
  laurentide: 'Saint-Jérôme (Québec)',
  maritime: 'Lunenburg (Nouvelle-Écosse)',
  kootenay: 'Nelson (Colombie-Britannique)',
  harbour: 'Halifax (Nouvelle-Écosse)',
  prairie: 'Saskatoon (Saskatchewan)',
};

/** Wood species of a finish, by finish key. */
export const SPECIES_FR: Readonly<Record<string, string>> = {
  'natural-oak': 'chêne',
  'white-oak': 'chêne',
  'smoked-oak': 'chêne',
  walnut: 'noyer',
  'black-ash': 'frêne',
  maple: 'érable',
};

/** What legs are made of, by leg value key. */
export const LEG_MATERIAL_FR: Readonly<Record<string, string>> = {
  'leg-walnut': 'noyer massif',
  'leg-oak': 'chêne blanc massif',
  'leg-black-metal': 'acier thermolaqué',
  'leg-brass': 'acier plaqué laiton',
};

export const FABRIC_MATERIAL_FR =
  'tissu haute performance (100 % polyester, 50 000 cycles double frottement)';
export const FABRIC_OR_LEATHER_MATERIAL_FR = `${FABRIC_MATERIAL_FR} ou cuir pleine fleur, selon la couleur`;
export const RUG_MATERIAL_FR = 'teint à la main en petits lots';
export const DEFAULT_LEG_MATERIAL_FR = 'bois franc massif';

/** Social gallery captions, in the English ones' order. */
export const SOCIAL_CAPTIONS_FR: readonly string[] = [
  'Dimanche matin dans Leslieville.',
  'Un coin lecture à Kitsilano, avec de la place pour le chien.',
  'Premier appartement, Plateau-Mont-Royal.',
  'Soirée cinéma dans un bungalow de Calgary.',
  'La chambre d’amis prête pour la belle-famille, à Halifax.',
  'La vie en condo, 31 étages au-dessus du port de Toronto.',
  'Un boudoir ensoleillé dans le Vieux-Strathcona, à Edmonton.',
  'La salle familiale à Charlottetown, après les Fêtes.',
];
