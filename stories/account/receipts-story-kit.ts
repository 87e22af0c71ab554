import type { OrderReceipt, ReceiptPage } from '../../src/api/receipt-queries';

/** Receipts as the API answers them, for stories (no backend). */
export const receiptPage: ReceiptPage = {
  totalCount: 3,
  limit: 10,
  offset: 0,
  hasMore: false,
  receipts: [
    {
      id: '8d7c2f57-3a1e-4a53-9a55-0c3f5f6e2d11',
      ordernumber: 'SF100214',
      type: 'ORDER',
      status: 'CONFIRMED',
      createdtime: '2026-11-20T15:42:00.000Z',
      deliverydate: '2026-11-27',
      itemcount: 3,
      firstitemname: 'Harbour sofa - Oatmeal',
      total: 1482.77,
      totalcharged: 1467.77,
      tipped: 0,
    },
    {
      id: '1f0a9e3c-6b2d-4d8e-8f5a-2b7c9d0e1f22',
      ordernumber: 'SF100187',
      type: 'ORDER',
      status: 'COMPLETED',
      createdtime: '2026-09-02T18:05:00.000Z',
      deliverydate: '2026-09-09',
      itemcount: 1,
      firstitemname: 'Oak side table with a very long name that has to wrap on a phone',
      total: 314.14,
      totalcharged: 314.14,
      tipped: 20,
    },
    {
      id: '5c4b3a29-1d0e-4f6a-9b8c-7d6e5f4a3b33',
      ordernumber: 'SF100102',
      type: 'ORDER',
      status: 'CANCELLED',
      createdtime: '2026-03-14T13:20:00.000Z',
      deliverydate: null,
      itemcount: 2,
      firstitemname: 'Nordic dining chair',
      total: 401.28,
      totalcharged: 401.28,
      tipped: 0,
    },
  ],
};

export const emptyReceiptPage: ReceiptPage = {
  totalCount: 0,
  limit: 10,
  offset: 0,
  hasMore: false,
  receipts: [],
};

/** Many receipts: the second of three pages. */
export const pagedReceiptPage: ReceiptPage = { ...receiptPage, totalCount: 23, offset: 10 };

/** A Montréal order: GST and QST on separate lines, account credit, a Visa card. */
export const quebecReceipt: OrderReceipt = {
  id: '8d7c2f57-3a1e-4a53-9a55-0c3f5f6e2d11',
  ordernumber: 'SF100214',
  type: 'ORDER',
  status: 'CONFIRMED',
  cityname: 'Montreal',
  createdtime: '2026-11-20T15:42:00.000Z',
  purchasedate: '2026-11-20T15:42:03.000Z',
  deliverydate: '2026-11-27',
  deliverytimetype: 'MORNING',
  customername: 'Alex Tremblay',
  email: 'alex.tremblay@example.ca',
  address: {
    name: 'Alex Tremblay',
    streetaddress: '175 Rue Sainte-Catherine Ouest',
    unitnumber: '1204',
    city: 'Montréal',
    province: 'QC',
    postalcode: 'H2X 1Y4',
    country: 'CA',
  },
  moveaddress: null,
  products: [
    {
      productId: '101',
      name: 'Harbour sofa - Oatmeal',
      condition: 'BETTER_THAN_NEW',
      options: ['Oatmeal', 'Oak legs'],
      quantity: 1,
      purchaseOption: 'ownv3',
      termLength: null,
      price: 899,
      pivotCare: null,
      monthlyCharge: null,
      originalprice: 1899,
      lineTotal: 899,
      assembly: 49,
      finalSale: false,
    },
    {
      productId: '205',
      name: 'Nordic dining chair',
      condition: 'BETTER_THAN_NEW',
      options: ['Walnut'],
      quantity: 2,
      purchaseOption: 'ownv3',
      termLength: null,
      price: 119,
      pivotCare: null,
      monthlyCharge: null,
      originalprice: 149,
      lineTotal: 238,
      assembly: 0,
      finalSale: true,
    },
  ],
  returns: [],
  productsubtotal: 1137,
  shippingprice: 79,
  assemblyprice: 49,
  handlingprice: 0,
  discount: 0,
  taxes: [
    { name: 'GST', ratePercent: 5, amount: 63.25, label: 'GST 5%' },
    { name: 'QST', ratePercent: 9.975, amount: 126.18, label: 'QST 9.975%' },
  ],
  totaltaxescharged: 189.43,
  total: 1454.43,
  accountbalanceused: 15,
  totalcharged: 1439.43,
  payments: [
    {
      chargetime: '2026-11-20T15:42:03.000Z',
      chargesuccess: true,
      chargetype: 'CHARGE',
      status: 'SUCCEEDED',
      amount: 1439.43,
      cardtype: 'VISA',
      cardlastfourdigits: '4242',
      cardexpirymonth: 12,
      cardexpiryyear: 2029,
    },
  ],
  tips: [],
};

/** A Toronto subscription: one HST line. */
export const ontarioReceipt: OrderReceipt = {
  ...quebecReceipt,
  id: '1f0a9e3c-6b2d-4d8e-8f5a-2b7c9d0e1f22',
  ordernumber: 'SF100187',
  status: 'COMPLETED',
  cityname: 'Toronto',
  deliverytimetype: 'AFTERNOON',
  address: {
    name: 'Alex Tremblay',
    streetaddress: '301 Front Street West',
    unitnumber: null,
    city: 'Toronto',
    province: 'ON',
    postalcode: 'M5V 2T6',
    country: 'CA',
  },
  products: [
    {
      productId: '310',
      name: 'Oak side table',
      condition: 'BETTER_THAN_NEW',
      options: [],
      quantity: 1,
      purchaseOption: 'subscribe',
      termLength: 12,
      price: 199,
      pivotCare: null,
      monthlyCharge: { fee: 199, pivotCare: 0, total: 199 },
      originalprice: 199,
      lineTotal: 199,
      assembly: 0,
      finalSale: false,
    },
  ],
  productsubtotal: 199,
  shippingprice: 79,
  assemblyprice: 0,
  taxes: [{ name: 'HST', ratePercent: 13, amount: 36.14, label: 'HST 13%' }],
  totaltaxescharged: 36.14,
  total: 314.14,
  accountbalanceused: 0,
  totalcharged: 314.14,
  payments: [{ ...quebecReceipt.payments[0]!, amount: 314.14 }],
  tips: [
    {
      amount: 20,
      note: 'Thank you for carrying it up <three> flights!',
      paidAt: '2026-09-09T21:10:00.000Z',
      cardtype: 'VISA',
      cardlastfourdigits: '4242',
    },
  ],
};

/** A Toronto return: one pickup before the free-return term, its fee to be charged after the pickup. */
export const returnReceipt: OrderReceipt = {
  ...ontarioReceipt,
  id: '4c2b9e1d-7a3f-4e5d-9b8c-1d2e3f4a5b66',
  ordernumber: 'SF100233',
  type: 'RETURN',
  status: 'SCHEDULED',
  purchasedate: null,
  deliverydate: '2026-12-03',
  deliverytimetype: 'MORNING',
  products: [],
  returns: [{ name: 'Oak side table', options: [], handlingPrice: 398 }],
  productsubtotal: 398,
  shippingprice: 0,
  handlingprice: 398,
  taxes: [{ name: 'HST', ratePercent: 13, amount: 51.74, label: 'HST 13%' }],
  totaltaxescharged: 51.74,
  total: 449.74,
  totalcharged: 0,
  payments: [],
};

/** The same return picked up, the fee charged to the card on file (decision 139). */
export const returnChargedReceipt: OrderReceipt = {
  ...returnReceipt,
  status: 'COMPLETED',
  purchasedate: '2026-12-03T15:10:00.000Z',
  totalcharged: 449.74,
  payments: [
    { ...quebecReceipt.payments[0]!, chargetime: '2026-12-03T15:10:00.000Z', amount: 449.74 },
  ],
};

/** Picked up, the fee card declined: the items are returned and the fee is owed. */
export const returnOwedReceipt: OrderReceipt = {
  ...returnChargedReceipt,
  purchasedate: null,
  totalcharged: 0,
  payments: [
    {
      ...returnChargedReceipt.payments[0]!,
      chargesuccess: false,
      status: 'DECLINED',
      cardlastfourdigits: '0002',
    },
  ],
};
