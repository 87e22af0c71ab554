/** A signed-in customer's account standing (spec: getOrderStatus, the billing alert). */
import type { DatabaseHandle } from '../../db/client';
import type { DelinquentRecord } from '../../db/repositories/account-repository';
import { listOpenDelinquentRecords } from '../../db/repositories/account-repository';

export type { DelinquentRecord };

export class AccountService {
  constructor(private readonly handle: DatabaseHandle) {}

  /** The customer's open delinquent records; empty when their billing is in good standing. */
  async openDelinquentRecords(customerId: string): Promise<DelinquentRecord[]> {
    return listOpenDelinquentRecords(this.handle, customerId);
  }
}
