/**
 * Text messages leave through one interface (decision 110). With `SMS_PROVIDER_URL` they are
 * POSTed to the provider as JSON `{ to, body }`; without it they stay in a local outbox shown at
 * /dev/mailbox beside the mail (and in the log), so a newcomer can read verification codes.
 */
import type { SmsConfig } from '../config';

export interface SmsMessage {
  /** E.164. */
  to: string;
  body: string;
}

export interface SmsGateway {
  readonly kind: 'http' | 'outbox';
  /** Resolves once the provider accepted the message; throws when it did not. */
  send(message: SmsMessage): Promise<void>;
}

export interface OutboxSms extends SmsMessage {
  sentAt: Date;
}

export class SmsSendError extends Error {
  override readonly name = 'SmsSendError';
}

/** Posts each message to an HTTP SMS provider, with a bearer token when configured. */
export class HttpSmsGateway implements SmsGateway {
  readonly kind = 'http';

  constructor(
    private readonly url: string,
    private readonly token?: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    let response: Response;
    try {
      response = await fetch(this.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        },
        body: JSON.stringify({ to: message.to, body: message.body }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new SmsSendError('the SMS provider could not be reached', { cause: error });
    }
    await response.body?.cancel();
    if (!response.ok) throw new SmsSendError(`the SMS provider answered ${response.status}`);
  }
}

/** Keeps the newest messages in memory (one process), for /dev/mailbox. */
export class OutboxSmsGateway implements SmsGateway {
  readonly kind = 'outbox';
  private readonly kept: OutboxSms[] = [];

  constructor(
    private readonly log: (line: string) => void = () => undefined,
    private readonly limit = 50,
    private readonly now: () => Date = () => new Date(),
  ) {}

  send(message: SmsMessage): Promise<void> {
    this.kept.unshift({ ...message, sentAt: this.now() });
    this.kept.length = Math.min(this.kept.length, this.limit);
    this.log(`sms to ${message.to}: ${message.body}`);
    return Promise.resolve();
  }

  /** Newest first. */
  messages(): readonly OutboxSms[] {
    return this.kept;
  }
}

export function createSmsGateway(config: SmsConfig, log?: (line: string) => void): SmsGateway {
  return config.providerUrl
    ? new HttpSmsGateway(config.providerUrl, config.providerToken)
    : new OutboxSmsGateway(log);
}
