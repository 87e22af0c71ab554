/**
 * The mail of a notice, built with react-email (decision 154): one layout for every notice,
 * tables and inline styles that mail clients draw alike, rendered to HTML and to plain text.
 */
import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Row,
  Section,
  Text,
  render,
} from '@react-email/components';
import { m } from '../../i18n/paraglide/messages.js';
import { CARE, storeUrl, type NoticeMessage } from './notice-content';

const BRAND = '#00797c';
const INK = '#1f2933';
const MUTED = '#52606d';

const text = { color: INK, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' } as const;
const small = { ...text, color: MUTED, fontSize: '13px', lineHeight: '20px' } as const;

/** The footer's question, around the phone number: `Questions? Call ` and ` or write to`. */
function questionsAround(message: NoticeMessage): [string, string] {
  const mark = '\u0000';
  const [before = '', after = ''] = m
    .mail_questions({ phone: mark }, { locale: message.locale })
    .split(mark);
  return [before, after];
}

/** `siteUrl` is the store's own address; the mail links to its pages in the mail's language. */
function NoticeEmail({ message, siteUrl }: { message: NoticeMessage; siteUrl: string }) {
  const l = { locale: message.locale };
  const [questionsBefore, questionsAfter] = questionsAround(message);
  return (
    <Html lang={message.locale === 'fr' ? 'fr-CA' : 'en'}>
      <Head />
      <Preview>{message.preview}</Preview>
      <Body
        style={{
          backgroundColor: '#f4f5f7',
          fontFamily: "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
          margin: 0,
          padding: '24px 0',
        }}
      >
        <Container
          style={{
            backgroundColor: '#ffffff',
            borderRadius: '8px',
            maxWidth: '600px',
            padding: '32px 24px',
          }}
        >
          <Section>
            <Link
              href={`${siteUrl}/`}
              style={{ color: BRAND, fontSize: '24px', fontWeight: 700, textDecoration: 'none' }}
            >
              Pivot
            </Link>
          </Section>
          <Heading as="h1" style={{ color: INK, fontSize: '24px', lineHeight: '32px' }}>
            {message.heading}
          </Heading>
          <Text style={text}>{message.greeting}</Text>
          {message.paragraphs.map((paragraph) => (
            <Text key={paragraph} style={text}>
              {paragraph}
            </Text>
          ))}
          {message.facts.length > 0 ? (
            <Section style={{ margin: '8px 0 16px' }}>
              {message.facts.map((fact) => (
                <Row key={fact.label}>
                  <Column style={{ ...small, margin: 0, paddingBottom: '8px', width: '35%' }}>
                    {fact.label}
                  </Column>
                  <Column style={{ ...text, fontSize: '15px', margin: 0, paddingBottom: '8px' }}>
                    {fact.value}
                  </Column>
                </Row>
              ))}
            </Section>
          ) : null}
          {message.items.length > 0 ? (
            <Section>
              <Text style={{ ...text, fontWeight: 600, margin: '0 0 4px' }}>
                {m.mail_items({}, l)}
              </Text>
              {message.items.map((item, index) => (
                <Text key={`${index}-${item}`} style={{ ...text, margin: '0 0 4px' }}>
                  • {item}
                </Text>
              ))}
            </Section>
          ) : null}
          {message.rows.length > 0 ? (
            <Section style={{ margin: '16px 0' }}>
              {message.rows.map((row, index) => (
                <Row
                  key={`${index}-${row.label}`}
                  style={row.total ? { borderTop: `1px solid #cbd2d9` } : undefined}
                >
                  <Column
                    style={{
                      ...text,
                      fontWeight: row.total ? 700 : 400,
                      margin: 0,
                      padding: '6px 8px 6px 0',
                    }}
                  >
                    {row.label}
                  </Column>
                  <Column
                    align="right"
                    style={{
                      ...text,
                      fontWeight: row.total ? 700 : 400,
                      margin: 0,
                      padding: '6px 0',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {row.amount}
                  </Column>
                </Row>
              ))}
            </Section>
          ) : null}
          {message.action ? (
            <Section style={{ margin: '24px 0' }}>
              <Button
                href={message.action.url}
                style={{
                  backgroundColor: BRAND,
                  borderRadius: '6px',
                  color: '#ffffff',
                  fontSize: '16px',
                  fontWeight: 600,
                  padding: '12px 20px',
                  textDecoration: 'none',
                }}
              >
                {message.action.label}
              </Button>
            </Section>
          ) : null}
          {message.links.map((link) => (
            <Text key={link.url} style={{ ...text, margin: '0 0 8px' }}>
              <Link href={link.url} style={{ color: BRAND }}>
                {link.label}
              </Link>
            </Text>
          ))}
          <Hr style={{ borderColor: '#e4e7eb', margin: '24px 0' }} />
          <Text style={small}>
            {questionsBefore}
            {CARE.phone}
            {questionsAfter}{' '}
            <Link href={`mailto:${CARE.email}`} style={{ color: BRAND }}>
              {CARE.email}
            </Link>
            .
          </Text>
          <Text style={small}>
            {m.mail_postal_address({}, l)}{' '}
            <Link href={`${siteUrl}/account`} style={{ color: BRAND }}>
              {m.mail_your_account({}, l)}
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export interface RenderedMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/**
 * The plain-text part, from the same message as the HTML: lines a person reads in a text-only
 * client (label: value, amounts after their labels, each link written out).
 */
export function noticeText(message: NoticeMessage, siteUrl: string): string {
  const l = { locale: message.locale };
  const line = (label: string, value: string) => m.mail_label_value({ label, value }, l);
  const store = storeUrl(siteUrl, message.locale);
  const lines: string[] = [message.heading, '', message.greeting, ''];
  for (const paragraph of message.paragraphs) lines.push(paragraph, '');
  if (message.facts.length > 0) {
    for (const fact of message.facts) lines.push(line(fact.label, fact.value));
    lines.push('');
  }
  if (message.items.length > 0) {
    lines.push(m.mail_items_line({}, l));
    for (const item of message.items) lines.push(`- ${item}`);
    lines.push('');
  }
  if (message.rows.length > 0) {
    for (const row of message.rows) {
      if (row.total) lines.push('-'.repeat(40));
      lines.push(line(row.label, row.amount));
    }
    lines.push('');
  }
  for (const link of [...(message.action ? [message.action] : []), ...message.links])
    lines.push(line(link.label, link.url));
  lines.push(
    '',
    '--',
    m.mail_questions_line({ phone: CARE.phone, email: CARE.email }, l),
    m.mail_postal_address({}, l),
    line(m.mail_your_account({}, l), `${store}/account`),
  );
  return lines.join('\n');
}

/** The notice's mail: the HTML drawn by react-email, and its plain-text part. */
export async function renderNoticeMail(
  message: NoticeMessage,
  siteUrl: string,
): Promise<RenderedMail> {
  const store = storeUrl(siteUrl, message.locale);
  const html = await render(<NoticeEmail message={message} siteUrl={store} />);
  return { to: message.to, subject: message.subject, html, text: noticeText(message, siteUrl) };
}
