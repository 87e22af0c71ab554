import { call } from './call';
import { DeliveryAreaDocument } from '../../contract/graphql';
import type { DeliveryAreaQuery, DeliveryAreaQueryVariables } from '../../contract/graphql';

export type DeliveryAreaCheck = DeliveryAreaQuery['deliveryArea'];

/** Whether the chosen city delivers to an address, and which of our cities do. */
export async function fetchDeliveryArea(
  variables: DeliveryAreaQueryVariables,
): Promise<DeliveryAreaCheck> {
  return (await call(DeliveryAreaDocument, variables, { auth: 'none' })).deliveryArea;
}
