import type { ComponentPropsWithRef } from 'react';
import { styled } from '../styles/stitches.config';
import { VisuallyHidden } from './visually-hidden';

const Root = styled('span', {
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: '$2',
  rowGap: '$1',
  color: '$text',
  variants: {
    size: {
      sm: { fontSize: '$2' },
      md: { fontSize: '$3' },
      lg: { fontSize: '$6' },
    },
  },
  defaultVariants: { size: 'md' },
});

const Current = styled('span', {
  fontWeight: '$bold',
  whiteSpace: 'nowrap',
});

const Suffix = styled('span', {
  fontWeight: '$regular',
  fontSize: '0.8em',
});

const Original = styled('s', {
  color: '$textMuted',
  fontSize: '0.85em',
  whiteSpace: 'nowrap',
});

const Saving = styled('span', {
  color: '$error',
  fontWeight: '$bold',
  fontSize: '0.85em',
  whiteSpace: 'nowrap',
});

/**
 * A price with every part already formatted: `priceDisplay()` of `src/lib/money-format.ts` makes
 * one by the rules of spec section 5 (the UI kit formats nothing itself; it imports only styles).
 */
export interface PriceText {
  /** `$1,234.56` */
  amount: string;
  /** Monthly prices carry the suffix (`/mo`), read out as "per month". */
  monthly: boolean;
  /** The struck-through original price, or null. */
  original: string | null;
  /** `Save $120`, or null. */
  saving: string | null;
  words: { suffix: string; perMonth: string; regularPrice: string };
}

export type PriceProps = Omit<ComponentPropsWithRef<'span'>, 'children'> & {
  value: PriceText;
  size?: 'sm' | 'md' | 'lg';
  /** Show the struck-through original and "Save $N" when there is a saving. */
  showSaving?: boolean;
};

function MonthlySuffix({ words }: { words: PriceText['words'] }) {
  return (
    <>
      <Suffix aria-hidden="true">{words.suffix}</Suffix>
      <VisuallyHidden>{` ${words.perMonth}`}</VisuallyHidden>
    </>
  );
}

/**
 * A price: the amount, `/mo` for monthly prices, and the struck-through original with the
 * saving when there is one.
 */
export function Price({ value, size = 'md', showSaving = true, ...props }: PriceProps) {
  const { words, monthly } = value;
  return (
    <Root size={size} {...props}>
      <Current data-part="price">
        {value.amount}
        {monthly ? <MonthlySuffix words={words} /> : null}
      </Current>
      {showSaving && value.original !== null && value.saving !== null ? (
        <>
          <Original data-part="original">
            <VisuallyHidden>{`${words.regularPrice} `}</VisuallyHidden>
            {value.original}
            {monthly ? <MonthlySuffix words={words} /> : null}
          </Original>
          <Saving data-part="saving">{value.saving}</Saving>
        </>
      ) : null}
    </Root>
  );
}
