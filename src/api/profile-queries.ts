/**
 * The account pages' calls: profile, address book and mobile verification (spec section 7).
 * Every one needs a session; failures arrive as AccountFailure (message, code, field messages,
 * and the server's extensions such as `lockedUntil`).
 */
import { queryOptions } from '@tanstack/react-query';
import { accountCall as call, accountFailure } from './call';
import type { AccountFailure } from './call';
import {
  DeactivateShippingAddressDocument,
  GetAddressDetailsDocument,
  GetCustomerProfileDocument,
  GetCustomerShippingAddressDocument,
  GetMobileVerificationDocument,
  MakePrimaryShippingAddressDocument,
  SavePreferredLanguageDocument,
  SendMobileVerificationCodeDocument,
  UpdateCustomerProfileDocument,
  UpdateShippingAddressDocument,
  VerifyMobileCodeDocument,
} from '../../contract/graphql';
import type {
  CustomerAddressFieldsFragment,
  CustomerProfileFieldsFragment,
  CustomerProfileInput,
  MobileVerificationFieldsFragment,
  ShippingAddressInput,
} from '../../contract/graphql';

export type CustomerProfile = CustomerProfileFieldsFragment;
export type CustomerAddress = CustomerAddressFieldsFragment;
export type MobileVerification = MobileVerificationFieldsFragment;
export type { CustomerProfileInput, ShippingAddressInput };

export { accountFailure };
export type { AccountFailure };

export async function fetchCustomerProfile(signal?: AbortSignal): Promise<CustomerProfile> {
  return (await call(GetCustomerProfileDocument, {}, signal)).getCustomerProfile;
}

/** The signed-in customer's profile, keyed by the customer. */
export const customerProfileQuery = (userId: string | null) =>
  queryOptions({
    queryKey: ['customer-profile', userId],
    queryFn: ({ signal }) => fetchCustomerProfile(signal),
    enabled: userId !== null,
  });

export async function updateCustomerProfile(
  profile: CustomerProfileInput,
): Promise<CustomerProfile> {
  return (await call(UpdateCustomerProfileDocument, { profile })).updateCustomerProfile;
}

/** Keeps the language the customer chose on their profile, for mail, texts and other devices. */
export async function savePreferredLanguage(language: 'en' | 'fr'): Promise<void> {
  await call(SavePreferredLanguageDocument, { language: language === 'fr' ? 'FR' : 'EN' });
}

export const customerAddressesQuery = () =>
  queryOptions({
    queryKey: ['customer-addresses'],
    queryFn: async ({ signal }) =>
      (await call(GetCustomerShippingAddressDocument, {}, signal)).getCustomerShippingAddress,
  });

export const addressDetailsQuery = (addressId: string) =>
  queryOptions({
    queryKey: ['customer-addresses', addressId],
    queryFn: async ({ signal }) =>
      (await call(GetAddressDetailsDocument, { addressId }, signal)).getAddressDetails,
    retry: (count, error) => (error as unknown as AccountFailure).code !== 'NOT_FOUND' && count < 2,
  });

export async function updateShippingAddress(
  addressId: string,
  address: ShippingAddressInput,
): Promise<CustomerAddress> {
  return (await call(UpdateShippingAddressDocument, { addressId, address })).updateShippingAddress;
}

export async function makePrimaryShippingAddress(addressId: string): Promise<CustomerAddress> {
  return (await call(MakePrimaryShippingAddressDocument, { addressId })).makePrimaryShippingAddress;
}

export async function deactivateShippingAddress(addressId: string): Promise<string> {
  return (await call(DeactivateShippingAddressDocument, { addressId })).deactivateShippingAddress;
}

export async function fetchMobileVerification(): Promise<MobileVerification> {
  return (await call(GetMobileVerificationDocument)).getMobileVerification;
}

export async function sendMobileVerificationCode(): Promise<MobileVerification> {
  return (await call(SendMobileVerificationCodeDocument)).sendMobileVerificationCode;
}

export async function verifyMobileCode(code: string): Promise<MobileVerification> {
  return (await call(VerifyMobileCodeDocument, { code })).verifyMobileCode;
}
