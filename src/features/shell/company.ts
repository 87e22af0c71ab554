/** External profiles linked from the footer. */
export const CAREERS_URL = 'https://careers.pivotfurniture.ca/';

export const SOCIAL_PROFILES = [
  { name: 'Instagram', url: 'https://www.instagram.com/pivotfurniture.ca/' },
  { name: 'Facebook', url: 'https://www.facebook.com/pivotfurniture.ca' },
  { name: 'Pinterest', url: 'https://www.pinterest.ca/pivotfurniture/' },
  { name: 'LinkedIn', url: 'https://www.linkedin.com/company/pivot-furniture-canada/' },
] as const;
