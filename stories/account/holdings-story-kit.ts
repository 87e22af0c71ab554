import type {
  AccountOverview,
  AddressProducts,
  MembershipProduct,
  PaymentInformation,
  UpcomingBill,
} from '../../src/api/holdings-queries';
import { alexAddresses, alexProfile } from './account-story-kit';

/** The holdings, bills and card the account pages show, for stories (no backend). */
const home = alexAddresses[0]!.address;

const product = (fields: Partial<MembershipProduct> & Pick<MembershipProduct, 'id' | 'name'>) =>
  ({
    slug: 'bedford-apartment-sofa',
    productid: '101',
    thumburl: null,
    options: [
      { name: 'Fabric colour', value: 'Oatmeal' },
      { name: 'Leg finish', value: 'Natural Oak' },
    ],
    startdate: '2026-07-28',
    subscription_status: 'DELIVERED',
    purchaseoption: 'subscribe',
    kind: 'SUBSCRIPTION',
    addressId: home.id,
    monthlyPrice: 60,
    pivotCare: 0,
    monthlyCharge: { fee: 60, pivotCare: 0, total: 60 },
    termLength: null,
    paymentsMade: 4,
    paymentsDue: 30,
    nextBillDate: '2026-11-28',
    paidSoFar: 240,
    leftToPay: 1560,
    buyoutPrice: 1560,
    ...fields,
  }) as MembershipProduct;

export const alexProducts: AddressProducts[] = [
  {
    address: home,
    products: [
      product({ id: 'mp-1', name: 'Bedford Apartment Sofa' }),
      product({
        id: 'mp-2',
        name: 'Mile End Lounge Chair',
        monthlyPrice: 77,
        pivotCare: 15.4,
        monthlyCharge: { fee: 77, pivotCare: 15.4, total: 92.4 },
        paidSoFar: 308,
        leftToPay: 1078,
        buyoutPrice: 1078,
        options: [{ name: 'Fabric colour', value: 'Fog' }],
      }),
      product({
        id: 'mp-3',
        name: 'Okanagan Sleeper Sofa',
        subscription_status: 'RETURNED',
        monthlyPrice: 168,
        monthlyCharge: null,
        paidSoFar: 504,
        leftToPay: null,
        buyoutPrice: null,
        nextBillDate: null,
      }),
      product({
        id: 'mp-4',
        name: 'Yukon End Table',
        purchaseoption: 'monthlyv3',
        kind: 'FINANCING',
        monthlyPrice: 12.37,
        monthlyCharge: { fee: 12.37, pivotCare: 0, total: 12.37 },
        paymentsMade: 3,
        paymentsDue: 24,
        termLength: 24,
        paidSoFar: 37.11,
        leftToPay: 259.77,
        buyoutPrice: 259.77,
      }),
      product({
        id: 'mp-5',
        name: 'Dundas Sofa',
        purchaseoption: 'own',
        kind: 'PURCHASE',
        monthlyPrice: null,
        monthlyCharge: null,
        paymentsDue: null,
        paymentsMade: 0,
        paidSoFar: 3849,
        leftToPay: null,
        buyoutPrice: null,
        nextBillDate: null,
      }),
    ],
  },
];

export const alexBills: UpcomingBill[] = [
  {
    address: home,
    province: 'QC',
    billDate: '2026-11-28',
    lines: [
      {
        membershipProductId: 'mp-1',
        name: 'Bedford Apartment Sofa',
        purchaseOption: 'subscribe',
        period: 5,
        fee: 60,
        pivotCare: 0,
        monthlyCharge: { fee: 60, pivotCare: 0, total: 60 },
      },
      {
        membershipProductId: 'mp-2',
        name: 'Mile End Lounge Chair',
        purchaseOption: 'subscribe',
        period: 5,
        fee: 77,
        pivotCare: 15.4,
        monthlyCharge: { fee: 77, pivotCare: 15.4, total: 92.4 },
      },
    ],
    subtotal: 152.4,
    taxes: [
      { name: 'GST', ratePercent: 5, amount: 7.62, label: 'GST 5%' },
      { name: 'QST', ratePercent: 9.975, amount: 15.2, label: 'QST 9.975%' },
    ],
    taxTotal: 22.82,
    total: 175.22,
    creditApplied: 25,
    amountCharged: 150.22,
    cardStatus: 'OK',
    card: { id: 'pm-alex', cardType: 'VISA', cardLastFourDigits: '4242' },
  },
];

/** Jordan's next bill, to the card the last billing run declined. */
export const jordanBills: UpcomingBill[] = alexBills.map((bill) => ({
  ...bill,
  cardStatus: 'DECLINED',
  card: { id: 'pm-1', cardType: 'VISA', cardLastFourDigits: '0002' },
}));

export const alexOverview: AccountOverview = {
  getAccountOverview: { accountCredit: 25, unsignedAgreements: 0, nextVisit: null },
  getProductsByShippingAddress: alexProducts,
  getUpcomingBill: alexBills,
  getOrderStatus: [],
};

/** Jordan: a declined bill, an unsigned agreement, a delivery coming, contact not confirmed. */
export const jordanOverview: AccountOverview = {
  getAccountOverview: {
    accountCredit: 0,
    unsignedAgreements: 1,
    nextVisit: {
      orderId: 'o-1',
      ordernumber: 'SF100042',
      kind: 'DELIVERY',
      date: '2026-12-02',
      timetype: 'MORNING',
    },
  },
  getProductsByShippingAddress: alexProducts,
  getUpcomingBill: jordanBills,
  getOrderStatus: [{ id: 'd-1', totalremaining: 155.94 }],
};

export const unverifiedProfile = { ...alexProfile, emailverified: false, mobileverified: false };

export const emptyOverview: AccountOverview = {
  getAccountOverview: { accountCredit: 0, unsignedAgreements: 0, nextVisit: null },
  getProductsByShippingAddress: [{ address: home, products: [] }],
  getUpcomingBill: [],
  getOrderStatus: [],
};

export const cardOnFile: PaymentInformation['findPayment'][number] = {
  id: 'pm-1',
  cardType: 'VISA',
  cardLastFourDigits: '0002',
  cardExpiryMonth: 12,
  cardExpiryYear: 2028,
  isDefault: true,
  expired: false,
  declined: true,
  billingAddress: home,
};

export const jordanPayment: PaymentInformation = {
  findPayment: [cardOnFile],
  findShippingAddress: [home],
  getOrderStatus: [{ id: 'd-1', totalremaining: 155.94 }],
};

export const goodStanding: PaymentInformation = {
  findPayment: [{ ...cardOnFile, cardLastFourDigits: '4242', declined: false }],
  findShippingAddress: [home],
  getOrderStatus: [],
};
