import { Stack, Text } from '../../../ui/layout';
import { Notice } from '../../../ui/notice';
import { PICKUP_WAREHOUSE } from '../../../lib/store-mode';

/** Where and when sale orders are picked up: the warehouse's address and hours. */
export function PickupWarehouseNotice() {
  return (
    <Notice title="Pickup only, at our warehouse" data-testid="pickup-warehouse">
      <Stack gap={1}>
        <Text>
          {PICKUP_WAREHOUSE.name}, {PICKUP_WAREHOUSE.address}
        </Text>
        <Text>{PICKUP_WAREHOUSE.hours}. Bring photo ID and your order number.</Text>
      </Stack>
    </Notice>
  );
}
