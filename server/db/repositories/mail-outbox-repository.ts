/** The local mail outbox (auth_mail_outbox): mail kept when no SMTP server is configured. */
import type { DatabaseHandle } from '../client';

export interface OutboxEntry {
  id: string;
  toAddress: string;
  subject: string;
  textBody: string;
  /** Whether the mail has an HTML part (notices do; older plain mails do not). */
  hasHtml: boolean;
  createdAt: Date;
}

/** Keeps a mail, then deletes all but the newest `keep`. */
export async function insertOutboxMail(
  handle: DatabaseHandle,
  mail: { toAddress: string; subject: string; textBody: string; htmlBody: string },
  keep: number,
): Promise<void> {
  await handle.query(
    `insert into auth_mail_outbox (to_address, subject, text_body, html_body)
     values ($1, $2, $3, $4)`,
    [mail.toAddress, mail.subject, mail.textBody, mail.htmlBody],
  );
  const [oldest] = await handle.query<{ createdAt: Date }>(
    `select created_at as "createdAt" from auth_mail_outbox
      order by created_at desc offset $1 limit 1`,
    [keep - 1],
  );
  if (oldest) {
    await handle.query('delete from auth_mail_outbox where created_at < $1', [oldest.createdAt]);
  }
}

/** The newest mails, newest first. */
export async function listOutboxMail(
  handle: DatabaseHandle,
  limit: number,
): Promise<OutboxEntry[]> {
  return handle.query<OutboxEntry & Record<string, unknown>>(
    `select id, to_address as "toAddress", subject, text_body as "textBody",
            html_body <> '' as "hasHtml", created_at as "createdAt"
       from auth_mail_outbox
      order by created_at desc, id desc
      limit $1`,
    [limit],
  );
}

/** One mail's HTML part, or null when there is no such mail or it has none. */
export async function findOutboxMailHtml(
  handle: DatabaseHandle,
  id: string,
): Promise<string | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await handle.query<{ html_body: string }>(
    'select html_body from auth_mail_outbox where id = $1',
    [id],
  );
  return row?.html_body ? row.html_body : null;
}
