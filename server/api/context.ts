import type { AccountAddressService } from '../modules/account/index';
import type { AccountHoldingsService } from '../modules/account/index';
import type { AccountProfileService } from '../modules/account/index';
import type { AccountService } from '../modules/account/index';
import type { MobileVerificationService } from '../modules/account/index';
import type { AddressService } from '../modules/addresses/index';
import type { BillingService } from '../modules/billing/index';
import type { BuyoutService } from '../modules/buyout/index';
import type { MoveService } from '../modules/swap-move/index';
import type { SwapService } from '../modules/swap-move/index';
import type { VisitBookingService } from '../modules/swap-move/index';
import type { ReturnService } from '../modules/returns/index';
import type { ReturnPhotoService } from '../modules/returns/index';
import type { PartnerService } from '../modules/partner/index';
import type { CartService } from '../modules/cart/index';
import type { CatalogService } from '../modules/catalog/index';
import type { CheckoutService } from '../modules/checkout/index';
import type { ReceiptService } from '../modules/account/index';
import type { DeliveryService } from '../modules/deliveries/index';
import type { TipService } from '../modules/tips/index';
import type { ReviewService } from '../modules/reviews/index';
import type { ReferralService } from '../modules/referrals/index';
import type { ShareService } from '../modules/share/index';
import type { SwatchService } from '../modules/swatches/index';
import type { Locale } from '../i18n/locale';
import type { AuthContext } from './auth-context';

/**
 * What every resolver receives; built once per request by the API plugin. Resolvers read the
 * services from here (decision 092), so every resolver module is one `Resolvers<ApiContext>`.
 */
export interface ApiContext {
  catalog: CatalogService;
  cart: CartService;
  swatches: SwatchService;
  /** Shared carts and packages. */
  share: ShareService;
  /** Checkout, orders, agreements and saved cards. */
  checkout: CheckoutService;
  addresses: AddressService;
  /** The signed-in customer's billing standing (getOrderStatus). */
  account: AccountService;
  /** The signed-in customer's profile (getCustomerProfile, updateCustomerProfile). */
  accountProfile: AccountProfileService;
  /** The account's address book with the products at each address. */
  accountAddresses: AccountAddressService;
  /** Products by address, the upcoming bill, the card on file. */
  accountHoldings: AccountHoldingsService;
  /** The customer's referral link, friends and credit. */
  referrals: ReferralService;
  /** Deliveries and pickups (decision 127). */
  deliveries: DeliveryService;
  /** Mobile number verification by texted code. */
  mobileVerification: MobileVerificationService;
  /** The signed-in customer's receipts (orderReceipts, getOrderReceiptData). */
  receipts: ReceiptService;
  /** Monthly bills: paying the overdue balance. */
  billing: BillingService;
  /** Buying out held items. */
  buyout: BuyoutService;
  /** Tips for a crew (decision 132). */
  tips: TipService;
  /** Product reviews (decision 133). */
  reviews: ReviewService;
  /** Returns. */
  returns: ReturnService;
  /** Swapping a held item for another piece (decision 135). */
  swaps: SwapService;
  /** Moving held items to another address (decision 136). */
  moves: MoveService;
  /** Cancelling a swap or a move as one booking, with its refund (decision 148). */
  visitBookings: VisitBookingService;
  /** Photos of returned items. */
  returnPhotos: ReturnPhotoService;
  /** Partner orders: the address and billing steps (decision 140). */
  partner: PartnerService;
  /** MAP_STYLE_URL: the tracker map's style; null draws on a plain background. */
  mapStyleUrl: string | null;
  releaseVersion: string;
  /** The client's release, from the client-version header, when sent. */
  clientVersion: string | null;
  /** The language the caller reads (its Accept-Language, decision 179). */
  locale: Locale;
  /** The verified access token's customer and roles; null for guests (./auth-context). */
  auth: AuthContext | null;
}

declare module 'mercurius' {
  /** Mercurius hands resolvers its context merged with ours, so typed resolvers fit its map. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges into mercurius's own
  interface MercuriusContext extends ApiContext {}
}
