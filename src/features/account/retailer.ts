import { CUSTOMER_CARE } from '../../lib/customer-care';

/**
 * Who issues the receipt. Canadian receipts of $100 or more name the GST/HST registration
 * number; Quebec sales add the QST number. docs/decisions/061-account-receipts.md.
 */
export const RETAILER = {
  legalName: 'Pivot Furniture Inc.',
  address: ['PO Box 1042, Station A', 'Toronto ON  M5W 1G5'],
  phone: CUSTOMER_CARE.phoneDisplay,
  email: CUSTOMER_CARE.email,
  gstHstNumber: '784512369 RT 0001',
  qstNumber: '1227845123 TQ 0001',
} as const;
