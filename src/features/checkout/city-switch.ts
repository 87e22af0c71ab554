import { createContext, useContext } from 'react';

/**
 * Moves the checkout to another of our cities, keeping the cart and the address being checked:
 * the page provides it (stories and tests may leave it out, and the offer is not shown).
 */
export type SwitchCheckoutCity = (cityId: string, addressId: string | null) => void;

export const CheckoutCitySwitch = createContext<SwitchCheckoutCity | null>(null);

export function useCheckoutCitySwitch(): SwitchCheckoutCity | null {
  return useContext(CheckoutCitySwitch);
}
