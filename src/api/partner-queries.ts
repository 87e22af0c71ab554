import { api } from './client';
import { callFailure } from './checkout-queries';
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

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw callFailure(error);
  }
}

/** The customer's partner order (null when none) and the cards on file. Failures are CallFailures. */
export function fetchPartnerStart(): Promise<PartnerStartQuery> {
  return call(() => api.query(PartnerStartDocument, {}, { auth: 'required' }));
}

export function setPartnerOrderAddress(
  variables: SetPartnerOrderAddressMutationVariables,
): Promise<PartnerOrderAnswer> {
  return call(
    async () =>
      (await api.query(SetPartnerOrderAddressDocument, variables, { auth: 'required' }))
        .setPartnerOrderAddress,
  );
}

export function completePartnerOrder(
  variables: CompletePartnerOrderMutationVariables,
): Promise<PartnerOrderAnswer> {
  return call(
    async () =>
      (await api.query(CompletePartnerOrderDocument, variables, { auth: 'required' }))
        .completePartnerOrder,
  );
}
