/** A signed-in customer's delivery addresses (spec: findShippingAddress, address-select). */
import type { DatabaseHandle } from '../db/client';
import type { AddressRecord } from '../db/repositories/address-repository';
import * as repo from '../db/repositories/address-repository';
import { customerExists } from '../db/repositories/checkout-repository';
import { runInTransaction } from '../db/transaction';
import type { DeliveryArea, ShippingAddressInput } from './address-validation';
import { servingArea, validateShippingAddress } from './address-validation';
import type { CatalogService, City } from './catalog-service';
import { DomainError } from './errors';

export type { AddressRecord };

/** Enough for any household; more is a sign of a script, not a customer. */
export const MAX_ADDRESSES = 50;

export function deliveryAreaOf(city: City): DeliveryArea & { city: City } {
  return {
    id: city.id,
    name: city.name,
    province: city.provinceCode,
    fsaPrefixes: city.fsaPrefixes,
    city,
  };
}

export class AddressService {
  constructor(
    private readonly handle: DatabaseHandle,
    private readonly catalog: CatalogService,
  ) {}

  async list(customerId: string): Promise<AddressRecord[]> {
    return repo.listShippingAddresses(this.handle, customerId);
  }

  /**
   * Validates and saves a delivery address. An address no depot reaches is refused now, with
   * the reason under the postal code, rather than at the end of checkout.
   */
  async add(customerId: string, input: ShippingAddressInput): Promise<AddressRecord> {
    const address = validateShippingAddress(input);
    if (!(await customerExists(this.handle, customerId))) {
      throw new DomainError('NO_AUTH', 'Your account was not found. Please sign in again.');
    }
    const cities = (await this.catalog.cities()).filter((city) => city.visible);
    const area = servingArea(cities.map(deliveryAreaOf), address.postalCode, address.province);
    if (!area) {
      throw new DomainError(
        'BAD_USER_INPUT',
        `We don't deliver to ${address.postalCode} yet: our crews reach about 75 km around our 15 depots.`,
        {
          details: {
            field: 'postalcode',
            fields: {
              postalcode: `We don't deliver to ${address.postalCode} yet: our crews reach about 75 km around our 15 depots.`,
            },
          },
        },
      );
    }
    return runInTransaction(this.handle, async (tx) => {
      const existing = await repo.listShippingAddresses(tx, customerId);
      if (existing.length >= MAX_ADDRESSES) {
        throw new DomainError(
          'BAD_USER_INPUT',
          `You can keep up to ${MAX_ADDRESSES} addresses. Remove one you no longer use first.`,
        );
      }
      return repo.insertShippingAddress(tx, {
        customerId,
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
        isPrimary: address.primary,
        floorNumber: address.floorNumber,
        elevatorAccess: address.elevatorAccess,
        receivingHours: address.receivingHours,
        buzzerNumber: address.buzzerNumber,
        dockDoorAccess: address.dockDoorAccess,
        deliveryInstructions: address.deliveryInstructions,
      });
    });
  }
}
