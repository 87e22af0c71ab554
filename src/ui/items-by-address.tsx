import type { ReactNode } from 'react';
import { CartLineItem } from './cart-line';
import { Checkbox } from './checkbox';
import { PlainList } from './layout';

/** A held item offered for a flow that works at one address (returns, moves). */
export interface ItemAtAddress {
  id: string;
  name: string;
  thumbUrl: string | null;
  addressId: string;
  /** The address, as the customer reads it. */
  address: string;
}

export interface ItemsByAddressProps<TItem extends ItemAtAddress> {
  items: readonly TItem[];
  /** The ids of the items ticked. */
  selected: readonly string[];
  onToggle: (id: string) => void;
  /** The price column of an item's line. */
  price: (item: TItem) => ReactNode;
  /** Under an item's name, if anything. */
  details?: (item: TItem) => ReactNode;
}

/**
 * The customer's held items grouped by address, one fieldset an address (its legend the
 * address), each item a line with a checkbox named after it.
 */
export function ItemsByAddress<TItem extends ItemAtAddress>({
  items,
  selected,
  onToggle,
  price,
  details,
}: ItemsByAddressProps<TItem>) {
  const addresses = [...new Set(items.map((item) => item.addressId))];
  return (
    <>
      {addresses.map((addressId) => {
        const atAddress = items.filter((item) => item.addressId === addressId);
        return (
          <fieldset key={addressId} style={{ border: 0, margin: 0, padding: 0 }}>
            <legend style={{ fontWeight: 600, marginBottom: 8, padding: 0 }}>
              {atAddress[0]?.address}
            </legend>
            <PlainList>
              {atAddress.map((item) => (
                <CartLineItem
                  key={item.id}
                  image={item.thumbUrl}
                  title={
                    <Checkbox
                      label={item.name}
                      checked={selected.includes(item.id)}
                      onCheckedChange={() => onToggle(item.id)}
                    />
                  }
                  price={price(item)}
                >
                  {details?.(item)}
                </CartLineItem>
              ))}
            </PlainList>
          </fieldset>
        );
      })}
    </>
  );
}
