/** A customer's delivery addresses: list, find one of theirs, add one. */
import type { BuildingType, ProvinceCode } from '../constants';
import type { DatabaseHandle } from '../client';

/** A stored address, as the layers above the database see it. */
export interface AddressRecord {
  id: string;
  customerId: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  streetAddress: string;
  unitNumber: string | null;
  city: string;
  province: ProvinceCode;
  postalCode: string;
  country: string;
  type: 'SHIPPING' | 'BILLING';
  typeOfAddress: BuildingType | null;
  cityId: number | null;
  listed: boolean;
  active: boolean;
  isPrimary: boolean;
  floorNumber: number | null;
  elevatorAccess: boolean | null;
  receivingHours: string | null;
  buzzerNumber: string | null;
  dockDoorAccess: boolean | null;
  deliveryInstructions: string | null;
}

/** An address row as the database returns it (also the JSON that addressJson builds). */
export interface AddressRow {
  id: string;
  customer_id: string;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  street_address: string;
  unit_number: string | null;
  city: string;
  province: ProvinceCode;
  postal_code: string;
  country: string;
  type: 'SHIPPING' | 'BILLING';
  type_of_address: BuildingType | null;
  city_id: number | null;
  listed: boolean;
  active: boolean;
  is_primary: boolean;
  floor_number: number | null;
  elevator_access: boolean | null;
  receiving_hours: string | null;
  buzzer_number: string | null;
  dock_door_access: boolean | null;
  delivery_instructions: string | null;
}

/** The columns of an address row, in order; also used to build JSON of an address in one statement. */
const ADDRESS_COLUMNS = [
  'id',
  'customer_id',
  'first_name',
  'last_name',
  'phone_number',
  'street_address',
  'unit_number',
  'city',
  'province',
  'postal_code',
  'country',
  'type',
  'type_of_address',
  'city_id',
  'listed',
  'active',
  'is_primary',
  'floor_number',
  'elevator_access',
  'receiving_hours',
  'buzzer_number',
  'dock_door_access',
  'delivery_instructions',
] as const satisfies readonly (keyof AddressRow)[];

const SELECT_COLUMNS = ADDRESS_COLUMNS.join(', ');

/** `json_build_object('id', a.id, ...)` of an address aliased `alias`: an AddressRow; map it with toAddressRecord. */
export function addressJson(alias: string): string {
  return `json_build_object(${ADDRESS_COLUMNS.map((column) => `'${column}', ${alias}.${column}`).join(', ')})`;
}

export function toAddressRecord(row: AddressRow): AddressRecord {
  return {
    id: row.id,
    customerId: row.customer_id,
    firstName: row.first_name,
    lastName: row.last_name,
    phoneNumber: row.phone_number,
    streetAddress: row.street_address,
    unitNumber: row.unit_number,
    city: row.city,
    province: row.province,
    postalCode: row.postal_code,
    country: row.country,
    type: row.type,
    typeOfAddress: row.type_of_address,
    cityId: row.city_id,
    listed: row.listed,
    active: row.active,
    isPrimary: row.is_primary,
    floorNumber: row.floor_number,
    elevatorAccess: row.elevator_access,
    receivingHours: row.receiving_hours,
    buzzerNumber: row.buzzer_number,
    dockDoorAccess: row.dock_door_access,
    deliveryInstructions: row.delivery_instructions,
  };
}

/** The customer's delivery addresses shown in their address book, primary first, newest next. */
export async function listShippingAddresses(
  handle: DatabaseHandle,
  customerId: string,
): Promise<AddressRecord[]> {
  const rows = await handle.query<AddressRow & Record<string, unknown>>(
    `select ${SELECT_COLUMNS} from addresses
      where customer_id = $1 and type = 'SHIPPING' and listed and active
      order by is_primary desc, created_at desc, id`,
    [customerId],
  );
  return rows.map(toAddressRecord);
}

/** One of the customer's active addresses; null when it is not theirs (or does not exist). */
export async function findCustomerAddress(
  handle: DatabaseHandle,
  customerId: string,
  addressId: string,
): Promise<AddressRecord | null> {
  const [row] = await handle.query<AddressRow & Record<string, unknown>>(
    `select ${SELECT_COLUMNS} from addresses where id = $1 and customer_id = $2 and active`,
    [addressId, customerId],
  );
  return row ? toAddressRecord(row) : null;
}

export type NewAddress = Omit<AddressRecord, 'id' | 'listed' | 'active' | 'type'>;

/**
 * Adds a delivery address. The customer's first address becomes primary; a new primary one
 * takes the flag from the others in the same transaction (`tx` must be one).
 */
export async function insertShippingAddress(
  tx: DatabaseHandle,
  address: NewAddress,
): Promise<AddressRecord> {
  const [{ count } = { count: 0 }] = await tx.query<{ count: number }>(
    `select count(*)::int as count from addresses
      where customer_id = $1 and type = 'SHIPPING' and listed and active`,
    [address.customerId],
  );
  const primary = address.isPrimary || count === 0;
  if (primary) {
    await tx.query(
      `update addresses set is_primary = false where customer_id = $1 and type = 'SHIPPING' and is_primary`,
      [address.customerId],
    );
  }
  const [row] = await tx.query<AddressRow & Record<string, unknown>>(
    `insert into addresses (customer_id, first_name, last_name, phone_number, street_address,
       unit_number, city, province, postal_code, country, type, type_of_address, city_id,
       listed, active, is_primary, floor_number, elevator_access, receiving_hours, buzzer_number,
       dock_door_access, delivery_instructions)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'SHIPPING', $11, $12, true, true, $13, $14,
       $15, $16, $17, $18, $19)
     returning ${SELECT_COLUMNS}`,
    [
      address.customerId,
      address.firstName,
      address.lastName,
      address.phoneNumber,
      address.streetAddress,
      address.unitNumber,
      address.city,
      address.province,
      address.postalCode,
      address.country,
      address.typeOfAddress,
      address.cityId,
      primary,
      address.floorNumber,
      address.elevatorAccess,
      address.receivingHours,
      address.buzzerNumber,
      address.dockDoorAccess,
      address.deliveryInstructions,
    ],
  );
  if (!row) throw new Error('the address insert returned no row');
  return toAddressRecord(row);
}
