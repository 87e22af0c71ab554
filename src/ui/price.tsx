import type { ComponentPropsWithRef } from 'react';
import { styled } from '../styles/stitches.config';
import {
  DEFAULT_MONEY_LOCALE,
  dollarsToCents,
  formatCents,
  formatSaving,
  isMonthlyOption,
  moneyWording,
  savingDollarsFromCents,
} from './money-format';
import type { MoneyLocale, PurchaseOption } from './money-format';
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

type Amounts =
  /** Dollars, as the GraphQL API returns them (floats). */
  | { amount: number; originalAmount?: number | null; cents?: never; originalCents?: never }
  /** Integer cents, as the server stores them. */
  | { cents: number; originalCents?: number | null; amount?: never; originalAmount?: never };

export type PriceProps = Amounts &
  Omit<ComponentPropsWithRef<'span'>, 'children'> & {
    /** Purchase option of the line; monthly options and no option add `/mo`. */
    option?: PurchaseOption | null;
    locale?: MoneyLocale;
    size?: 'sm' | 'md' | 'lg';
    /** Show the struck-through original and "Save $N" when the original is higher. */
    showSaving?: boolean;
  };

function MonthlySuffix({ locale }: { locale: MoneyLocale }) {
  const words = moneyWording(locale);
  return (
    <>
      <Suffix aria-hidden="true">{words.suffix}</Suffix>
      <VisuallyHidden>{` ${words.perMonth}`}</VisuallyHidden>
    </>
  );
}

/**
 * A price by the rules of spec section 5: `$1,234.56`, `/mo` for monthly options,
 * and a whole-dollar saving (floor of original minus price) when there is one.
 */
export function Price({
  amount,
  cents,
  originalAmount,
  originalCents,
  option,
  locale = DEFAULT_MONEY_LOCALE,
  size = 'md',
  showSaving = true,
  ...props
}: PriceProps) {
  const priceCents = cents ?? dollarsToCents(amount ?? 0);
  const original =
    originalCents ??
    (originalAmount === undefined || originalAmount === null
      ? null
      : dollarsToCents(originalAmount));
  const saving = original === null ? 0 : savingDollarsFromCents(original, priceCents);
  const monthly = isMonthlyOption(option);
  const words = moneyWording(locale);
  return (
    <Root size={size} {...props}>
      <Current data-part="price">
        {formatCents(priceCents, locale)}
        {monthly ? <MonthlySuffix locale={locale} /> : null}
      </Current>
      {showSaving && saving > 0 && original !== null ? (
        <>
          <Original data-part="original">
            <VisuallyHidden>{`${words.regularPrice} `}</VisuallyHidden>
            {formatCents(original, locale)}
            {monthly ? <MonthlySuffix locale={locale} /> : null}
          </Original>
          <Saving data-part="saving">{formatSaving(saving, locale)}</Saving>
        </>
      ) : null}
    </Root>
  );
}
