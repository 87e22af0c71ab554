import { styled } from '../styles/stitches.config';
import { Stack } from './layout';
import { languageTag } from '../i18n/locale';
import { m } from '../i18n/paraglide/messages.js';

const Stars = styled('span', {
  display: 'inline-flex',
  gap: '1px',
  color: '$primary',
  lineHeight: 1,
  variants: {
    size: { sm: { fontSize: '16px' }, md: { fontSize: '20px' }, lg: { fontSize: '28px' } },
  },
  defaultVariants: { size: 'md' },
});

const Empty = styled('span', { color: '$borderStrong' });

/** The drawn star (a glyph, not a word). */
const STAR = '★';

/** The rating to one decimal, as the page's language writes it (4.5, 4,5 in French). */
function ratingText(rating: number): string {
  return new Intl.NumberFormat(languageTag(), { maximumFractionDigits: 1 }).format(
    Number(rating.toFixed(1)),
  );
}

/** "4.5 out of 5 stars" drawn as five stars; the words are what assistive technology reads. */
export function StarRating({
  rating,
  size = 'md',
  label,
}: {
  /** 0 to 5; halves round to the nearer whole star in the drawing. */
  rating: number;
  size?: 'sm' | 'md' | 'lg';
  /** Read instead of the default "N out of 5 stars". */
  label?: string;
}) {
  const full = Math.round(Math.max(0, Math.min(5, rating)));
  const words = label ?? m.ui_rating({ rating: ratingText(rating) });
  return (
    <Stars size={size} role="img" aria-label={words}>
      {Array.from({ length: 5 }, (_, index) =>
        index < full ? (
          <span key={index} aria-hidden="true">
            {STAR}
          </span>
        ) : (
          <Empty key={index} aria-hidden="true">
            {STAR}
          </Empty>
        ),
      )}
    </Stars>
  );
}

/**
 * The row of a five-star radio group: each `span` holds a hidden radio laid over its star
 * `label`, so the stars are what is seen and clicked while the radios do the work.
 */
export const StarPicker = styled('div', {
  display: 'flex',
  gap: '$1',
  '& > span': { position: 'relative', display: 'inline-flex' },
  // The radio covers its star, so a click or tap on the star is a click on the radio.
  '& input': {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    margin: 0,
    opacity: 0,
    cursor: 'pointer',
  },
  '& label': {
    fontSize: '32px',
    lineHeight: 1,
    cursor: 'pointer',
    color: '$borderStrong',
    padding: '4px',
    borderRadius: '$2',
  },
  '& label[data-on="true"]': { color: '$primary' },
  '& input:focus-visible + label': { outline: '2px solid $primary', outlineOffset: '2px' },
  '& input:hover + label': { color: '$primaryHover' },
});

const BarTrack = styled('div', {
  height: 8,
  borderRadius: '$round',
  backgroundColor: '$border',
  overflow: 'hidden',
});

const BarFill = styled('div', { height: '100%', backgroundColor: '$primary' });

const DistributionList = styled(Stack, { margin: 0, maxWidth: 280 });

const DistributionRow = styled('div', {
  display: 'grid',
  gridTemplateColumns: '52px 1fr 36px',
  gap: 8,
  alignItems: 'center',
  '& dt': { fontSize: '0.875rem' },
  '& dd': { margin: 0 },
  '& dd:last-child': { fontSize: '0.875rem', textAlign: 'right' },
});

/** How many reviews gave 5, 4, 3, 2 and 1 stars, as counts beside bars of their share. */
export function RatingDistribution({
  distribution,
  count,
}: {
  /** Reviews by stars: index 0 holds the 1-star count, index 4 the 5-star count. */
  distribution: readonly number[];
  /** All reviews (the 100 % of the bars). */
  count: number;
}) {
  return (
    <DistributionList as="dl" gap={1}>
      {[5, 4, 3, 2, 1].map((stars) => {
        const some = distribution[stars - 1] ?? 0;
        const share = count > 0 ? Math.round((some / count) * 100) : 0;
        return (
          <DistributionRow key={stars}>
            <dt>{m.ui_stars({ count: stars })}</dt>
            <dd aria-label={m.ui_reviews({ count: some })}>
              <BarTrack>
                <BarFill style={{ width: `${share}%` }} />
              </BarTrack>
            </dd>
            <dd aria-hidden="true">{some}</dd>
          </DistributionRow>
        );
      })}
    </DistributionList>
  );
}
