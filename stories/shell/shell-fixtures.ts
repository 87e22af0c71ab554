import type { GetCategoriesQuery } from '../../contract/graphql';

type Category = GetCategoriesQuery['getCategories']['categories'][number];
type City = GetCategoriesQuery['getCategories']['cities'][number];

function category(
  id: string,
  name: string,
  slug: string,
  parentid: string | null = null,
): Category {
  return {
    id,
    name,
    slug,
    parentid,
    bestseller: false,
    imageurl: null,
    imagecaption: null,
    description: null,
    bottomdescription: null,
  };
}

function city(
  id: string,
  name: string,
  province: string,
  deliveryfee: number,
  timezone: string,
): City {
  const slug = name.toLowerCase().replace(/[^a-z]+/g, '-');
  return {
    id,
    name,
    slug,
    province,
    isDefault: name === 'Toronto',
    deliveryfee,
    defaultdelivery: 7,
    timezone,
  };
}

/** Categories and cities as the seeded API returns them, for stories and component tests. */
export const categoriesFixture: GetCategoriesQuery = {
  getCategories: {
    categories: [
      category('1', 'Living Room', 'living-room'),
      category('21', 'Dining Room', 'dining-room'),
      category('32', 'Bedroom', 'bedroom'),
      category('39', 'Home Office', 'home-office'),
      category('42', 'Rugs', 'rugs'),
      category('43', 'Area Rugs', 'area-rugs', '42'),
      category('33', 'Beds', 'beds', '32'),
      category('40', 'Desks', 'desks', '39'),
      category('22', 'Dining Tables', 'dining-tables', '21'),
      category('2', 'Sofas', 'sofas', '1'),
      category('36', 'Bedroom Storage', 'bedroom-storage', '32'),
      category('25', 'Dining Chairs', 'dining-chairs', '21'),
      category('41', 'Office Chairs', 'office-chairs', '39'),
      category('6', 'Sectionals', 'sectionals', '1'),
      category('28', 'Counter & Bar Stools', 'counter-bar-stools', '21'),
      category('9', 'Loveseats', 'loveseats', '1'),
      category('10', 'Chairs', 'living-room-chairs', '1'),
      category('29', 'Sideboards & Benches', 'sideboards-benches', '21'),
      category('14', 'Living Room Tables', 'living-room-tables', '1'),
      category('18', 'Storage', 'living-room-storage', '1'),
      category('7', 'Chaise Sectionals', 'chaise-sectionals', '6'),
      category('15', 'Coffee Tables', 'coffee-tables', '14'),
      category('23', 'Extendable Dining Tables', 'extendable-dining-tables', '22'),
      category('11', 'Lounge Chairs', 'lounge-chairs', '10'),
      category('19', 'Media Units', 'media-units', '18'),
      category('37', 'Nightstands', 'nightstands', '36'),
      category('34', 'Platform Beds', 'platform-beds', '33'),
      category('30', 'Sideboards', 'sideboards', '29'),
      category('3', 'Three-Seat Sofas', 'three-seat-sofas', '2'),
      category('26', 'Upholstered Dining Chairs', 'upholstered-dining-chairs', '25'),
      category('44', 'Wool Rugs', 'wool-rugs', '43'),
      category('12', 'Accent Chairs', 'accent-chairs', '10'),
      category('4', 'Apartment Sofas', 'apartment-sofas', '2'),
      category('20', 'Bookcases & Shelving', 'bookcases', '18'),
      category('31', 'Dining Benches', 'dining-benches', '29'),
      category('38', 'Dressers', 'dressers', '36'),
      category('16', 'End Tables', 'end-tables', '14'),
      category('45', 'Flatweave Rugs', 'flatweave-rugs', '43'),
      category('8', 'Modular Sectionals', 'modular-sectionals', '6'),
      category('24', 'Round Dining Tables', 'round-dining-tables', '22'),
      category('35', 'Upholstered Beds', 'upholstered-beds', '33'),
      category('27', 'Wood Dining Chairs', 'wood-dining-chairs', '25'),
      category('17', 'Console Tables', 'console-tables', '14'),
      category('13', 'Ottomans & Poufs', 'ottomans-poufs', '10'),
      category('5', 'Sleeper Sofas', 'sleeper-sofas', '2'),
    ],
    cities: [
      city('1', 'Vancouver', 'BC', 99, 'America/Vancouver'),
      city('2', 'Calgary', 'AB', 99, 'America/Edmonton'),
      city('3', 'Edmonton', 'AB', 99, 'America/Edmonton'),
      city('4', 'Regina', 'SK', 129, 'America/Regina'),
      city('5', 'Winnipeg', 'MB', 99, 'America/Winnipeg'),
      city('6', 'Toronto', 'ON', 99, 'America/Toronto'),
      city('7', 'Ottawa', 'ON', 99, 'America/Toronto'),
      city('8', 'Montreal', 'QC', 99, 'America/Toronto'),
      city('9', 'Quebec City', 'QC', 129, 'America/Toronto'),
      city('10', 'Saint John', 'NB', 149, 'America/Moncton'),
      city('11', 'Fredericton', 'NB', 149, 'America/Moncton'),
      city('12', 'Moncton', 'NB', 149, 'America/Moncton'),
      city('13', "St. John's", 'NL', 179, 'America/St_Johns'),
      city('14', 'Halifax', 'NS', 129, 'America/Halifax'),
      city('15', 'Charlottetown', 'PE', 149, 'America/Halifax'),
    ],
  },
};
