/**
 * The account pages' operations: profile, address book, mobile verification. Each needs an
 * access token (NO_AUTH without) and acts on the token's customer only; ids of other customers'
 * records answer NOT_FOUND, like unknown ones.
 */
import type { AccountAddress } from './account-addresses';
import type { ProfileRecord } from './account-profile';
import type { MobileVerificationState } from './account-verification';
import { requireAuth } from '../../api/auth-context';
import type { Locale } from '../../i18n/locale';
import type {
  ResolversParentTypes,
  CustomerProfile,
  MobileVerification,
  Resolvers,
} from '../../api/generated/resolvers-types';
import { mapShippingAddress } from '../../api/resolvers/address-mapping';

function mapProfile(profile: ProfileRecord): CustomerProfile {
  return {
    id: profile.id,
    email: profile.email,
    emailverified: profile.emailVerified,
    firstname: profile.firstName,
    lastname: profile.lastName,
    phonenumber1: profile.phone1,
    phonenumber2: profile.phone2,
    deliverysmsoptin: profile.deliverySmsOptIn,
    mobileverified: profile.mobileVerified,
    optin: profile.optIn,
    preferredLanguage:
      profile.preferredLanguage === null ? null : profile.preferredLanguage === 'fr' ? 'FR' : 'EN',
    memberships: profile.memberships.map((membership) => ({
      customerid: membership.customerId,
      multiaddress: membership.multiAddress,
      membershiptype: membership.membershipType,
    })),
  };
}

function mapAddress(
  found: AccountAddress,
  locale: Locale,
): ResolversParentTypes['CustomerAddress'] {
  return {
    address: mapShippingAddress(found.address),
    activeProducts: found.activeProducts,
    deactivateBlockedReason: found.deactivateBlockedReason?.(locale) ?? null,
  };
}

function mapVerification(state: MobileVerificationState): MobileVerification {
  return {
    phonenumber: state.phone,
    mobileverified: state.verified,
    expiresAt: state.expiresAt?.toISOString() ?? null,
    attemptsLeft: state.attemptsLeft,
    lockedUntil: state.lockedUntil?.toISOString() ?? null,
  };
}

export const accountProfileResolvers: Resolvers = {
  Query: {
    async getCustomerProfile(_root, _args, context) {
      const { userId } = requireAuth(context.auth);
      return mapProfile(await context.accountProfile.profile(userId));
    },
    async getCustomerShippingAddress(_root, _args, context) {
      const { userId } = requireAuth(context.auth);
      return (await context.accountAddresses.list(userId)).map((found) =>
        mapAddress(found, context.locale),
      );
    },
    async getAddressDetails(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      return mapAddress(
        await context.accountAddresses.details(userId, args.addressId),
        context.locale,
      );
    },
    async getMobileVerification(_root, _args, context) {
      const { userId } = requireAuth(context.auth);
      return mapVerification(await context.mobileVerification.status(userId));
    },
  },
  Mutation: {
    async updateCustomerProfile(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      return mapProfile(await context.accountProfile.update(userId, args.profile));
    },
    async updateShippingAddress(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      return mapAddress(
        await context.accountAddresses.update(userId, args.addressId, args.address),
        context.locale,
      );
    },
    async makePrimaryShippingAddress(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      return mapAddress(
        await context.accountAddresses.makePrimary(userId, args.addressId),
        context.locale,
      );
    },
    async deactivateShippingAddress(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      return context.accountAddresses.deactivate(userId, args.addressId);
    },
    async sendMobileVerificationCode(_root, _args, context) {
      const { userId } = requireAuth(context.auth);
      return mapVerification(await context.mobileVerification.sendCode(userId, context.locale));
    },
    async verifyMobileCode(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      return mapVerification(await context.mobileVerification.verifyCode(userId, args.code));
    },
  },
};
