/** How a checkout pays: the card chosen (a new token or a saved card), checked before anything is written. */
import { findPaymentMethod } from '../../db/repositories/payment-method-repository';
import type { CardSummary, DeclineCode } from '../../payments/payment-gateway';
import type { CheckoutRequest } from './checkout-request';
import { DomainError } from '../../shared/errors';
import { tr } from '../../i18n/localized';
import { m } from '../../i18n/paraglide/messages.js';
import type { LocalizedText } from '../../i18n/locale';
import type { CheckoutContext } from './context';

/** Why a card was refused, as the customer reads it. */
export const DECLINE_TEXTS: Readonly<Record<DeclineCode, LocalizedText>> = {
  card_declined: tr(m.errors_checkout_card_declined),
  insufficient_funds: tr(m.errors_checkout_insufficient_funds),
  expired_card: tr(m.errors_checkout_expired_card),
};

/** The same reasons in English, as orders keep them. */
export const DECLINE_MESSAGES: Readonly<Record<DeclineCode, string>> = {
  card_declined: DECLINE_TEXTS.card_declined('en'),
  insufficient_funds: DECLINE_TEXTS.insufficient_funds('en'),
  expired_card: DECLINE_TEXTS.expired_card('en'),
};

export const CANCELLED_TEXT: LocalizedText = tr(m.errors_checkout_payment_cancelled);

export const CANCELLED_MESSAGE = CANCELLED_TEXT('en');

export interface ResolvedPayment {
  source: string;
  card: CardSummary;
  /** Save the card after a successful charge (new cards only). */
  saveCard: boolean;
}

export function isCardExpired(card: CardSummary, now: Date): boolean {
  return card.expYear * 12 + card.expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** The card the request pays with; null when it pays with nothing (credit covers it). */
export async function resolvePayment(
  context: CheckoutContext,
  customerId: string,
  request: CheckoutRequest,
): Promise<ResolvedPayment | null> {
  const choice = request.payment;
  let resolved: ResolvedPayment;
  if (choice.kind === 'none') return null;
  if (choice.kind === 'saved') {
    const method = await findPaymentMethod(context.handle, customerId, choice.paymentMethodId);
    if (!method) {
      throw new DomainError('BAD_USER_INPUT', tr(m.errors_checkout_saved_card_not_found), {
        details: { field: 'payment.paymentMethodId' },
      });
    }
    resolved = {
      source: method.source,
      saveCard: false,
      card: {
        brand: method.cardType,
        last4: method.cardLastFour,
        expMonth: method.cardExpiryMonth,
        expYear: method.cardExpiryYear,
      },
    };
  } else {
    const card = await context.gateway.describeSource(choice.source, customerId);
    if (!card) {
      throw new DomainError('BAD_USER_INPUT', tr(m.errors_checkout_card_details_expired), {
        details: { field: 'payment.source' },
      });
    }
    resolved = { source: choice.source, card, saveCard: choice.saveCard };
  }
  if (isCardExpired(resolved.card, context.now())) {
    throw new DomainError('PAYMENT_DECLINED', DECLINE_TEXTS.expired_card, {
      details: { field: 'payment', declineCode: 'expired_card' },
    });
  }
  return resolved;
}
