/**
 * Outgoing mail: through SMTP (`SMTP_URL`, nodemailer) or, without it, into the local outbox
 * table that /dev/mailbox shows, and into the log, so a newcomer can follow a reset link.
 */
import { createTransport } from 'nodemailer';
import type { DatabaseHandle } from '../db/client';
import { insertOutboxMail, listOutboxMail } from '../db/repositories/mail-outbox-repository';
import type { OutboxEntry } from '../db/repositories/mail-outbox-repository';
import type { Locale } from '../i18n/locale';
import { m } from '../i18n/paraglide/messages.js';

export type { OutboxEntry };

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. a stable Message-ID. */
  headers?: Record<string, string>;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

export interface MailLog {
  info(object: Record<string, unknown>, message: string): void;
}

/** Mail through an SMTP server, e.g. `smtp://user:pass@mail.example.ca:587` or `smtps://...`. */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = createTransport(url);
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    async close() {
      transport.close();
    },
  };
}

/** How many mails the outbox keeps; older ones are deleted as new ones arrive. */
export const OUTBOX_LIMIT = 200;

/** Mail kept in the database (table auth_mail_outbox) and written to the log (bodies outside production). */
export function createOutboxMailer(
  database: DatabaseHandle,
  log: MailLog,
  options: { printBodies: boolean } = { printBodies: true },
): Mailer {
  return {
    kind: 'outbox',
    async send(mail) {
      await insertOutboxMail(
        database,
        { toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html },
        OUTBOX_LIMIT,
      );
      // Links in mail sign people in: outside development they stay out of the log.
      log.info(
        { mail: { to: mail.to, subject: mail.subject } },
        options.printBodies
          ? `mail to ${mail.to} (see /dev/mailbox): ${mail.subject}\n${mail.text}`
          : `mail to ${mail.to} kept in auth_mail_outbox (no SMTP_URL): ${mail.subject}`,
      );
    },
    async close() {},
  };
}

/** The newest mails of the outbox, newest first. */
export async function readOutbox(database: DatabaseHandle, limit = 50): Promise<OutboxEntry[]> {
  return listOutboxMail(database, limit);
}

// ---------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function message(
  to: string,
  subject: string,
  lines: string[],
  locale: Locale,
  link?: { url: string; label: string },
) {
  const l = { locale };
  const signoff = m.mail_signoff({}, l);
  const text = [
    ...lines,
    ...(link ? ['', m.mail_label_value({ label: link.label, value: link.url }, l)] : []),
    '',
    signoff,
  ].join('\n');
  const html = [
    `<!doctype html><html${locale === 'fr' ? ' lang="fr-CA"' : ''}><body style="font-family: sans-serif; color: #333333">`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(link
      ? [
          `<p><a href="${escapeHtml(link.url)}" style="color: #00797c">${escapeHtml(link.label)}</a></p>`,
          `<p style="font-size: 12px">${escapeHtml(m.mail_paste_address({}, l))} ${escapeHtml(link.url)}</p>`,
        ]
      : []),
    `<p>${escapeHtml(signoff)}</p></body></html>`,
  ].join('\n');
  return { to, subject, text, html };
}

/** The mail's language decides its words; `url` already points at a page in that language. */
export function resetPasswordMail(to: string, url: string, locale: Locale = 'en'): OutgoingMail {
  const l = { locale };
  return message(
    to,
    m.mail_reset_subject({}, l),
    [m.mail_reset_asked({}, l), m.mail_reset_if_you({}, l), m.mail_reset_if_not_you({}, l)],
    locale,
    { url, label: m.mail_reset_action({}, l) },
  );
}

export function verifyEmailMail(
  to: string,
  url: string,
  change: boolean,
  locale: Locale = 'en',
): OutgoingMail {
  const l = { locale };
  return message(
    to,
    change ? m.mail_verify_change_subject({}, l) : m.mail_verify_subject({}, l),
    change
      ? [m.mail_verify_change_asked({}, l), m.mail_verify_change_within({}, l)]
      : [m.mail_verify_welcome({}, l)],
    locale,
    { url, label: m.mail_verify_action({}, l) },
  );
}

export function emailChangedMail(
  to: string,
  newEmail: string,
  locale: Locale = 'en',
): OutgoingMail {
  const l = { locale };
  return message(
    to,
    m.mail_email_changed_subject({}, l),
    [m.mail_email_changed_now({ email: newEmail }, l), m.mail_email_changed_not_you({}, l)],
    locale,
  );
}

export function passwordChangedMail(to: string, locale: Locale = 'en'): OutgoingMail {
  const l = { locale };
  return message(
    to,
    m.mail_password_changed_subject({}, l),
    [m.mail_password_changed_reset({}, l), m.mail_password_changed_not_you({}, l)],
    locale,
  );
}
