/**
 * Mail and texts in the customer's language (decision 179): French for a customer who chose it,
 * or who has no choice and an address in Quebec; English otherwise. French mail writes money
 * `1 234,56 $`, taxes TPS/TVQ/TVH, and links to the store's French pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { addDays, localDate } from '../../server/shared/calendar-date';
import { NoticeSender } from '../../server/modules/notices/notice-sender';
import type { OutboxSmsGateway } from '../../server/sms/sms-gateway';
import { testBackends } from './helpers/backends';
import type { CheckoutOrder, CheckoutServer, CityFacts } from './helpers/checkout-fixtures';
import {
  CHECKOUT,
  checkoutVariables,
  cityNamed,
  createCustomer,
  startCheckoutServer,
  stockProduct,
} from './helpers/checkout-fixtures';
import { addMembership, billingCustomer } from './helpers/billing-world';
import {
  startAuthServer,
  strongPassword,
  uniqueEmail,
  type AuthTestServer,
  type SessionBody,
} from './helpers/auth-server';

const SITE = 'https://shop.example.ca';

const RETURN = `mutation Return($returns: [ReturnItemInput!]!, $returndate: String!, $returntimetype: String!, $idempotencyKey: String!, $orderType: String!) {
  createReturnOrder(returns: $returns, orderType: $orderType, returndate: $returndate,
                    returntimetype: $returntimetype, idempotencyKey: $idempotencyKey) {
    orderId orderNumber returnFee total } }`;
const CANCEL = `mutation Cancel($id: ID!) { cancelPickup(deliveryId: $id) { status } }`;

const RECEIPT = `query R($id: ID!) { getOrderReceiptData(orderId: $id) { total totalcharged
  taxes { name amount } } }`;

interface Mail {
  subject: string;
  text_body: string;
  html_body: string;
}

const french = (dollars: number) =>
  new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' }).format(dollars);
const english = (dollars: number) =>
  new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(dollars);

// One backend is enough here: the wording does not depend on the database.
const [backend] = await testBackends();

describe('order mail in the customer’s language', () => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;
  let server: CheckoutServer;
  let sender: NoticeSender;
  let sms: OutboxSmsGateway;
  let montreal: CityFacts;
  let toronto: CityFacts;

  beforeAll(async () => {
    ({ handle: database, dispose } = await backend!.open());
    server = await startCheckoutServer(database, {}, { SITE_URL: SITE, NOTICE_SENDER: '0' });
    sms = server.app.services.sms as OutboxSmsGateway;
    sender = new NoticeSender({
      handle: database,
      mail: { kind: 'outbox', keep: 1_000 },
      sms,
      siteUrl: SITE,
      log: { info: () => undefined, warn: () => undefined },
    });
    montreal = await cityNamed(database, 'Montreal');
    toronto = await cityNamed(database, 'Toronto');
  }, 120_000);
  afterAll(async () => {
    await server?.app.close();
    await dispose?.();
  });

  const mailsTo = async (customerId: string): Promise<Mail[]> =>
    database.query<Mail & Record<string, unknown>>(
      `select subject, text_body, html_body from auth_mail_outbox
        where to_address = (select email from customers where id = $1)
        order by created_at, id`,
      [customerId],
    );

  /** A customer in `city` who chose `language` (null: no choice), their order and its mail. */
  async function orderMail(city: CityFacts, language: 'en' | 'fr' | null, skip: number) {
    const customer = await createCustomer(database, city);
    const phone = `+1514555${String(Math.floor(1000 + Math.random() * 8999))}`;
    await database.query(
      `update customers set preferred_language = $2, first_name = 'Camille', phone1 = $3,
              mobile_verified = true, delivery_sms_opt_in = true
        where id = $1`,
      [customer.customerId, language, phone],
    );
    const token = await server.tokenFor(customer.customerId);
    const table = await stockProduct(database, city.id, 5, skip, { everyWay: true });
    const day = addDays(localDate(new Date(), city.timezone), city.defaultDeliveryDays + 3);
    const answer = await server.graphql<{ checkout: CheckoutOrder }>(
      CHECKOUT,
      {
        ...checkoutVariables(city, customer, [], {
          source: await server.cardToken('4242424242424242'),
          saveCard: true,
        }),
        products: [{ productId: String(table.id), quantity: 1, purchaseOption: 'ownv3' }],
        deliverydate: day,
        deliverytimetype: 'MORNING',
      },
      token,
    );
    expect(answer.errors).toBeUndefined();
    const order = answer.data!.checkout;
    await sender.runOnce();
    const mails = await mailsTo(customer.customerId);
    expect(mails).toHaveLength(1);
    const receipt = await server.graphql<{
      getOrderReceiptData: {
        total: number;
        totalcharged: number;
        taxes: { name: string; amount: number }[];
      };
    }>(RECEIPT, { id: order.id }, token);
    expect(receipt.errors).toBeUndefined();
    const texts = sms.messages().filter((message) => message.to === phone);
    const [line] = await database.query<{ name: string; name_fr: string }>(
      'select name, name_fr from order_lines where order_id = $1',
      [order.id],
    );
    return {
      order,
      mail: mails[0]!,
      figures: receipt.data!.getOrderReceiptData,
      texts,
      line: line!,
    };
  }

  it('a Quebec customer with no choice gets a French confirmation: subject, body, TPS and TVQ, the amount before its $, French links and text', async () => {
    const { order, mail, figures, texts, line } = await orderMail(montreal, null, 70);
    expect(mail.subject).toBe(`Votre commande Pivot est confirmée (${order.orderNumber})`);
    const text = mail.text_body;
    // What was bought, by its French name (decision 185).
    expect(line.name_fr).not.toBe(line.name);
    expect(text).toContain(line.name_fr);
    expect(text).not.toContain(line.name);
    expect(text).toContain('Merci de votre commande');
    expect(text).toContain('Bonjour Camille,');
    expect(text).toContain(`La commande ${order.orderNumber} est passée.`);
    expect(text).toContain('Nous vous écrirons par courriel la veille.');
    expect(text).toContain('TPS (5 %)');
    expect(text).toContain('TVQ (9,975 %)');
    for (const tax of figures.taxes) expect(text).toContain(french(tax.amount));
    expect(text).toContain(`Total : ${french(figures.total)}`);
    expect(french(figures.total)).toMatch(/^[\d\u00a0\u202f ]+,\d\d\u00a0\$$/);
    expect(text).toContain(
      `Payé avec Visa se terminant par 4242 : ${french(figures.totalcharged)}`,
    );
    expect(text).toContain(`Numéro de commande : ${order.orderNumber}`);
    // A French day and window: "lundi 30 novembre 2026, matin, de 9 h à 12 h".
    expect(text).toMatch(/Livraison : [a-zé]+ \d{1,2} [a-zéû]+ \d{4}, matin, de \d{1,2} h à 12 h/);
    expect(text).toContain(`Voir votre reçu : ${SITE}/fr/account/receipts/print/${order.id}`);
    expect(text).toContain(`Votre compte : ${SITE}/fr/account`);
    expect(text).not.toMatch(/Charged to|Order number|GST|QST|Thank you/);
    expect(mail.html_body).toMatch(/<html [^>]*lang="fr-CA"/);
    expect(mail.html_body).toContain(`href="${SITE}/fr/account/receipts/print/${order.id}"`);
    expect(mail.html_body).toContain('Des questions? Appelez-nous au');
    for (const href of [...mail.html_body.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!))
      expect(href).toMatch(/^(https:\/\/shop\.example\.ca\/fr\/|mailto:)/);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toMatch(
      new RegExp(`^Pivot : commande ${order.orderNumber} confirmée, livraison le \\d{1,2} `),
    );
    expect(texts[0]!.body).toContain(`Reçu : ${SITE}/fr/account/receipts/print/${order.id}`);
  });

  it('a Quebec customer who chose English gets English', async () => {
    const { order, mail, figures, texts, line } = await orderMail(montreal, 'en', 71);
    expect(mail.subject).toBe(`Your Pivot order is confirmed (${order.orderNumber})`);
    expect(mail.text_body).toContain(line.name);
    expect(mail.text_body).not.toContain(line.name_fr);
    expect(mail.text_body).toContain('GST (5%)');
    expect(mail.text_body).toContain('QST (9.975%)');
    expect(mail.text_body).toContain(`Total: ${english(figures.total)}`);
    expect(mail.text_body).toContain(`View your receipt: ${SITE}/account/receipts/print/`);
    expect(mail.html_body).toMatch(/<html [^>]*lang="en"/);
    expect(texts[0]!.body).toMatch(/^Pivot: order /);
  });

  it('a Quebec subscriber’s return: booking, reminder and cancellation in French', async () => {
    const customer = await billingCustomer(database, { province: 'QC' });
    const held = await addMembership(database, customer, {
      startDate: '2026-01-10',
      paymentsMade: 3,
      feeCents: 5_000,
    });
    const token = await server.tokenFor(customer.customerId);
    const booked = await server.graphql<{
      createReturnOrder: { orderId: string; orderNumber: string; total: number };
    }>(
      RETURN,
      {
        returns: [{ id: held, reason: 'MOVING', condition: 'LIGHT_WEAR' }],
        returndate: addDays(localDate(new Date(), 'America/Toronto'), 5),
        returntimetype: 'MORNING',
        idempotencyKey: crypto.randomUUID(),
        orderType: 'RETURN',
      },
      token,
    );
    expect(booked.errors).toBeUndefined();
    const { orderId, orderNumber } = booked.data!.createReturnOrder;
    await sender.runOnce();
    const [confirmation] = await mailsTo(customer.customerId);
    expect(confirmation!.subject).toBe(`Votre ramassage de retour est réservé (${orderNumber})`);
    expect(confirmation!.text_body).toContain(`Le retour ${orderNumber} est réservé.`);
    expect(confirmation!.text_body).toContain(`Numéro de retour : ${orderNumber}`);

    const [visit] = await database.query<{ id: string; delivery_date: string }>(
      `select id, to_char(delivery_date, 'YYYY-MM-DD') as delivery_date from deliveries
        where order_id = $1`,
      [orderId],
    );
    await sender.queueReminders(new Date(`${addDays(visit!.delivery_date, -1)}T15:00:00Z`));
    await sender.runOnce();
    const reminder = (await mailsTo(customer.customerId)).at(-1)!;
    expect(reminder.subject).toBe('Rappel : votre ramassage a lieu demain');
    expect(reminder.text_body).toContain(`${SITE}/fr/account/deliveries/${visit!.id}`);
    expect(reminder.text_body).toMatch(/Quand : [a-zé]+ \d{1,2} [a-zéû]+ \d{4}, matin, de /);

    const cancelled = await server.graphql(CANCEL, { id: visit!.id }, token);
    expect(cancelled.errors).toBeUndefined();
    await sender.runOnce();
    const cancellation = (await mailsTo(customer.customerId)).at(-1)!;
    expect(cancellation.subject).toBe(`Annulation : votre ramassage (${orderNumber})`);
    expect(cancellation.text_body).toContain(
      'Comme vous l’avez demandé, nous avons annulé le ramassage du ',
    );
    expect(cancellation.text_body).toContain(
      'Rien n’a été facturé, il n’y a donc rien à rembourser.',
    );
  });

  it('an Ontario customer who chose French gets French, with the TVH', async () => {
    const { order, mail, figures } = await orderMail(toronto, 'fr', 72);
    expect(mail.subject).toBe(`Votre commande Pivot est confirmée (${order.orderNumber})`);
    expect(mail.text_body).toContain('TVH (13 %)');
    expect(mail.text_body).toContain(`Total : ${french(figures.total)}`);
    expect(mail.text_body).not.toContain('HST');
  });
});

describe('account mail in the customer’s language', () => {
  let server: AuthTestServer;

  beforeAll(async () => {
    server = await startAuthServer();
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const mailsTo = async (to: string) => {
    await server.app.auth.service.drain();
    return server.database.query<Mail & Record<string, unknown>>(
      `select subject, text_body, html_body from auth_mail_outbox where to_address = $1
        order by created_at, id`,
      [to],
    );
  };

  it('an account made from a French page is asked in French to confirm its address', async () => {
    const email = uniqueEmail();
    const created = await server.courier<SessionBody>(
      'create',
      { email, password: strongPassword() },
      { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' },
    );
    expect(created.status).toBe(201);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Confirmez votre adresse courriel');
    expect(mail!.text_body).toContain('Bienvenue chez Pivot!');
    expect(mail!.text_body).toMatch(
      /Confirmer cette adresse : http:\/\/[^/]+\/fr\/verification\/email\/complete\//,
    );
    expect(mail!.html_body).toContain('Ou collez cette adresse dans votre navigateur :');
  });

  it('an account made from an English page is asked in English', async () => {
    const email = uniqueEmail();
    await server.courier('create', { email, password: strongPassword() });
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Confirm your email address');
    expect(mail!.text_body).toMatch(/Confirm this address: http:\/\/[^/]+\/verification\//);
  });

  it('a customer who chose French gets the password reset in French, whatever the page', async () => {
    const email = uniqueEmail();
    const created = await server.courier<SessionBody>('create', {
      email,
      password: strongPassword(),
    });
    await server.database.query(`update customers set preferred_language = 'fr' where id = $1`, [
      created.body.userId,
    ]);
    const asked = await server.courier('reset', { email });
    expect(asked.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const reset = (await mailsTo(email)).at(-1)!;
    expect(reset.subject).toBe('Réinitialisez votre mot de passe Pivot');
    expect(reset.text_body).toContain('Si ce n’était pas vous, ignorez ce message');
    expect(reset.text_body).toMatch(
      /Choisir un nouveau mot de passe : http:\/\/[^/]+\/fr\/reset\//,
    );
  });
});
