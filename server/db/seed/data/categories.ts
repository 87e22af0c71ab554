import type { Drawing } from '../drawings';

export interface CategorySeed {
  slug: string;
  name: string;
  description: string;
  bottomDescription: string;
  /** Silhouette used to draw the category's header image. */
  drawing: Drawing;
  children?: CategorySeed[];
}

/**
 * The category tree: room > furniture type > style. Every header quick-link
 * tag (see QUICK_LINK_TAGS) names one of these categories.
 */
export const CATEGORY_TREE: readonly CategorySeed[] = [
  {
    slug: 'living-room',
    name: 'Living Room',
    drawing: 'sofa',
    description:
      'Sofas, sectionals, chairs and tables for the room where everyone gathers. Every piece arrives in better-than-new condition, delivered and set up by our own crew.',
    bottomDescription:
      'Furnishing a living room is easier when you can change your mind. Subscribe to the pieces you love, swap them when your space or your taste changes, or buy them outright and keep them for good. Delivery and assembly run seven days a week, 9 am to 9 pm.',
    children: [
      {
        slug: 'sofas',
        name: 'Sofas',
        drawing: 'sofa',
        description:
          'Deep seats, sturdy hardwood frames and fabrics that stand up to real life. Find a sofa for a downtown condo or a family room in the suburbs.',
        bottomDescription:
          'Measure your doorways, stairwells and elevator before you choose: most of our sofas ship with removable legs and fit through a 76 cm (30 in) opening. Not sure about the colour? Order free fabric swatches first.',
        children: [
          {
            slug: 'three-seat-sofas',
            name: 'Three-Seat Sofas',
            drawing: 'sofa',
            description:
              'Full-size sofas with room for three, from tailored track arms to relaxed, loose-cushion silhouettes.',
            bottomDescription:
              'A three-seat sofa is usually 200 to 230 cm wide. Leave about 45 cm between the sofa and your coffee table so everyone can get by.',
          },
          {
            slug: 'apartment-sofas',
            name: 'Apartment Sofas',
            drawing: 'sofa',
            description:
              'Compact sofas scaled for condos and apartments, with slim arms that make the most of every centimetre.',
            bottomDescription:
              'Apartment sofas measure under 200 cm wide and are built to get through tight hallways and elevators.',
          },
          {
            slug: 'sleeper-sofas',
            name: 'Sleeper Sofas',
            drawing: 'sofa',
            description:
              'A comfortable sofa by day and a proper bed for guests at night, with mattresses that pull out in one easy motion.',
            bottomDescription:
              'Our sleeper sofas open to a queen or double mattress. Allow about 230 cm in front of the sofa when the bed is open.',
          },
        ],
      },
      {
        slug: 'sectionals',
        name: 'Sectionals',
        drawing: 'sectional',
        description:
          'L-shaped, chaise and modular sectionals with room for the whole family, the dog and movie night.',
        bottomDescription:
          'Most of our sectionals are reversible, so the chaise can sit on either side. Modular pieces can be rearranged or added to as your home changes.',
        children: [
          {
            slug: 'chaise-sectionals',
            name: 'Chaise Sectionals',
            drawing: 'sectional',
            description:
              'A sofa with a built-in chaise for stretching out, reversible to suit your room.',
            bottomDescription:
              'Choose a chaise sectional when you want lounging space without giving up a whole corner.',
          },
          {
            slug: 'modular-sectionals',
            name: 'Modular Sectionals',
            drawing: 'sectional',
            description:
              'Armless, corner and chaise modules that clip together in any arrangement, and come apart for every move.',
            bottomDescription:
              'Modules connect with concealed brackets; our crew sets them up in the arrangement you choose.',
          },
        ],
      },
      {
        slug: 'loveseats',
        name: 'Loveseats',
        drawing: 'loveseat',
        description: 'Two-seat sofas for smaller rooms, reading corners and the end of the bed.',
        bottomDescription:
          'Pair a loveseat with a matching sofa, or use one on its own in a den or a first apartment.',
      },
      {
        slug: 'living-room-chairs',
        name: 'Chairs',
        drawing: 'lounge-chair',
        description: 'Lounge chairs, accent chairs, ottomans and poufs to finish a room.',
        bottomDescription:
          'A chair is the easiest way to bring in a new colour. Try a bold fabric here and keep the sofa neutral.',
        children: [
          {
            slug: 'lounge-chairs',
            name: 'Lounge Chairs',
            drawing: 'lounge-chair',
            description:
              'Deep, generous chairs made for long afternoons with a book and a cup of tea.',
            bottomDescription:
              'Look at seat depth: 55 cm and up invites you to curl up; under 50 cm keeps you upright.',
          },
          {
            slug: 'accent-chairs',
            name: 'Accent Chairs',
            drawing: 'accent-chair',
            description:
              'Lighter chairs with a strong silhouette for bedrooms, entries and living room corners.',
            bottomDescription:
              'Accent chairs are easy to move around, so they work as extra seating when friends come over.',
          },
          {
            slug: 'ottomans-poufs',
            name: 'Ottomans & Poufs',
            drawing: 'ottoman',
            description: 'Somewhere to put your feet up, or an extra seat when you need one.',
            bottomDescription:
              'An ottoman at the same height as your sofa seat makes a comfortable footrest.',
          },
        ],
      },
      {
        slug: 'living-room-tables',
        name: 'Living Room Tables',
        drawing: 'coffee-table',
        description:
          'Coffee tables, end tables and consoles in solid wood, veneer, stone and steel.',
        bottomDescription:
          'A coffee table about two-thirds the length of your sofa looks balanced and leaves room to walk around.',
        children: [
          {
            slug: 'coffee-tables',
            name: 'Coffee Tables',
            drawing: 'coffee-table',
            description:
              'The centre of the room: for board games, takeout and everything in between.',
            bottomDescription:
              'Choose a table a little lower than your sofa seat, usually 40 to 45 cm high.',
          },
          {
            slug: 'end-tables',
            name: 'End Tables',
            drawing: 'end-table',
            description: 'A place for a lamp, a drink and the remote, right where you sit.',
            bottomDescription:
              'Keep an end table within a few centimetres of your sofa arm height.',
          },
          {
            slug: 'console-tables',
            name: 'Console Tables',
            drawing: 'console-table',
            description: 'Narrow tables for entries, hallways and the back of a sofa.',
            bottomDescription:
              'Most consoles are 30 to 40 cm deep, slim enough for a busy front hall.',
          },
        ],
      },
      {
        slug: 'living-room-storage',
        name: 'Storage',
        drawing: 'media-unit',
        description: 'Media units and bookcases that keep the clutter out of sight.',
        bottomDescription:
          'Measure your television and your speakers before choosing a media unit; leave space for ventilation behind electronics.',
        children: [
          {
            slug: 'media-units',
            name: 'Media Units',
            drawing: 'media-unit',
            description:
              'Low cabinets with cable management for the screen, the consoles and the router.',
            bottomDescription:
              'A media unit should be at least as wide as your television, ideally wider.',
          },
          {
            slug: 'bookcases',
            name: 'Bookcases & Shelving',
            drawing: 'bookcase',
            description:
              'Open shelving and bookcases for books, records and the things you collect.',
            bottomDescription:
              'Tall bookcases ship with wall anchors; our crew secures them during assembly.',
          },
        ],
      },
    ],
  },
  {
    slug: 'dining-room',
    name: 'Dining Room',
    drawing: 'dining-table',
    description:
      'Dining tables, chairs, stools and sideboards for weeknight dinners and holiday feasts.',
    bottomDescription:
      'Allow about 60 cm of table edge per person and 90 cm between the table and the wall so chairs can slide out.',
    children: [
      {
        slug: 'dining-tables',
        name: 'Dining Tables',
        drawing: 'dining-table',
        description:
          'Solid wood, veneer and ceramic tables, fixed or extendable, seating two to ten.',
        bottomDescription:
          'An extendable table suits small spaces that host big dinners a few times a year.',
        children: [
          {
            slug: 'extendable-dining-tables',
            name: 'Extendable Dining Tables',
            drawing: 'dining-table',
            description:
              'Tables with a hidden leaf that seat four every day and eight for the holidays.',
            bottomDescription:
              'Leaves store inside the table, so there is nothing to find in the closet.',
          },
          {
            slug: 'round-dining-tables',
            name: 'Round Dining Tables',
            drawing: 'round-table',
            description:
              'Pedestal and four-leg round tables: easy conversation, no corners to bump.',
            bottomDescription: 'A 120 cm round table seats four comfortably, six at a squeeze.',
          },
        ],
      },
      {
        slug: 'dining-chairs',
        name: 'Dining Chairs',
        drawing: 'dining-chair',
        description: 'Wood, upholstered and metal dining chairs, sold individually.',
        bottomDescription:
          'Leave about 30 cm between the seat and the underside of the table for comfortable legroom.',
        children: [
          {
            slug: 'upholstered-dining-chairs',
            name: 'Upholstered Dining Chairs',
            drawing: 'dining-chair',
            description: 'Padded seats and backs for dinners that turn into long conversations.',
            bottomDescription: 'Performance fabrics wipe clean after spaghetti night.',
          },
          {
            slug: 'wood-dining-chairs',
            name: 'Wood Dining Chairs',
            drawing: 'dining-chair',
            description: 'Solid wood chairs, joined the traditional way and built to last.',
            bottomDescription:
              'Add a seat cushion for a softer sit; the frame will outlast it by decades.',
          },
        ],
      },
      {
        slug: 'counter-bar-stools',
        name: 'Counter & Bar Stools',
        drawing: 'stool',
        description: 'Stools for kitchen islands, counters and bars.',
        bottomDescription:
          'Counter stools suit 90 cm counters; bar stools suit 105 cm bars. Allow 25 cm between seat and counter.',
      },
      {
        slug: 'sideboards-benches',
        name: 'Sideboards & Benches',
        drawing: 'sideboard',
        description: 'Sideboards for serving and storage, and benches that seat the whole crew.',
        bottomDescription:
          'A sideboard about 45 cm deep keeps the walkway clear in a narrow dining room.',
        children: [
          {
            slug: 'sideboards',
            name: 'Sideboards',
            drawing: 'sideboard',
            description: 'Cabinets for dishes, linens and the good glasses.',
            bottomDescription: 'Soft-close doors and adjustable shelves come standard.',
          },
          {
            slug: 'dining-benches',
            name: 'Dining Benches',
            drawing: 'bench',
            description: 'Benches that slide under the table and fit one more at dinner.',
            bottomDescription:
              'Choose a bench 30 cm shorter than your table so it tucks in between the legs.',
          },
        ],
      },
    ],
  },
  {
    slug: 'bedroom',
    name: 'Bedroom',
    drawing: 'bed',
    description: 'Beds, nightstands and dressers for a calmer room.',
    bottomDescription:
      'Mattresses are not included: our beds fit standard Canadian mattress sizes (double, queen and king).',
    children: [
      {
        slug: 'beds',
        name: 'Beds',
        drawing: 'bed',
        description: 'Platform and upholstered beds with solid slat support: no box spring needed.',
        bottomDescription:
          'Our crew assembles every bed in the room it belongs in and takes the packaging away.',
        children: [
          {
            slug: 'platform-beds',
            name: 'Platform Beds',
            drawing: 'bed',
            description: 'Low, clean-lined wood beds with a slatted base.',
            bottomDescription:
              'A platform bed sits lower than a traditional frame; pair it with a thicker mattress for an easier step.',
          },
          {
            slug: 'upholstered-beds',
            name: 'Upholstered Beds',
            drawing: 'bed-upholstered',
            description: 'Padded headboards in soft fabrics, made for reading in bed.',
            bottomDescription:
              'Choose a performance fabric if the headboard will see a lot of use.',
          },
        ],
      },
      {
        slug: 'bedroom-storage',
        name: 'Bedroom Storage',
        drawing: 'dresser',
        description: 'Nightstands and dressers with smooth, full-extension drawers.',
        bottomDescription: 'Tall dressers ship with anti-tip hardware, installed by our crew.',
        children: [
          {
            slug: 'nightstands',
            name: 'Nightstands',
            drawing: 'nightstand',
            description: 'A drawer, a shelf and a spot for the alarm clock.',
            bottomDescription: 'Pick a nightstand within a few centimetres of your mattress top.',
          },
          {
            slug: 'dressers',
            name: 'Dressers',
            drawing: 'dresser',
            description: 'Six-drawer and tall dressers in solid wood and veneer.',
            bottomDescription: 'Drawers run on full-extension, soft-close slides.',
          },
        ],
      },
    ],
  },
  {
    slug: 'home-office',
    name: 'Home Office',
    drawing: 'desk',
    description: 'Desks and task chairs for working from home without the backache.',
    bottomDescription:
      'A desk 73 to 76 cm high suits most people; adjust your chair so your elbows sit at desk height.',
    children: [
      {
        slug: 'desks',
        name: 'Desks',
        drawing: 'desk',
        description: 'Writing desks and workstations with cable management.',
        bottomDescription: 'Allow at least 120 cm of width for a laptop and a second screen.',
      },
      {
        slug: 'office-chairs',
        name: 'Office Chairs',
        drawing: 'office-chair',
        description: 'Ergonomic task chairs with adjustable height, tilt and lumbar support.',
        bottomDescription: 'Every chair adjusts for people from about 155 to 190 cm tall.',
      },
    ],
  },
  {
    slug: 'rugs',
    name: 'Rugs',
    drawing: 'rug',
    description: 'Wool and flatweave rugs that soften a room and quiet the echo.',
    bottomDescription:
      'In a living room, choose a rug large enough for the front legs of every seat to rest on it.',
    children: [
      {
        slug: 'area-rugs',
        name: 'Area Rugs',
        drawing: 'rug',
        description: 'Hand-tufted, hand-knotted and flatwoven area rugs in natural fibres.',
        bottomDescription: 'Use a rug pad to keep the rug in place and protect your floors.',
        children: [
          {
            slug: 'wool-rugs',
            name: 'Wool Rugs',
            drawing: 'rug',
            description: 'Plush, naturally stain-resistant New Zealand wool.',
            bottomDescription: 'Wool sheds for the first few weeks; vacuum without the beater bar.',
          },
          {
            slug: 'flatweave-rugs',
            name: 'Flatweave Rugs',
            drawing: 'rug',
            description: 'Low-profile rugs that sit under doors and chairs without catching.',
            bottomDescription:
              'Flatweaves are reversible: flip them every few months for even wear.',
          },
        ],
      },
    ],
  },
];

/** The nine header quick links (spec: quick-link list of 9 categories). */
export const QUICK_LINK_TAGS: readonly { name: string; slug: string; categorySlug: string }[] = [
  { name: 'Sofas', slug: 'sofas', categorySlug: 'sofas' },
  { name: 'Sectionals', slug: 'sectionals', categorySlug: 'sectionals' },
  { name: 'Lounge Chairs', slug: 'lounge-chairs', categorySlug: 'lounge-chairs' },
  { name: 'Loveseats', slug: 'loveseats', categorySlug: 'loveseats' },
  { name: 'Coffee Tables', slug: 'coffee-tables', categorySlug: 'coffee-tables' },
  { name: 'End Tables', slug: 'end-tables', categorySlug: 'end-tables' },
  { name: 'Dining Tables', slug: 'dining-tables', categorySlug: 'dining-tables' },
  { name: 'Dining Chairs', slug: 'dining-chairs', categorySlug: 'dining-chairs' },
  { name: 'Beds', slug: 'beds', categorySlug: 'beds' },
];
