/**
 * The account's address book (decision 111): every address with the products it holds, edit,
 * make primary, deactivate. An address still holding products (a membership product whose
 * status is not RETURNED, CANCELLED, BOUGHT_OUT or OWNED) or with a crew visit booked there (a
 * delivery, a return pickup, a swap, either half of a move) cannot be deactivated (decision 149). Another
 * customer's address id answers NOT_FOUND, exactly like an unknown one.
 */
import type { DatabaseHandle } from '../../db/client';
import type { AddressWithProducts, BookedVisit } from './account-address-repository';
import * as repo from './account-address-repository';
import { runInTransaction } from '../../db/transaction';
import type { AddressService } from '../addresses/index';
import { deliveryAreaOf, notReached } from '../addresses/index';
import type { ShippingAddressInput } from '../addresses/index';
import { servingArea, validateShippingAddress } from '../addresses/index';
import type { CatalogService } from '../catalog/index';
import { longDay } from '../../shared/calendar-date';
import { DomainError } from '../../shared/errors';
import { longDayIn, tr } from '../../i18n/localized';
import type { LocalizedText } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';

export type { AddressWithProducts };

export interface AccountAddress extends AddressWithProducts {
  /** Why it cannot be deactivated now, in the language read; null when it can. */
  deactivateBlockedReason: LocalizedText | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function notFound(): DomainError {
  return new DomainError('NOT_FOUND', tr(m.errors_account_address_not_found));
}

/** A visit as the customer knows it: "the delivery of order SF100123", "the move SF100124, ...". */
function visitName(visit: BookedVisit): LocalizedText {
  const number = visit.orderNumber;
  switch (visit.orderType) {
    case 'RETURN':
      return tr(m.errors_addresses_visit_return_pickup, { number });
    case 'SWAP':
      return tr(m.errors_addresses_visit_swap, { number });
    case 'MOVE':
      return visit.kind === 'DELIVERY'
        ? tr(m.errors_addresses_visit_move_delivering, { number })
        : tr(m.errors_addresses_visit_move_picking_up, { number });
    default:
      return visit.kind === 'PICKUP'
        ? tr(m.errors_addresses_visit_order_pickup, { number })
        : tr(m.errors_addresses_visit_order_delivery, { number });
  }
}

/**
 * The reason an address stays in the book, or null: a crew visit booked there (named, with its
 * day), else products still at it.
 */
export function deactivateBlockedReason(
  count: number,
  visits: readonly BookedVisit[] = [],
): LocalizedText | null {
  const [first] = visits;
  if (first) {
    const others = visits.length - 1;
    return tr(m.errors_addresses_visit_booked, {
      visit: visitName(first),
      date: (locale) => (locale === 'en' ? longDay(first.date) : longDayIn(first.date, locale)),
      more:
        others === 0
          ? ''
          : others === 1
            ? tr(m.errors_addresses_one_more_visit)
            : tr(m.errors_addresses_more_visits, { count: others }),
    });
  }
  if (count === 0) return null;
  return count === 1
    ? tr(m.errors_addresses_one_product_here)
    : tr(m.errors_addresses_products_here, { count });
}

const withReason = (found: AddressWithProducts): AccountAddress => ({
  ...found,
  deactivateBlockedReason: deactivateBlockedReason(found.activeProducts, found.bookedVisits),
});

export class AccountAddressService {
  constructor(
    private readonly handle: DatabaseHandle,
    private readonly catalog: CatalogService,
    private readonly addresses: AddressService,
  ) {}

  async list(customerId: string): Promise<AccountAddress[]> {
    return (await repo.listAddressesWithProducts(this.handle, customerId)).map(withReason);
  }

  async details(customerId: string, addressId: string): Promise<AccountAddress> {
    if (!UUID.test(addressId)) throw notFound();
    const found = await repo.findAddressWithProducts(this.handle, customerId, addressId);
    if (!found) throw notFound();
    return withReason(found);
  }

  async add(customerId: string, input: ShippingAddressInput): Promise<AccountAddress> {
    const saved = await this.addresses.add(customerId, input);
    return this.details(customerId, saved.id);
  }

  /** Same checks as a new address: the format, the province and a depot that reaches it. */
  async update(
    customerId: string,
    addressId: string,
    input: ShippingAddressInput,
  ): Promise<AccountAddress> {
    if (!UUID.test(addressId)) throw notFound();
    const address = validateShippingAddress(input);
    const cities = (await this.catalog.cities()).filter((city) => city.visible);
    const area = servingArea(cities.map(deliveryAreaOf), address.postalCode, address.province);
    if (!area) {
      const message = notReached(address.postalCode);
      throw new DomainError('BAD_USER_INPUT', message, {
        details: { field: 'postalcode', fields: { postalcode: message } },
      });
    }
    return runInTransaction(this.handle, async (tx) => {
      const changed = await repo.updateAddress(tx, customerId, addressId, {
        firstName: address.firstName,
        lastName: address.lastName,
        phoneNumber: address.phoneNumber,
        streetAddress: address.streetAddress,
        unitNumber: address.unitNumber,
        city: address.city,
        province: address.province,
        postalCode: address.postalCode,
        country: address.country,
        typeOfAddress: address.typeOfAddress,
        cityId: area.id,
        floorNumber: address.floorNumber,
        elevatorAccess: address.elevatorAccess,
        receivingHours: address.receivingHours,
        buzzerNumber: address.buzzerNumber,
        dockDoorAccess: address.dockDoorAccess,
        deliveryInstructions: address.deliveryInstructions,
      });
      if (!changed) throw notFound();
      if (address.primary) await repo.setPrimaryAddress(tx, customerId, addressId);
      const found = await repo.findAddressWithProducts(tx, customerId, addressId);
      if (!found) throw notFound();
      return withReason(found);
    });
  }

  async makePrimary(customerId: string, addressId: string): Promise<AccountAddress> {
    if (!UUID.test(addressId)) throw notFound();
    return runInTransaction(this.handle, async (tx) => {
      const found = await repo.findAddressWithProducts(tx, customerId, addressId, { lock: true });
      if (!found) throw notFound();
      await repo.setPrimaryAddress(tx, customerId, addressId);
      return withReason({ ...found, address: { ...found.address, isPrimary: true } });
    });
  }

  /** Takes the address out of the book; CONFLICT, saying why, while products are at it. */
  async deactivate(customerId: string, addressId: string): Promise<string> {
    if (!UUID.test(addressId)) throw notFound();
    return runInTransaction(this.handle, async (tx) => {
      // Locked, so the count and the change see the same address.
      const found = await repo.findAddressWithProducts(tx, customerId, addressId, { lock: true });
      if (!found) throw notFound();
      const reason = deactivateBlockedReason(found.activeProducts, found.bookedVisits);
      if (reason)
        throw new DomainError('CONFLICT', reason, {
          details: {
            reason: found.bookedVisits.length > 0 ? 'ADDRESS_HAS_VISITS' : 'ADDRESS_HAS_PRODUCTS',
            activeProducts: found.activeProducts,
            visits: found.bookedVisits.map((visit) => visit.orderNumber),
          },
        });
      await repo.deactivateAddress(tx, customerId, addressId);
      return addressId;
    });
  }
}
