import { isPurchaseOption } from '../../../machines/purchase-options';
import type { PurchaseOption } from '../../../machines/purchase-options';
import { changed } from './changes';
import {
  ASSEMBLY_KEY,
  backend,
  cookieBackend,
  DEFAULT_OWNERSHIP,
  DELIVERY_TIME_KEY,
  OWNERSHIP_COOKIE,
} from './storage';

/** The cart's other choices: assembly, the delivery time, and the ownership preference cookie. */

export interface DeliveryTime {
  date: string;
  estimatedDays: number;
}

export function readAssembly(): boolean {
  return backend().get(ASSEMBLY_KEY) === 'true';
}

export function setAssembly(on: boolean): void {
  backend().set(ASSEMBLY_KEY, on ? 'true' : 'false');
  changed();
}

export function readDeliveryTime(): DeliveryTime | null {
  try {
    const parsed = JSON.parse(backend().get(DELIVERY_TIME_KEY) ?? 'null') as DeliveryTime | null;
    return parsed &&
      typeof parsed.date === 'string' &&
      /^\d{4}-\d{2}-\d{2}$/.test(parsed.date) &&
      typeof parsed.estimatedDays === 'number'
      ? { date: parsed.date, estimatedDays: parsed.estimatedDays }
      : null;
  } catch {
    return null;
  }
}

export function setDeliveryTime(choice: DeliveryTime | null): void {
  if (choice) backend().set(DELIVERY_TIME_KEY, JSON.stringify(choice));
  else backend().remove(DELIVERY_TIME_KEY);
  changed();
}

/** The ownership preference, a cookie so the server could read it too. */
export function readOwnership(): PurchaseOption {
  const stored = cookieBackend.get(OWNERSHIP_COOKIE);
  return isPurchaseOption(stored) ? stored : DEFAULT_OWNERSHIP;
}

export function setOwnership(option: PurchaseOption): void {
  try {
    cookieBackend.set(OWNERSHIP_COOKIE, option);
  } catch {
    // Without cookies the preference lasts for this page only; the default applies after.
  }
  changed();
}
