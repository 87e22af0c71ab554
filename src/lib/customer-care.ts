/** How customers reach Pivot; shown on the contact page, policies and help messages. */
export const CUSTOMER_CARE = {
  phoneDisplay: '1-844-555-0142',
  phoneHref: 'tel:+18445550142',
  email: 'care@pivotfurniture.ca',
  privacyEmail: 'privacy@pivotfurniture.ca',
  /** Hours in Eastern Time. */
  hours: [
    { days: 'Monday to Friday', time: '9 a.m. to 8 p.m. ET' },
    { days: 'Saturday and Sunday', time: '10 a.m. to 6 p.m. ET' },
  ],
  mailingAddress: [
    'Pivot Furniture Inc.',
    'Attn: Customer Care',
    'PO Box 1042, Station A',
    'Toronto ON  M5W 1G5',
  ],
} as const;
