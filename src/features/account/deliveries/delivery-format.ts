/** How the delivery screens word a visit: its day, window, address, items and status. */
import type { Delivery } from '../../../api/delivery-queries';
import { formatCalendarDay } from '../receipt-format';

export { formatCalendarDay };

/** "Morning, 9 am to noon, Montreal time". */
export function windowText(delivery: Pick<Delivery, 'window' | 'depot'>): string {
  return `${delivery.window.label}, ${delivery.depot} time`;
}

export function addressText(address: Delivery['address']): string {
  return [
    address.line2 ? `${address.line1}, ${address.line2}` : address.line1,
    `${address.city}, ${address.province} ${address.postalCode}`,
  ].join(', ');
}

export function itemsText(items: Delivery['items']): string {
  if (items.length === 0) return 'No items';
  return items
    .map((item) => (item.quantity > 1 ? `${item.name} × ${item.quantity}` : item.name))
    .join(', ');
}

export function kindLabel(delivery: Pick<Delivery, 'kind'>): string {
  return delivery.kind === 'PICKUP' ? 'Pickup' : 'Delivery';
}

const STATUS: Record<Delivery['status'], string> = {
  SCHEDULED: 'Scheduled',
  OUT_FOR_DELIVERY: 'On its way',
  ARRIVED: 'Crew arrived',
  COMPLETED: 'Done',
  CANCELLED: 'Cancelled',
};

export function statusLabel(delivery: Pick<Delivery, 'status' | 'kind'>): string {
  if (delivery.status === 'COMPLETED')
    return delivery.kind === 'PICKUP' ? 'Picked up' : 'Delivered';
  return STATUS[delivery.status];
}

/** A clock time in the depot's zone: "10:42 a.m.". */
export function clockTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    at,
  );
}
