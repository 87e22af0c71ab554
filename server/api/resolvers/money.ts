/** Integer cents to the API's dollar amounts; the only place the API divides money. */
export function dollars(cents: number): number {
  return Math.round(cents) / 100;
}

export function dollarsOrNull(cents: number | null | undefined): number | null {
  return cents === null || cents === undefined ? null : dollars(cents);
}
