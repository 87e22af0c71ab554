/**
 * The monthly payment agreement a shopper signs at checkout, written from the priced cart
 * (decision 160): every amount it states is one the order charges, from the same numbers as the
 * quote. The checkout shows it (`checkoutAgreement`) and the order keeps it as signed.
 *
 * It is written in the language the customer signs in, the checkout request's (decision 179):
 * French states the same amounts as French writes them (`104,55 $/mois`), taxes by their French
 * names (TPS, TVQ, TVH, TVP, TVD); PivotCare stays a brand name.
 */
import type { PricedCart, PricedCartProduct } from '../cart/index';
import { returnPolicyInForce, returnTermsText } from '../returns/index';
import type { ReturnPolicyVersion } from '../returns/index';
import type { Locale } from '../../i18n/locale';
import { moneyIn, perMonthIn, taxNameIn } from '../../i18n/localized';
import { m } from '../../i18n/paraglide/messages.js';

export interface AgreementClause {
  /** A stable key: `line:{n}`, `pivotcare`, `today`, `monthly`... */
  readonly key: string;
  readonly title: string;
  readonly text: string;
}

export interface AgreementDocument {
  /** The return terms' version the document includes (decision 153). */
  readonly version: string;
  readonly clauses: readonly AgreementClause[];
}

/** What PivotCare covers, the same words wherever PivotCare is described. */
export const PIVOTCARE_TERMS = m.agreements_pivotcare_terms({}, { locale: 'en' });

function times(line: PricedCartProduct): string {
  return line.quantity > 1 ? ` × ${line.quantity}` : '';
}

/** One monthly line: what is paid each month, for how long, and what it adds up to. */
function lineText(line: PricedCartProduct, locale: Locale): string {
  const quantity = line.quantity;
  const fee = line.priceCents * quantity;
  const care = line.pivotCareApplied ? (line.pivotCareCents ?? 0) * quantity : 0;
  const monthly = line.monthlyCents * quantity;
  const each =
    care > 0
      ? m.agreements_fee_with_care(
          {
            fee: perMonthIn(fee, locale),
            care: perMonthIn(care, locale),
            monthly: perMonthIn(monthly, locale),
          },
          { locale },
        )
      : perMonthIn(monthly, locale);
  switch (line.kind) {
    case 'FINANCING': {
      const payments = line.paymentsDue ?? line.termLength ?? 1;
      const total =
        line.totalCostCents === null
          ? ''
          : m.agreements_financing_total(
              { amount: moneyIn(line.totalCostCents * quantity, locale) },
              { locale },
            );
      return m.agreements_financing({ payments, each, total }, { locale });
    }
    case 'RENT':
      return m.agreements_rent({ each, term: line.termLength ?? 1 }, { locale });
    default: {
      const term = line.termLength
        ? m.agreements_term_minimum({ term: line.termLength }, { locale })
        : m.agreements_term_monthly({}, { locale });
      const owned =
        line.paymentsDue !== null && line.totalCostCents !== null
          ? m.agreements_owned(
              {
                payments: line.paymentsDue,
                amount: moneyIn(line.totalCostCents * quantity, locale),
              },
              { locale },
            )
          : '';
      return m.agreements_subscription({ each, term, owned }, { locale });
    }
  }
}

function taxesText(taxes: PricedCart['taxes'], locale: Locale): string {
  return taxes.length > 0
    ? taxes
        .map((tax) => `${taxNameIn(tax.name, locale)} ${moneyIn(tax.amountCents, locale)}`)
        .join(', ')
    : m.agreements_no_tax({}, { locale });
}

/** '6 months', '2 years' as French writes them: '6 mois', '2 ans', '1 an'. */
function frenchTermWords(months: number): string {
  if (months % 12 === 0) return months === 12 ? '1 an' : `${months / 12} ans`;
  return `${months} mois`;
}

/** 'twice its monthly fee' in French. */
function frenchEarlyFeeWords(policy: ReturnPolicyVersion): string {
  const months = policy.earlyReturnFeeMonths;
  if (months === 1) return 'ses frais mensuels';
  return `${months === 2 ? 'deux' : months} fois ses frais mensuels`;
}

/** The agreement's paragraph on returns in the language signed (returnTermsText in English). */
function returnsText(policy: ReturnPolicyVersion, locale: Locale): string {
  if (locale === 'en') return returnTermsText(policy);
  return m.agreements_returns_text(
    {
      term: frenchTermWords(policy.freeReturnAfterMonths),
      fee: frenchEarlyFeeWords(policy),
    },
    { locale },
  );
}

/**
 * The agreement for the cart's monthly lines, in the language the customer signs in (English
 * unless told); null when nothing is paid monthly.
 */
export function agreementDocument(
  priced: PricedCart,
  today: string,
  locale: Locale = 'en',
): AgreementDocument | null {
  const monthly = priced.products.filter((line) => line.kind !== 'PURCHASE');
  if (priced.mode === 'liquidation' || monthly.length === 0) return null;
  const policy = returnPolicyInForce(today);
  const held = monthly.some((line) => line.kind !== 'FINANCING');
  const money = (cents: number) => moneyIn(cents, locale);
  const clauses: AgreementClause[] = monthly.map((line, index) => ({
    key: `line:${index + 1}`,
    title: `${line.name}${times(line)}`,
    text: lineText(line, locale),
  }));
  const covered = monthly.filter((line) => line.pivotCareApplied);
  const offered = monthly.filter((line) => line.pivotCareCents !== null && !line.pivotCareApplied);
  if (covered.length > 0) {
    const prices = covered
      .map(
        (line) =>
          `${line.name}${times(line)} ${perMonthIn((line.pivotCareCents ?? 0) * line.quantity, locale)}`,
      )
      .join(', ');
    clauses.push({
      key: 'pivotcare',
      title: m.agreements_pivotcare_title({}, { locale }),
      text: `${prices}. ${m.agreements_pivotcare_terms({}, { locale })}`,
    });
  } else if (offered.length > 0) {
    clauses.push({
      key: 'pivotcare',
      title: m.agreements_without_pivotcare_title({}, { locale }),
      text: m.agreements_without_pivotcare({}, { locale }),
    });
  }
  const once: string[] = [];
  if (priced.ownPurchaseCents > 0) {
    once.push(m.agreements_today_purchases({ amount: money(priced.ownPurchaseCents) }, { locale }));
  }
  once.push(
    m.agreements_today_first_month({ amount: money(priced.subscriptionSubtotalCents) }, { locale }),
  );
  if (priced.deliveryTotalCents > 0) {
    once.push(
      m.agreements_today_delivery({ amount: money(priced.deliveryTotalCents) }, { locale }),
    );
  }
  if (priced.assemblyTotalCents > 0) {
    once.push(
      m.agreements_today_assembly({ amount: money(priced.assemblyTotalCents) }, { locale }),
    );
  }
  once.push(m.agreements_today_taxes({ taxes: taxesText(priced.taxes, locale) }, { locale }));
  if (priced.balanceUsedCents > 0) {
    once.push(m.agreements_today_credit({ amount: money(priced.balanceUsedCents) }, { locale }));
  }
  clauses.push({
    key: 'today',
    title: m.agreements_today_title({}, { locale }),
    text: m.agreements_today_text(
      // French typography spaces the semicolon: « ; ».
      { items: once.join(locale === 'fr' ? ' ; ' : '; '), total: money(priced.amountDueCents) },
      { locale },
    ),
  });
  clauses.push({
    key: 'monthly',
    title: m.agreements_monthly_title({}, { locale }),
    text: m.agreements_monthly_text(
      {
        subtotal: money(priced.monthly.subtotalCents),
        taxes: taxesText(priced.monthly.taxes, locale),
        total: money(priced.monthly.totalCents),
      },
      { locale },
    ),
  });
  if (held) {
    clauses.push({
      key: 'returns',
      title: m.agreements_returns_title({ version: policy.version }, { locale }),
      text: returnsText(policy, locale),
    });
  }
  return { version: policy.version, clauses };
}

/** The agreement as one text, as the order keeps it, in the language it was written in. */
export function agreementText(document: AgreementDocument, locale: Locale = 'en'): string {
  return document.clauses
    .map((clause) => m.agreements_clause({ title: clause.title, text: clause.text }, { locale }))
    .join('\n');
}
