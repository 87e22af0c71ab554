/**
 * Delivers the notices outbox (decision 154): claims due rows (several instances side by side,
 * `for update skip locked` and a lease), writes each notice's mail and, where the customer
 * chose texts, its text message, stamps each channel once, and tries a failed one again later
 * with a growing pause. A pass also writes tomorrow's visit reminders.
 *
 * Once only: a channel is stamped on its row, and a stamped channel is never sent again. Into
 * the local outbox (no SMTP_URL) the mail and its stamp are one transaction, so a crash cannot
 * send it twice; through SMTP the stamp follows the server's acceptance (a crash between the two
 * is the one window in which a retry sends again, and the mail's Message-ID, the notice's id,
 * lets mail systems drop the copy).
 *
 * The passes run as jobs of the server's job queue (decision 182, server/jobs): a delivery pass
 * about every second and a reminder pass every 15 minutes, one instance at a time each.
 */
import type { DatabaseHandle } from '../../db/client';
import { insertOutboxMail } from '../../db/repositories/mail-outbox-repository';
import {
  claimDueNotices,
  depotZones,
  insertVisitReminders,
  markNoticeDone,
  markNoticeMailed,
  markNoticeRetry,
  markNoticeTexted,
  type NoticeRecord,
} from './notice-repository';
import { runInTransaction } from '../../db/transaction';
import type { SmsGateway } from '../../sms/sms-gateway';
import { addDays, localDate } from '../../shared/calendar-date';
import { composeNotice } from './notice-content';
import { renderNoticeMail, type RenderedMail } from './notice-email';

/** Where notice mail goes: the local outbox table, or an SMTP sender. */
export type NoticeMailTransport =
  | { kind: 'outbox'; keep: number }
  | {
      kind: 'smtp';
      send(mail: RenderedMail & { headers: Record<string, string> }): Promise<void>;
    };

export interface NoticeSenderOptions {
  handle: DatabaseHandle;
  mail: NoticeMailTransport;
  sms: SmsGateway;
  /** Absolute links start here (SITE_URL). */
  siteUrl: string;
  /** Domain of the Message-ID header. */
  mailDomain?: string;
  log: {
    info: (object: object, message: string) => void;
    warn: (object: object, message: string) => void;
  };
  now?: () => Date;
  /** How long a claim keeps other senders off a notice (default 2 min). */
  leaseMs?: number;
  /** Attempts before a notice is given up as FAILED (default 8, over about two days). */
  maxAttempts?: number;
  /** Tests: runs after a channel was sent and stamped, before the notice is done. */
  afterChannel?: (notice: NoticeRecord, channel: 'mail' | 'sms') => Promise<void>;
}

/** Reminders go out from this local hour of the day before the visit. */
export const REMINDER_HOUR = 9;
const BATCH = 20;

export interface NoticePass {
  sent: number;
  retried: number;
  failed: number;
  /** Nothing to send any more (the visit moved, the order is gone). */
  dropped: number;
}

export class NoticeSender {
  private running: Promise<NoticePass> | null = null;
  private readonly now: () => Date;

  constructor(private readonly options: NoticeSenderOptions) {
    this.now = options.now ?? (() => new Date());
  }

  /**
   * Writes the reminders of visits on each depot's tomorrow, once the depot's clock reached
   * REMINDER_HOUR. Idempotent (one per visit and day): every instance may run it.
   */
  async queueReminders(now = this.now()): Promise<number> {
    const byDay = new Map<string, number[]>();
    for (const depot of await depotZones(this.options.handle)) {
      const hour = Number(
        new Intl.DateTimeFormat('en-CA', {
          timeZone: depot.timezone,
          hour: 'numeric',
          hourCycle: 'h23',
        }).format(now),
      );
      if (hour < REMINDER_HOUR) continue;
      const tomorrow = addDays(localDate(now, depot.timezone), 1);
      byDay.set(tomorrow, [...(byDay.get(tomorrow) ?? []), depot.cityId]);
    }
    let written = 0;
    for (const [day, cityIds] of byDay) {
      written += await insertVisitReminders(this.options.handle, cityIds, day);
    }
    return written;
  }

  /** One pass over the due notices (waits for a pass in progress first). */
  async runOnce(): Promise<NoticePass> {
    while (this.running) await this.running.catch(() => undefined);
    this.running = this.pass();
    try {
      return await this.running;
    } finally {
      this.running = null;
    }
  }

  private async pass(): Promise<NoticePass> {
    const result: NoticePass = { sent: 0, retried: 0, failed: 0, dropped: 0 };
    for (;;) {
      const claimed = await claimDueNotices(
        this.options.handle,
        this.now(),
        BATCH,
        this.options.leaseMs ?? 120_000,
      );
      for (const notice of claimed) {
        const outcome = await this.deliver(notice);
        result[outcome] += 1;
      }
      if (claimed.length < BATCH) return result;
    }
  }

  private async deliver(notice: NoticeRecord): Promise<keyof NoticePass> {
    const { handle } = this.options;
    try {
      const message = await composeNotice(handle, notice, this.options.siteUrl);
      if (!message) {
        await markNoticeDone(handle, notice.id, 'SENT', this.now(), 'nothing to send');
        return 'dropped';
      }
      if (!notice.mailSentAt && !(message.textInsteadOfMail && message.sms)) {
        const mail = await renderNoticeMail(message, this.options.siteUrl);
        await this.sendMail(notice, mail);
        await this.options.afterChannel?.(notice, 'mail');
      }
      if (message.sms && !notice.smsSentAt) {
        await this.options.sms.send(message.sms);
        await markNoticeTexted(handle, notice.id, message.sms.to, this.now());
        await this.options.afterChannel?.(notice, 'sms');
      }
      await markNoticeDone(handle, notice.id, 'SENT', this.now());
      this.options.log.info(
        { notice: { id: notice.id, kind: notice.kind, to: message.to } },
        `notice ${notice.kind} sent: ${message.subject}`,
      );
      return 'sent';
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const max = this.options.maxAttempts ?? 8;
      if (notice.attempts >= max) {
        await markNoticeDone(handle, notice.id, 'FAILED', this.now(), reason).catch(
          () => undefined,
        );
        this.options.log.warn({ err: error, notice: notice.id }, 'notice given up');
        return 'failed';
      }
      // 30 s, 1 min, 2 min ... at most 6 h between attempts.
      const pause = Math.min(30_000 * 2 ** (notice.attempts - 1), 6 * 3_600_000);
      await markNoticeRetry(
        handle,
        notice.id,
        new Date(this.now().getTime() + pause),
        reason,
      ).catch(() => undefined);
      this.options.log.warn({ err: error, notice: notice.id }, 'notice will be tried again');
      return 'retried';
    }
  }

  /** Sends the mail and stamps it, at most once. */
  private async sendMail(notice: NoticeRecord, mail: RenderedMail): Promise<void> {
    const { handle } = this.options;
    const transport = this.options.mail;
    if (transport.kind === 'outbox') {
      await runInTransaction(handle, async (tx) => {
        if (!(await markNoticeMailed(tx, notice.id, mail.to, mail.subject, this.now()))) return;
        await insertOutboxMail(
          tx,
          { toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html },
          transport.keep,
        );
      });
      return;
    }
    await transport.send({
      ...mail,
      headers: { 'Message-ID': `<notice-${notice.id}@${this.options.mailDomain ?? 'localhost'}>` },
    });
    await markNoticeMailed(handle, notice.id, mail.to, mail.subject, this.now());
  }
}

/** A reminder's day from "now" in a depot's zone: the depot's tomorrow. */
export function tomorrowIn(now: Date, timeZone: string): string {
  return addDays(localDate(now, timeZone), 1);
}
