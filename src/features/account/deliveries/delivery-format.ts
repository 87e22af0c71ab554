/** How the delivery screens word a visit: its day, window, address, items and status. */
import type { Delivery } from '../../../api/delivery-queries';
import { languageTag } from '../../../i18n/locale';
import { m } from '../../../i18n/paraglide/messages.js';
import { formatCalendarDay } from '../receipt-format';

export { formatCalendarDay };

/** "Morning, 9 am to noon, Montreal time". */
export function windowText(delivery: Pick<Delivery, 'window' | 'depot'>): string {
  return m.account_window_time({ window: delivery.window.label, depot: delivery.depot });
}

export function addressText(address: Delivery['address']): string {
  return [
    address.line2 ? `${address.line1}, ${address.line2}` : address.line1,
    `${address.city}, ${address.province} ${address.postalCode}`,
  ].join(', ');
}

export function itemsText(items: Delivery['items']): string {
  if (items.length === 0) return m.account_no_items();
  return items
    .map((item) =>
      item.quantity > 1
        ? m.account_item_times({ name: item.name, quantity: item.quantity })
        : item.name,
    )
    .join(', ');
}

export function kindLabel(delivery: Pick<Delivery, 'kind'>): string {
  return delivery.kind === 'PICKUP' ? m.account_pickup() : m.account_delivery();
}

export function statusLabel(delivery: Pick<Delivery, 'status' | 'kind'>): string {
  const pickup = delivery.kind === 'PICKUP';
  switch (delivery.status) {
    case 'SCHEDULED':
      return pickup ? m.account_pstatus_scheduled() : m.account_dstatus_scheduled();
    case 'OUT_FOR_DELIVERY':
      return m.account_dstatus_on_its_way();
    case 'ARRIVED':
      return m.account_dstatus_arrived();
    case 'COMPLETED':
      return pickup ? m.account_dstatus_picked_up() : m.account_dstatus_delivered();
    case 'CANCELLED':
      return pickup ? m.account_pstatus_cancelled() : m.account_dstatus_cancelled();
  }
}

/** A clock time in the depot's zone: "10:42 a.m." ("10 h 42" in French). */
export function clockTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat(languageTag(), {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
}
