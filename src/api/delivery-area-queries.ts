import { callFailure } from './checkout-queries';
import { api } from './client';
import { DeliveryAreaDocument } from '../../contract/graphql';
import type { DeliveryAreaQuery, DeliveryAreaQueryVariables } from '../../contract/graphql';

export type DeliveryAreaCheck = DeliveryAreaQuery['deliveryArea'];

/** Whether the chosen city delivers to an address, and which of our cities do. */
export async function fetchDeliveryArea(
  variables: DeliveryAreaQueryVariables,
): Promise<DeliveryAreaCheck> {
  try {
    return (await api.query(DeliveryAreaDocument, variables)).deliveryArea;
  } catch (error) {
    throw callFailure(error);
  }
}
