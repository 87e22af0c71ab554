import { fromPromise } from 'xstate';
import { addressDraftInput } from '../../../machines/address-rules';
import { parseExpiry } from '../../../machines/card-rules';
import type { CardDraft, CardToken } from '../../../machines/checkout-types';
import { partnerMachine } from '../../../machines/partner.machine';
import type {
  CompletePartnerInput,
  PartnerOrderSummary,
  PartnerStart,
  SavePartnerAddressInput,
} from '../../../machines/partner.machine';
import { tokenizeCard } from '../../api/checkout-queries';
import type { BuildingType } from '../../../contract/graphql';
import {
  completePartnerOrder,
  fetchPartnerStart,
  setPartnerOrderAddress,
} from '../../api/partner-queries';

/** The app's partner logic: the real calls of src/api. */
export const partnerLogic = partnerMachine.provide({
  actors: {
    loadPartner: fromPromise<PartnerStart, void>(async () => {
      const answer = await fetchPartnerStart();
      return {
        order: answer.partnerOrder,
        cards: answer.findPayment,
      };
    }),
    savePartnerAddress: fromPromise<PartnerOrderSummary, SavePartnerAddressInput>(
      async ({ input }) => {
        const address = addressDraftInput(input.address);
        return setPartnerOrderAddress({
          orderId: input.orderId,
          address: { ...address, typeofaddress: address.typeofaddress as BuildingType | null },
        });
      },
    ),
    tokenizeCard: fromPromise<CardToken, { card: CardDraft }>(async ({ input }) => {
      const expiry = parseExpiry(input.card.expiry);
      return tokenizeCard({
        number: input.card.number.replace(/[\s-]/g, ''),
        expMonth: expiry?.month ?? 0,
        expYear: expiry?.year ?? 0,
        cvc: input.card.cvc.trim(),
        name: input.card.name.trim(),
      });
    }),
    completePartner: fromPromise<PartnerOrderSummary, CompletePartnerInput>(({ input }) =>
      completePartnerOrder({ orderId: input.orderId, ...input.payment }),
    ),
  },
});
