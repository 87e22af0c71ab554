/**
 * The category tree and quick-link tags in Canadian French (decision 180), by slug. Slugs (the
 * addresses) stay the English ones in both languages.
 */

export interface CategoryFrench {
  name: string;
  description: string;
  bottomDescription: string;
}

export const CATEGORIES_FR: Readonly<Record<string, CategoryFrench>> = {
  'living-room': {
    name: 'Salon',
    description:
      'Canapés, sectionnels, fauteuils et tables pour la pièce où tout le monde se retrouve. Chaque pièce arrive en état meilleur que neuf, livrée et installée par notre propre équipe.',
    bottomDescription:
      'Meubler un salon est plus simple quand on peut changer d’idée. Abonnez-vous aux pièces que vous aimez, échangez-les quand votre espace ou vos goûts changent, ou achetez-les comptant pour de bon. La livraison et l’assemblage se font sept jours sur sept, de 9 h à 21 h.',
  },
  sofas: {
    name: 'Canapés',
    description:
      'Des assises profondes, des cadres robustes en bois franc et des tissus qui résistent à la vraie vie. Trouvez un canapé pour un condo au centre-ville ou une salle familiale en banlieue.',
    bottomDescription:
      'Mesurez vos portes, vos cages d’escalier et votre ascenseur avant de choisir : la plupart de nos canapés ont des pattes amovibles et passent par une ouverture de 76 cm (30 po). Pas certain de la couleur ? Commandez d’abord des échantillons de tissu gratuits.',
  },
  'three-seat-sofas': {
    name: 'Canapés trois places',
    description:
      'Des canapés pleine grandeur pour trois, des accoudoirs droits ajustés aux silhouettes décontractées à coussins libres.',
    bottomDescription:
      'Un canapé trois places mesure habituellement de 200 à 230 cm de largeur. Laissez environ 45 cm entre le canapé et la table de salon pour que tout le monde puisse passer.',
  },
  'apartment-sofas': {
    name: 'Canapés pour appartement',
    description:
      'Des canapés compacts à l’échelle des condos et des appartements, aux accoudoirs minces qui tirent parti de chaque centimètre.',
    bottomDescription:
      'Nos canapés pour appartement mesurent moins de 200 cm de largeur et sont conçus pour passer dans les corridors et les ascenseurs étroits.',
  },
  'sleeper-sofas': {
    name: 'Canapés-lits',
    description:
      'Un canapé confortable le jour et un vrai lit pour la visite le soir, avec un matelas qui se déplie en un seul geste.',
    bottomDescription:
      'Nos canapés-lits s’ouvrent sur un matelas grand lit ou double. Prévoyez environ 230 cm devant le canapé quand le lit est ouvert.',
  },
  sectionals: {
    name: 'Sofas sectionnels',
    description:
      'Des sectionnels en L, avec méridienne ou modulaires, avec de la place pour toute la famille, le chien et la soirée cinéma.',
    bottomDescription:
      'La plupart de nos sectionnels sont réversibles : la méridienne peut aller d’un côté ou de l’autre. Les modules se réarrangent ou s’ajoutent au fil des changements de votre maison.',
  },
  'chaise-sectionals': {
    name: 'Sectionnels avec méridienne',
    description:
      'Un canapé avec une méridienne intégrée pour s’allonger, réversible selon votre pièce.',
    bottomDescription:
      'Choisissez un sectionnel avec méridienne pour avoir de l’espace pour s’étendre sans sacrifier tout un coin.',
  },
  'modular-sectionals': {
    name: 'Sectionnels modulaires',
    description:
      'Des modules sans accoudoirs, de coin et méridienne qui s’attachent dans n’importe quelle disposition et se séparent à chaque déménagement.',
    bottomDescription:
      'Les modules se raccordent par des supports dissimulés; notre équipe les installe dans la disposition de votre choix.',
  },
  loveseats: {
    name: 'Causeuses',
    description:
      'Des canapés deux places pour les petites pièces, les coins lecture et le pied du lit.',
    bottomDescription:
      'Agencez une causeuse avec le canapé assorti, ou utilisez-la seule dans un boudoir ou un premier appartement.',
  },
  'living-room-chairs': {
    name: 'Fauteuils',
    description:
      'Fauteuils de détente, fauteuils d’appoint, poufs et repose-pieds pour compléter une pièce.',
    bottomDescription:
      'Un fauteuil est la façon la plus simple d’ajouter une nouvelle couleur. Osez un tissu audacieux ici et gardez le canapé neutre.',
  },
  'lounge-chairs': {
    name: 'Fauteuils de détente',
    description:
      'Des fauteuils profonds et généreux, faits pour les longs après-midis avec un livre et une tasse de thé.',
    bottomDescription:
      'Regardez la profondeur d’assise : à partir de 55 cm, on s’y pelotonne; sous 50 cm, on reste droit.',
  },
  'accent-chairs': {
    name: 'Fauteuils d’appoint',
    description:
      'Des fauteuils plus légers à la silhouette affirmée pour la chambre, l’entrée et les coins du salon.',
    bottomDescription:
      'Les fauteuils d’appoint se déplacent facilement et servent de places supplémentaires quand les amis arrivent.',
  },
  'ottomans-poufs': {
    name: 'Poufs et repose-pieds',
    description: 'Un endroit où poser les pieds, ou une place de plus quand il en faut une.',
    bottomDescription:
      'Un pouf à la même hauteur que l’assise de votre canapé fait un repose-pieds confortable.',
  },
  'living-room-tables': {
    name: 'Tables pour le salon',
    description:
      'Tables de salon, tables d’appoint et consoles en bois massif, en placage, en pierre et en acier.',
    bottomDescription:
      'Une table de salon d’environ les deux tiers de la longueur du canapé paraît équilibrée et laisse de la place pour circuler.',
  },
  'coffee-tables': {
    name: 'Tables de salon',
    description:
      'Le centre de la pièce : pour les jeux de société, le repas pour emporter et tout le reste.',
    bottomDescription:
      'Choisissez une table un peu plus basse que l’assise de votre canapé, habituellement de 40 à 45 cm de hauteur.',
  },
  'end-tables': {
    name: 'Tables d’appoint',
    description: 'Une place pour une lampe, un verre et la télécommande, juste à côté de vous.',
    bottomDescription:
      'Gardez une table d’appoint à quelques centimètres de la hauteur de l’accoudoir de votre canapé.',
  },
  'console-tables': {
    name: 'Consoles',
    description: 'Des tables étroites pour l’entrée, le corridor et l’arrière d’un canapé.',
    bottomDescription:
      'La plupart des consoles ont de 30 à 40 cm de profondeur, assez minces pour un vestibule achalandé.',
  },
  'living-room-storage': {
    name: 'Rangement',
    description: 'Des meubles télé et des bibliothèques qui gardent le désordre hors de vue.',
    bottomDescription:
      'Mesurez votre téléviseur et vos haut-parleurs avant de choisir un meuble télé; laissez de l’espace pour la ventilation derrière les appareils.',
  },
  'media-units': {
    name: 'Meubles télé',
    description: 'Des meubles bas avec passe-fils pour l’écran, les consoles de jeu et le routeur.',
    bottomDescription:
      'Un meuble télé devrait être au moins aussi large que votre téléviseur, idéalement plus large.',
  },
  bookcases: {
    name: 'Bibliothèques et étagères',
    description:
      'Des étagères ouvertes et des bibliothèques pour les livres, les disques et vos collections.',
    bottomDescription:
      'Les hautes bibliothèques sont livrées avec des ancrages muraux; notre équipe les fixe pendant l’assemblage.',
  },
  'dining-room': {
    name: 'Salle à manger',
    description:
      'Tables, chaises, tabourets et buffets pour les soupers de semaine et les festins des Fêtes.',
    bottomDescription:
      'Prévoyez environ 60 cm de bord de table par personne et 90 cm entre la table et le mur pour que les chaises puissent reculer.',
  },
  'dining-tables': {
    name: 'Tables de salle à manger',
    description:
      'Des tables en bois massif, en placage et en céramique, fixes ou à rallonge, de deux à dix places.',
    bottomDescription:
      'Une table à rallonge convient aux petits espaces qui reçoivent de grandes tablées quelques fois par année.',
  },
  'extendable-dining-tables': {
    name: 'Tables à rallonge',
    description:
      'Des tables à rallonge dissimulée : quatre places tous les jours, huit pour les Fêtes.',
    bottomDescription: 'Les rallonges se rangent dans la table : rien à chercher dans le placard.',
  },
  'round-dining-tables': {
    name: 'Tables rondes',
    description:
      'Des tables rondes sur pied central ou à quatre pattes : la conversation est facile, et aucun coin où se cogner.',
    bottomDescription:
      'Une table ronde de 120 cm accueille quatre personnes confortablement, six en se serrant.',
  },
  'dining-chairs': {
    name: 'Chaises de salle à manger',
    description: 'Des chaises en bois, rembourrées et en métal, vendues à l’unité.',
    bottomDescription:
      'Laissez environ 30 cm entre l’assise et le dessous de la table pour avoir de l’espace pour les jambes.',
  },
  'upholstered-dining-chairs': {
    name: 'Chaises rembourrées',
    description:
      'Des assises et des dossiers rembourrés pour les soupers qui s’étirent en longues conversations.',
    bottomDescription:
      'Les tissus haute performance se nettoient d’un coup de linge après le souper spaghetti.',
  },
  'wood-dining-chairs': {
    name: 'Chaises en bois',
    description: 'Des chaises en bois massif, assemblées à l’ancienne et faites pour durer.',
    bottomDescription:
      'Ajoutez un coussin d’assise pour plus de douceur; le cadre lui survivra des décennies.',
  },
  'counter-bar-stools': {
    name: 'Tabourets de comptoir et de bar',
    description: 'Des tabourets pour les îlots de cuisine, les comptoirs et les bars.',
    bottomDescription:
      'Les tabourets de comptoir conviennent aux comptoirs de 90 cm; les tabourets de bar, aux bars de 105 cm. Prévoyez 25 cm entre l’assise et le comptoir.',
  },
  'sideboards-benches': {
    name: 'Buffets et bancs',
    description:
      'Des buffets pour servir et ranger, et des bancs qui font asseoir toute la tablée.',
    bottomDescription:
      'Un buffet d’environ 45 cm de profondeur garde le passage libre dans une salle à manger étroite.',
  },
  sideboards: {
    name: 'Buffets',
    description: 'Des meubles pour la vaisselle, le linge de table et les beaux verres.',
    bottomDescription: 'Portes à fermeture en douceur et tablettes réglables de série.',
  },
  'dining-benches': {
    name: 'Bancs de salle à manger',
    description: 'Des bancs qui glissent sous la table et font une place de plus au souper.',
    bottomDescription:
      'Choisissez un banc 30 cm plus court que votre table pour qu’il se range entre les pattes.',
  },
  bedroom: {
    name: 'Chambre',
    description: 'Lits, tables de chevet et commodes pour une chambre plus calme.',
    bottomDescription:
      'Les matelas ne sont pas inclus : nos lits conviennent aux formats de matelas canadiens standards (double, grand lit et très grand lit).',
  },
  beds: {
    name: 'Lits',
    description:
      'Des lits plateformes et rembourrés à lattes massives : aucun sommier à ressorts nécessaire.',
    bottomDescription:
      'Notre équipe assemble chaque lit dans la pièce où il va et repart avec l’emballage.',
  },
  'platform-beds': {
    name: 'Lits plateformes',
    description: 'Des lits en bois bas aux lignes épurées, avec base à lattes.',
    bottomDescription:
      'Un lit plateforme est plus bas qu’un cadre traditionnel; choisissez un matelas plus épais pour y monter plus facilement.',
  },
  'upholstered-beds': {
    name: 'Lits rembourrés',
    description: 'Des têtes de lit rembourrées en tissus doux, faites pour lire au lit.',
    bottomDescription: 'Choisissez un tissu haute performance si la tête de lit sert beaucoup.',
  },
  'bedroom-storage': {
    name: 'Rangement de chambre',
    description:
      'Des tables de chevet et des commodes aux tiroirs à extension complète qui glissent en douceur.',
    bottomDescription:
      'Les hautes commodes sont livrées avec une quincaillerie antibasculement, installée par notre équipe.',
  },
  nightstands: {
    name: 'Tables de chevet',
    description: 'Un tiroir, une tablette et une place pour le réveille-matin.',
    bottomDescription:
      'Choisissez une table de chevet à quelques centimètres du dessus de votre matelas.',
  },
  dressers: {
    name: 'Commodes',
    description: 'Des commodes à six tiroirs et des commodes hautes en bois massif et en placage.',
    bottomDescription:
      'Les tiroirs glissent sur des coulisses à extension complète et à fermeture en douceur.',
  },
  'home-office': {
    name: 'Bureau à domicile',
    description: 'Des bureaux et des chaises de travail pour le télétravail sans mal de dos.',
    bottomDescription:
      'Un bureau de 73 à 76 cm de hauteur convient à la plupart des gens; réglez votre chaise pour que vos coudes soient à la hauteur du bureau.',
  },
  desks: {
    name: 'Bureaux',
    description: 'Des bureaux d’écriture et des postes de travail avec gestion des câbles.',
    bottomDescription: 'Prévoyez au moins 120 cm de largeur pour un portable et un deuxième écran.',
  },
  'office-chairs': {
    name: 'Chaises de bureau',
    description:
      'Des chaises de travail ergonomiques à hauteur, inclinaison et soutien lombaire réglables.',
    bottomDescription: 'Chaque chaise se règle pour les personnes d’environ 155 à 190 cm.',
  },
  rugs: {
    name: 'Tapis',
    description:
      'Des tapis de laine et tissés à plat qui adoucissent une pièce et atténuent l’écho.',
    bottomDescription:
      'Dans un salon, choisissez un tapis assez grand pour que les pattes avant de chaque siège y reposent.',
  },
  'area-rugs': {
    name: 'Carpettes',
    description:
      'Des carpettes touffetées à la main, nouées à la main et tissées à plat en fibres naturelles.',
    bottomDescription:
      'Utilisez une sous-couche pour garder le tapis en place et protéger vos planchers.',
  },
  'wool-rugs': {
    name: 'Tapis de laine',
    description: 'De la laine de Nouvelle-Zélande moelleuse, naturellement résistante aux taches.',
    bottomDescription:
      'La laine perd des fibres les premières semaines; passez l’aspirateur sans brosse rotative.',
  },
  'flatweave-rugs': {
    name: 'Tapis tissés à plat',
    description:
      'Des tapis à profil bas qui passent sous les portes et les chaises sans accrocher.',
    bottomDescription:
      'Les tapis tissés à plat sont réversibles : retournez-les aux quelques mois pour une usure uniforme.',
  },
};

/** The nine header quick links in French, by tag slug. */
export const QUICK_LINK_TAGS_FR: Readonly<Record<string, string>> = {
  sofas: 'Canapés',
  sectionals: 'Sofas sectionnels',
  'lounge-chairs': 'Fauteuils de détente',
  loveseats: 'Causeuses',
  'coffee-tables': 'Tables de salon',
  'end-tables': 'Tables d’appoint',
  'dining-tables': 'Tables de salle à manger',
  'dining-chairs': 'Chaises de salle à manger',
  beds: 'Lits',
};

/** A category's header image caption: « Canapés de nos fabricants canadiens ». */
export function categoryCaptionFr(name: string): string {
  return `${name} de nos fabricants canadiens`;
}
