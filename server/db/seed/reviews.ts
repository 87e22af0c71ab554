/**
 * Reviews carried over from the retailer's earlier review platform (decision 133): most visible
 * parent products get a handful, mostly four and five stars, written from a few sentences a
 * customer of a furniture subscription would write. Deterministic (one seeded stream).
 */
import { insertRows } from '../bulk-insert';
import type { DatabaseHandle } from '../client';
import { reviews } from '../schema';
import { Random } from './random';

/** Only the first parents get reviews, so a 100,000-product seed stays quick. */
const REVIEWED_PARENTS = 400;

const FIRST_NAMES = [
  'Amélie',
  'Ben',
  'Chloé',
  'Daniel',
  'Emily',
  'Farah',
  'Gabriel',
  'Hannah',
  'Isaac',
  'Jasmine',
  'Kevin',
  'Léa',
  'Marc',
  'Nadia',
  'Owen',
  'Priya',
  'Raphaël',
  'Sophie',
  'Tariq',
  'Valérie',
  'William',
  'Yasmin',
  'Zoé',
  'Mathieu',
  'Grace',
  'Liam',
  'Noor',
  'Olivia',
  'Sanjay',
  'Ève',
];
const INITIALS = 'ABCDGHKLMNPRSTVW';

const OPENINGS: Record<number, readonly string[]> = {
  5: [
    'Exactly what we hoped for.',
    'Honestly better than new.',
    'We love it.',
    'The nicest piece in our apartment.',
    'Could not be happier with it.',
  ],
  4: [
    'Very happy with it overall.',
    'Solid piece for the price.',
    'Looks great in our living room.',
    'Good quality, one small quibble.',
  ],
  3: ['It is fine.', 'Mixed feelings.', 'Does the job.'],
  2: ['Not what I expected.', 'Disappointed, to be honest.'],
  1: ['Would not choose it again.'],
};

const DETAILS: Record<'good' | 'meh' | 'bad', readonly string[]> = {
  good: [
    'The crew carried it up three flights and had it assembled in under fifteen minutes.',
    'The fabric has held up to a toddler and a dog so far.',
    'It feels sturdy and the finish matches the photos.',
    'Delivery came in the window we picked and the crew texted when they were close.',
    'The colour is a little warmer in person, which we actually prefer.',
    'Comfortable enough for a nap, firm enough to sit up straight for work calls.',
    'Subscribing instead of buying made sense for our two-year lease.',
    'Fits perfectly in a small condo without feeling cramped.',
  ],
  meh: [
    'The cushions are firmer than I would like.',
    'It is a bit smaller than it looked online, so measure twice.',
    'Assembly was easy but one leg needed tightening after a week.',
    'The colour is darker than the photos.',
  ],
  bad: [
    'It arrived with a scuff on one corner; support offered a repair visit.',
    'The seat started to sag after a few months.',
    'Delivery was rescheduled twice before it finally came.',
  ],
};

const CLOSINGS: Record<'good' | 'meh' | 'bad', readonly string[]> = {
  good: [
    'Would recommend.',
    'We are thinking of adding the matching pieces.',
    'Great experience from order to delivery.',
    '',
  ],
  meh: ['Still keeping it.', 'Fine for the price.', ''],
  bad: ['Hoping the replacement is better.', ''],
};

const TITLES: Record<number, readonly string[]> = {
  5: ['Love it', 'Perfect for our place', 'Better than new', 'Worth it'],
  4: ['Really nice', 'Happy with it', 'Good value'],
  3: ['Okay', 'Decent'],
  2: ['Not for us'],
  1: ['Disappointed'],
};

function ratingOf(random: Random): number {
  const roll = random.next();
  if (roll < 0.55) return 5;
  if (roll < 0.85) return 4;
  if (roll < 0.94) return 3;
  if (roll < 0.98) return 2;
  return 1;
}

/** Writes imported reviews for the first visible parent products; returns how many. */
export async function seedImportedReviews(
  handle: DatabaseHandle,
  referenceDate: string,
): Promise<number> {
  const random = new Random('imported-reviews');
  const parents = await handle.query<{ id: number; product_id: number | null }>(
    `select pp.id, (select p.id from products p where p.parent_product_id = pp.id
                     order by p.pos, p.id limit 1) as product_id
       from parent_products pp where pp.visible order by pp.id limit $1`,
    [REVIEWED_PARENTS],
  );
  const rows: (typeof reviews.$inferInsert)[] = [];
  const reference = new Date(`${referenceDate}T12:00:00Z`).getTime();
  for (const parent of parents) {
    if (random.chance(0.15)) continue;
    const count = random.int(1, 9);
    for (let index = 0; index < count; index += 1) {
      const rating = ratingOf(random);
      const tone = rating >= 4 ? 'good' : rating === 3 ? 'meh' : 'bad';
      const sentences = [
        random.pick(OPENINGS[rating] ?? []),
        random.pick(DETAILS[tone]),
        ...(random.chance(0.5) ? [random.pick(DETAILS[rating === 4 ? 'meh' : tone])] : []),
        random.pick(CLOSINGS[tone]),
      ].filter((sentence, position, all) => sentence !== '' && all.indexOf(sentence) === position);
      const written = new Date(
        reference - random.int(3, 700) * 86_400_000 - random.int(0, 43_200_000),
      );
      rows.push({
        id: random.uuid(),
        membershipProductId: null,
        parentProductId: parent.id,
        productId: parent.product_id,
        customerId: null,
        authorName: `${random.pick(FIRST_NAMES)} ${INITIALS[random.int(0, INITIALS.length - 1)]}.`,
        source: 'IMPORTED',
        rating,
        title: random.pick(TITLES[rating] ?? []),
        body: sentences.join(' '),
        createdAt: written,
        updatedAt: written,
      });
    }
  }
  if (rows.length > 0) await insertRows(handle, reviews, rows);
  return rows.length;
}
