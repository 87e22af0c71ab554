/** A signed-in customer's delivery addresses (spec: findShippingAddress, address-select). */
import type { DatabaseHandle } from '../../db/client';
import { LIQUIDATION_FLAG } from '../../db/constants';
import type { AddressRecord } from '../../db/repositories/address-repository';
import * as repo from '../../db/repositories/address-repository';
import { customerExists } from '../../db/repositories/checkout-repository';
import { runInTransaction } from '../../db/transaction';
import type { DeliveryArea, ShippingAddressInput } from './address-validation';
import { servesPostalCode, servingArea, validateShippingAddress } from './address-validation';
import type { CatalogService, City } from '../catalog/index';
import { DomainError } from '../../shared/errors';
import { tr } from '../../i18n/localized';
import type { LocalizedText } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';
import { isValidPostalCode, normalizePostalCode } from '../../shared/postal-code';
import { parseProvinceCode } from '../../shared/provinces';

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

/** Why a city's crew cannot deliver to an address. */
export type DeliveryRefusal = 'OTHER_PROVINCE' | 'OUT_OF_REACH';

/**
 * The delivery-area rule, in one place: a city's crew delivers to an address in the city's own
 * province (tax is charged by the depot's province, decision 040) whose postal code is within
 * reach of its depot. Placement refuses by it; `deliveryArea` tells the address step by it.
 */
export function deliveryRefusal(
  city: City,
  address: { postalCode: string; province: string },
): DeliveryRefusal | null {
  const area = deliveryAreaOf(city);
  if (address.province !== area.province) return 'OTHER_PROVINCE';
  if (!servesPostalCode(area, address.postalCode)) return 'OUT_OF_REACH';
  return null;
}

/** The refusal of an address no depot reaches, under its postal code. */
export function notReached(postalCode: string): LocalizedText {
  return tr(m.errors_addresses_not_reached, { postalCode });
}

/** Whether the chosen city delivers to an address, and which of our cities do. */
export interface DeliveryAreaCheck {
  /** The postal code as we write it (A1A 1A1). */
  postalCode: string;
  /** True when the chosen city delivers there, or when the store is pickup only. */
  delivers: boolean;
  city: City;
  /** Our cities whose crews deliver there (the chosen one included when it does). */
  deliveringCities: City[];
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
   * Whether the chosen city's crew delivers to a postal code in a province, and which of our
   * cities do, for the checkout's address step. Nothing is restricted while the store is
   * pickup only (the liquidation sale).
   */
  async deliveryArea(
    cityId: string,
    postalCode: string,
    province: string,
  ): Promise<DeliveryAreaCheck> {
    const code = parseProvinceCode(province);
    if (!isValidPostalCode(postalCode)) {
      throw new DomainError('BAD_USER_INPUT', tr(m.errors_addresses_postal_code), {
        details: { field: 'postalCode' },
      });
    }
    const address = { postalCode: normalizePostalCode(postalCode), province: code };
    const city = await this.catalog.resolveCity(cityId);
    const cities = (await this.catalog.cities()).filter((candidate) => candidate.visible);
    const deliveringCities = cities.filter(
      (candidate) => deliveryRefusal(candidate, address) === null,
    );
    const pickupOnly = await this.catalog.isFlagOn(LIQUIDATION_FLAG);
    return {
      postalCode: address.postalCode,
      delivers: pickupOnly || deliveryRefusal(city, address) === null,
      city,
      deliveringCities,
    };
  }

  /**
   * Validates and saves a delivery address. An address no depot reaches is refused now, with
   * the reason under the postal code, rather than at the end of checkout.
   */
  async add(customerId: string, input: ShippingAddressInput): Promise<AddressRecord> {
    const address = validateShippingAddress(input);
    if (!(await customerExists(this.handle, customerId))) {
      throw new DomainError('NO_AUTH', tr(m.errors_account_not_found));
    }
    const cities = (await this.catalog.cities()).filter((city) => city.visible);
    const area = servingArea(cities.map(deliveryAreaOf), address.postalCode, address.province);
    if (!area) {
      const message = notReached(address.postalCode);
      throw new DomainError('BAD_USER_INPUT', message, {
        details: { field: 'postalcode', fields: { postalcode: message } },
      });
    }
    return runInTransaction(this.handle, async (tx) => {
      const existing = await repo.listShippingAddresses(tx, customerId);
      if (existing.length >= MAX_ADDRESSES) {
        throw new DomainError(
          'BAD_USER_INPUT',
          tr(m.errors_addresses_too_many, { max: MAX_ADDRESSES }),
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
