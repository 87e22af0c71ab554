import { Stack, Text } from '../../../ui/layout';
import { Notice } from '../../../ui/notice';
import { PICKUP_WAREHOUSE } from '../../../lib/store-mode';
import { m } from '../../../i18n/paraglide/messages.js';

/** Where and when sale orders are picked up: the warehouse's address and hours. */
export function PickupWarehouseNotice() {
  return (
    <Notice title={m.checkout_pickup_title()} data-testid="pickup-warehouse">
      <Stack gap={1}>
        <Text>
          {m.checkout_warehouse_name()}, {PICKUP_WAREHOUSE.address}
        </Text>
        <Text>{m.checkout_pickup_bring({ hours: m.checkout_warehouse_hours() })}</Text>
      </Stack>
    </Notice>
  );
}
