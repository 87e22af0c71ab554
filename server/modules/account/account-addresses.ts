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
import { deliveryAreaOf } from '../addresses/index';
import type { ShippingAddressInput } from '../addresses/index';
import { servingArea, validateShippingAddress } from '../addresses/index';
import type { CatalogService } from '../catalog/index';
import { longDay } from '../../shared/calendar-date';
import { DomainError } from '../../shared/errors';
import { tr } from '../../i18n/localized';
import { m } from '../../i18n/paraglide/messages.js';

export type { AddressWithProducts };

export interface AccountAddress extends AddressWithProducts {
  /** Why it cannot be deactivated now; null when it can. */
  deactivateBlockedReason: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function notFound(): DomainError {
  return new DomainError('NOT_FOUND', tr(m.errors_account_address_not_found));
}

/** A visit as the customer knows it: "the delivery of order SF100123", "your move SF100124". */
function visitName(visit: BookedVisit): string {
  switch (visit.orderType) {
    case 'RETURN':
      return `the return pickup ${visit.orderNumber}`;
    case 'SWAP':
      return `the swap ${visit.orderNumber}`;
    case 'MOVE':
      return visit.kind === 'DELIVERY'
        ? `the move ${visit.orderNumber}, delivering here`
        : `the move ${visit.orderNumber}, picking up here`;
    default:
      return visit.kind === 'PICKUP'
        ? `the pickup of order ${visit.orderNumber}`
        : `the delivery of order ${visit.orderNumber}`;
  }
}

/**
 * The reason an address stays in the book, or null: a crew visit booked there (named, with its
 * day), else products still at it.
 */
export function deactivateBlockedReason(
  count: number,
  visits: readonly BookedVisit[] = [],
): string | null {
  const [first] = visits;
  if (first) {
    const more =
      visits.length === 1
        ? ''
        : ` and ${visits.length - 1} more visit${visits.length === 2 ? '' : 's'}`;
    return `A crew visit is booked here: ${visitName(first)} on ${longDay(first.date)}${more}. This address stays until the visit is done or cancelled (see Deliveries in your account).`;
  }
  if (count === 0) return null;
  const [what, them] = count === 1 ? ['1 product is', 'it'] : [`${count} products are`, 'them'];
  return `${what} at this address. Return, move or buy ${them} out first, then you can remove the address.`;
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
      const message = `We don't deliver to ${address.postalCode} yet: our crews reach about 75 km around our 15 depots.`;
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
