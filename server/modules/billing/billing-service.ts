/** What the API offers of billing: paying the overdue balance (spec: the billing alert's action). */
import type { DatabaseHandle } from '../../db/client';
import { listOpenDelinquentRecords } from '../../db/repositories/account-repository';
import type { DelinquentRecord } from '../../db/repositories/account-repository';
import type { PaymentGateway } from '../../payments/payment-gateway';
import { payOverdueBalance, type OverduePaymentChoice } from './delinquency';

export interface OverduePayment {
  paidCents: number;
  /** The customer's open records afterwards: empty when the billing alert is gone. */
  remaining: DelinquentRecord[];
}

export class BillingService {
  constructor(
    private readonly handle: DatabaseHandle,
    private readonly gateway: PaymentGateway,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Charges the customer's card for every open delinquent record (see ./delinquency). */
  async payOverdueBalance(
    customerId: string,
    choice: OverduePaymentChoice = {},
  ): Promise<OverduePayment> {
    const { paidCents } = await payOverdueBalance(
      { handle: this.handle, gateway: this.gateway, now: this.now },
      customerId,
      choice,
    );
    return { paidCents, remaining: await listOpenDelinquentRecords(this.handle, customerId) };
  }
}
