/**
 * The addresses module's public entry (docs/decisions/171-server-in-vertical-modules.md): what other
 * modules may use of it. Everything else in this folder is its own.
 */
export { deliveryAreaOf, deliveryRefusal, notReached } from './address-service';
export { AddressService } from './address-service';
export {
  checkMailingAddress,
  clean,
  phoneToE164,
  servingArea,
  throwIfAny,
  validateShippingAddress,
} from './address-validation';
export type { MailingAddressInput, ShippingAddressInput } from './address-validation';
export type { AddressRecord } from './address-service';
