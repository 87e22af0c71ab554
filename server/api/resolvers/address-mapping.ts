/** An address record as the API's ShippingAddress (checkout, address book, account pages). */
import type { AddressRecord } from '../../modules/addresses/index';
import type { ResolversParentTypes } from '../generated/resolvers-types';

export function mapShippingAddress(row: AddressRecord): ResolversParentTypes['ShippingAddress'] {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    streetaddress: row.streetAddress,
    unitnumber: row.unitNumber,
    city: row.city,
    province: row.province,
    postalcode: row.postalCode,
    country: row.country,
    type: row.type,
    typeofaddress: row.typeOfAddress,
    floornumber: row.floorNumber,
    elevatoraccess: row.elevatorAccess,
    receivinghours: row.receivingHours,
    buzzernumber: row.buzzerNumber,
    dockdooraccess: row.dockDoorAccess,
    deliveryinstructions: row.deliveryInstructions,
    listed: row.listed,
    active: row.active,
    primary: row.isPrimary,
    cityId: row.cityId === null ? null : String(row.cityId),
    products: null,
  };
}
