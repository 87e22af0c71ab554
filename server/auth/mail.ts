/**
 * Outgoing mail: through SMTP (`SMTP_URL`, nodemailer) or, without it, into the local outbox
 * table that /dev/mailbox shows, and into the log, so a newcomer can follow a reset link.
 */
import { createTransport } from 'nodemailer';
import type { DatabaseHandle } from '../db/client';
import { insertOutboxMail, listOutboxMail } from '../db/repositories/mail-outbox-repository';
import type { OutboxEntry } from '../db/repositories/mail-outbox-repository';

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
  link?: { url: string; label: string },
) {
  const text = [...lines, ...(link ? ['', `${link.label}: ${link.url}`] : []), '', '— Pivot'].join(
    '\n',
  );
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; color: #333333">',
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(link
      ? [
          `<p><a href="${escapeHtml(link.url)}" style="color: #00797c">${escapeHtml(link.label)}</a></p>`,
          `<p style="font-size: 12px">Or paste this address into your browser: ${escapeHtml(link.url)}</p>`,
        ]
      : []),
    '<p>— Pivot</p></body></html>',
  ].join('\n');
  return { to, subject, text, html };
}

export function resetPasswordMail(to: string, url: string): OutgoingMail {
  return message(
    to,
    'Reset your Pivot password',
    [
      'Someone asked to reset the password of your Pivot account.',
      'If it was you, choose a new password with the link below. It works once, for one hour.',
      'If it was not you, ignore this message: your password stays as it is.',
    ],
    { url, label: 'Choose a new password' },
  );
}

export function verifyEmailMail(to: string, url: string, change: boolean): OutgoingMail {
  return message(
    to,
    change ? 'Confirm your new email address' : 'Confirm your email address',
    change
      ? [
          'You asked to use this address for your Pivot account.',
          'Confirm it with the link below within 24 hours; until then your account keeps its old address.',
        ]
      : [
          'Welcome to Pivot! Confirm that this address is yours with the link below (it works for 24 hours).',
        ],
    { url, label: 'Confirm this address' },
  );
}

export function emailChangedMail(to: string, newEmail: string): OutgoingMail {
  return message(to, 'Your Pivot email address was changed', [
    `Your Pivot account now uses ${newEmail} to sign in and receive mail.`,
    'If you did not do this, contact us at once so we can secure your account.',
  ]);
}

export function passwordChangedMail(to: string): OutgoingMail {
  return message(to, 'Your Pivot password was changed', [
    'The password of your Pivot account was just reset, and every device was signed out.',
    'If you did not do this, reset your password again and contact us.',
  ]);
}
