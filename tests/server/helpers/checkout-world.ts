/**
 * The setup server tests of checkout share: per backend, a seeded database, the real server on
 * it and Toronto, opened before the file's tests and closed after them.
 *
 *   let database: DatabaseHandle;
 *   let server: CheckoutServer;
 *   let toronto: CityFacts;
 *   withCheckoutWorld(backend, (world) => ({ database, server, toronto } = world));
 */
import { afterAll, beforeAll } from 'vitest';
import type { Backend } from './backends';
import type { CheckoutWorld } from './checkout-fixtures';
import { openCheckoutWorld } from './checkout-fixtures';

export function withCheckoutWorld(
  backend: Backend,
  receive: (world: CheckoutWorld) => unknown,
): void {
  let world: CheckoutWorld | undefined;
  beforeAll(async () => {
    world = await openCheckoutWorld(backend);
    await receive(world);
  }, 120_000);
  afterAll(async () => {
    await world?.close();
  });
}
