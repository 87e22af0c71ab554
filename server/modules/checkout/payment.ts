/** How a checkout pays: the card chosen (a new token or a saved card), checked before anything is written. */
import { findPaymentMethod } from '../../db/repositories/payment-method-repository';
import type { CardSummary, DeclineCode } from '../../payments/payment-gateway';
import type { CheckoutRequest } from './checkout-request';
import { DomainError } from '../../shared/errors';
import type { CheckoutContext } from './context';

export const DECLINE_MESSAGES: Readonly<Record<DeclineCode, string>> = {
  card_declined: 'Your card was declined. Try another card.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired. Try another card.',
};

export const CANCELLED_MESSAGE =
  'Your payment could not be completed and was cancelled; you have not been charged. Please place your order again.';

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
      throw new DomainError(
        'BAD_USER_INPUT',
        'That saved card was not found. Choose another card.',
        {
          details: { field: 'payment.paymentMethodId' },
        },
      );
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
      throw new DomainError(
        'BAD_USER_INPUT',
        'The card details have expired. Enter the card again.',
        {
          details: { field: 'payment.source' },
        },
      );
    }
    resolved = { source: choice.source, card, saveCard: choice.saveCard };
  }
  if (isCardExpired(resolved.card, context.now())) {
    throw new DomainError('PAYMENT_DECLINED', DECLINE_MESSAGES.expired_card, {
      details: { field: 'payment', declineCode: 'expired_card' },
    });
  }
  return resolved;
}
