import { api } from './client';
import { failingAs } from './call';
import {
  CompletePartnerOrderDocument,
  PartnerStartDocument,
  SetPartnerOrderAddressDocument,
} from '../../contract/graphql';
import type {
  CompletePartnerOrderMutationVariables,
  PartnerOrderFieldsFragment,
  PartnerStartQuery,
  SetPartnerOrderAddressMutationVariables,
} from '../../contract/graphql';

export type PartnerOrderAnswer = PartnerOrderFieldsFragment;

/** The customer's partner order (null when none) and the cards on file. Failures are CallFailures. */
export function fetchPartnerStart(): Promise<PartnerStartQuery> {
  return failingAs(() => api.query(PartnerStartDocument, {}, { auth: 'required' }));
}

export function setPartnerOrderAddress(
  variables: SetPartnerOrderAddressMutationVariables,
): Promise<PartnerOrderAnswer> {
  return failingAs(
    async () =>
      (await api.query(SetPartnerOrderAddressDocument, variables, { auth: 'required' }))
        .setPartnerOrderAddress,
  );
}

export function completePartnerOrder(
  variables: CompletePartnerOrderMutationVariables,
): Promise<PartnerOrderAnswer> {
  return failingAs(
    async () =>
      (await api.query(CompletePartnerOrderDocument, variables, { auth: 'required' }))
        .completePartnerOrder,
  );
}
