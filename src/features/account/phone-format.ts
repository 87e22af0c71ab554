/** `+14165550134` → `416-555-0134`, the way the store shows phone numbers; others unchanged. */
export function displayPhone(e164: string | null | undefined): string {
  if (!e164) return '';
  const national = e164.replace(/^\+1/, '');
  return /^\d{10}$/.test(national)
    ? `${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`
    : e164;
}
