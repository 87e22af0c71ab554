/** The two error-test routes of spec section 2: one fails while rendering, one while loading. */
export class ErrorTestError extends Error {
  override name = 'ErrorTestError';
}

export function RenderErrorTest(): never {
  throw new ErrorTestError('Error test: this page fails while rendering, on purpose.');
}

export function failingLoader(): never {
  throw new ErrorTestError('Error test: this page fails while loading its data, on purpose.');
}
