/**
 * `GET /dev/mailbox`: the local outbox as a page, newest first, links clickable, so a newcomer
 * without an SMTP server can follow reset and verification links. Not registered in production.
 */
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import type { SmsGateway } from '../sms/sms-gateway';
import { OutboxSmsGateway } from '../sms/sms-gateway';
import { findOutboxMailHtml } from '../db/repositories/mail-outbox-repository';
import { escapeHtml, readOutbox } from './mail';

export interface DevMailboxOptions {
  database: DatabaseHandle;
  /** `smtp` when mail leaves through SMTP_URL (the outbox then stays empty). */
  mailer: 'smtp' | 'outbox';
  /** Text messages: their outbox is listed beside the mail when no SMS provider is set. */
  sms?: SmsGateway;
}

/** The text messages section: the outbox's messages, or a note that a provider sends them. */
function smsSection(sms: SmsGateway | undefined): string {
  if (!sms) return '';
  if (!(sms instanceof OutboxSmsGateway))
    return '<section aria-labelledby="sms"><h2 id="sms">Text messages</h2><p>Texts are sent through SMS_PROVIDER_URL, so nothing new arrives here.</p></section>';
  const items = sms
    .messages()
    .map(
      (message) => `<article class="sms">
  <p class="meta">To ${escapeHtml(message.to)} · <time datetime="${message.sentAt.toISOString()}">${escapeHtml(message.sentAt.toISOString())}</time></p>
  <p>${escapeHtml(message.body)}</p>
</article>`,
    )
    .join('\n');
  return `<section aria-labelledby="sms"><h2 id="sms">Text messages</h2>
<p>Texts the store would send (no SMS_PROVIDER_URL is set), newest first; kept in this process's memory.</p>
${items || '<p>No text messages yet.</p>'}
</section>`;
}

/** Text with its http(s) addresses turned into links, HTML-escaped. */
export function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

export async function devMailboxPlugin(
  app: FastifyInstance,
  options: DevMailboxOptions,
): Promise<void> {
  app.get('/dev/mailbox', async (_request, reply) => {
    const mails = await readOutbox(options.database, 50);
    const note =
      options.mailer === 'smtp'
        ? '<p>Mail is sent through SMTP_URL, so nothing new arrives here.</p>'
        : '<p>Mail the store would send (no SMTP_URL is set). Newest first.</p>';
    const items = mails
      .map(
        (mail) => `<article>
  <h3>${escapeHtml(mail.subject)}</h3>
  <p class="meta">To ${escapeHtml(mail.toAddress)} · <time datetime="${mail.createdAt.toISOString()}">${escapeHtml(mail.createdAt.toISOString())}</time></p>
  ${mail.hasHtml ? `<p><a href="/dev/mailbox/${escapeHtml(mail.id)}">See it as sent (HTML)</a></p>` : ''}
  <pre>${linkify(mail.textBody)}</pre>
</article>`,
      )
      .join('\n');
    const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Mailbox (development)</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#333}article{border-top:1px solid #ccc;padding:1rem 0}pre{white-space:pre-wrap;font-family:inherit}.meta{color:#666;font-size:.9rem}a{color:#00797c}</style>
</head>
<body>
<h1>Mailbox (development)</h1>
${smsSection(options.sms)}
<section aria-labelledby="mail"><h2 id="mail">Mail</h2>
${note}
${items || '<p>No mail yet.</p>'}
</section>
</body>
</html>`;
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header(
        'Content-Security-Policy',
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
      )
      .header('X-Content-Type-Options', 'nosniff')
      .send(html);
  });

  // One mail's HTML part as a mail client would draw it: no scripts, no requests (its links are
  // absolute and lead to the site).
  app.get<{ Params: { id: string } }>('/dev/mailbox/:id', async (request, reply) => {
    const html = await findOutboxMailHtml(options.database, request.params.id);
    if (html === null) return reply.code(404).type('text/plain').send('No such mail.');
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header(
        'Content-Security-Policy',
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
      )
      .header('X-Content-Type-Options', 'nosniff')
      .send(html);
  });
}
