import { styled } from '../styles/stitches.config';

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
  const words = label ?? `${Number(rating.toFixed(1))} out of 5 stars`;
  return (
    <Stars size={size} role="img" aria-label={words}>
      {Array.from({ length: 5 }, (_, index) =>
        index < full ? (
          <span key={index} aria-hidden="true">
            ★
          </span>
        ) : (
          <Empty key={index} aria-hidden="true">
            ★
          </Empty>
        ),
      )}
    </Stars>
  );
}
