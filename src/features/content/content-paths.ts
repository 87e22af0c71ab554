/** Pages of other features that the content pages link to (typed once those routes exist). */
export const SWATCHES_PATH: string = '/swatches';
export const ACCOUNT_PATH: string = '/account';
export const PAYMENT_INFORMATION_PATH: string = '/account/payment-information';
export const SIGNUP_PATH: string = '/signup';
export const HOME_PATH: string = '/';

/** The 15 white-glove delivery cities, west to east. */
export const DELIVERY_CITIES = [
  'Vancouver',
  'Calgary',
  'Edmonton',
  'Regina',
  'Winnipeg',
  'Toronto',
  'Ottawa',
  'Montreal',
  'Quebec City',
  'Saint John',
  'Fredericton',
  'Moncton',
  'St. John’s',
  'Halifax',
  'Charlottetown',
] as const;
