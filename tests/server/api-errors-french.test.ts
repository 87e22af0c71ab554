/**
 * The API answers a person in the request's language (decision 179): with `accept-language:
 * fr-CA` (what a /fr page sends) an expected failure's message is French, with the same code,
 * field and reason; with no header, or an English one, it is the English it always was. Money
 * and days in a French message are written as French writes them.
 */
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { addDays, localDate } from '../../server/shared/calendar-date';
import { testBackends } from './helpers/backends';
import type { CheckoutServer, CityFacts, GraphqlReply } from './helpers/checkout-fixtures';
import {
  CHECKOUT,
  checkoutVariables,
  createCustomer,
  stockProduct,
} from './helpers/checkout-fixtures';
import { withCheckoutWorld } from './helpers/checkout-world';

const PRICE = `query Price($cityId: ID!, $products: [CartProductInput!]!) {
  priceCart(cityId: $cityId, products: $products) { total errors { productId error reason } }
}`;

const AGREEMENT_CHECKOUT = `mutation Checkout($cityId: ID!, $products: [CartProductInput!]!,
  $shippingAddressId: ID!, $deliverydate: Date!, $deliverytimetype: DeliveryTimeType!,
  $idempotencyKey: String!, $payment: CheckoutPaymentInput, $agreement: CheckoutAgreementInput) {
  checkout(cityId: $cityId, products: $products, shippingAddressId: $shippingAddressId,
    deliverydate: $deliverydate, deliverytimetype: $deliverytimetype,
    idempotencyKey: $idempotencyKey, payment: $payment, agreement: $agreement) { id }
}`;

type ErrorReply = GraphqlReply<unknown>['errors'];

const backends = await testBackends();

describe.each(backends)('API errors in the reader’s language on $name', (backend) => {
  let database: DatabaseHandle;
  let server: CheckoutServer;
  let toronto: CityFacts;

  withCheckoutWorld(backend, (world) => ({ database, server, toronto } = world));

  /** One GraphQL call, with the language header a page would send (none: no header). */
  async function ask(
    query: string,
    variables: Record<string, unknown>,
    language: string | null,
    token?: string,
  ): Promise<ErrorReply> {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-client-version': 'test-client',
        ...(language ? { 'accept-language': language } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    return ((await response.json()) as { errors?: ErrorReply }).errors;
  }

  /** The same call in English (no header, and en-CA) and in French: the codes and details agree. */
  async function both(
    query: string,
    variables: () => Record<string, unknown>,
    token?: string,
  ): Promise<{ en: NonNullable<ErrorReply>[number]; fr: NonNullable<ErrorReply>[number] }> {
    const en = (await ask(query, variables(), null, token))?.[0];
    const enCa = (await ask(query, variables(), 'en-CA,en;q=0.9', token))?.[0];
    const fr = (await ask(query, variables(), 'fr-CA,fr;q=0.9,en;q=0.8', token))?.[0];
    expect(en).toBeDefined();
    expect(fr).toBeDefined();
    expect(enCa?.message).toBe(en!.message);
    expect(fr!.extensions).toEqual(en!.extensions);
    expect(fr!.message).not.toBe(en!.message);
    return { en: en!, fr: fr! };
  }

  describe('cart', () => {
    it('refuses a quantity out of range in French, with the same code and field', async () => {
      const product = await stockProduct(database, toronto.id, 5, 40);
      const { en, fr } = await both(PRICE, () => ({
        cityId: String(toronto.id),
        products: [{ productId: String(product.id), quantity: 0, purchaseOption: 'ownv3' }],
      }));
      expect(en.extensions?.code).toBe('BAD_USER_INPUT');
      expect(en.message).toBe('Choose a quantity from 1 to 20 (got 0).');
      expect(fr.message).toBe('Choisissez une quantité de 1 à 20 (reçu : 0).');
    });

    it('refuses a term on an item bought outright in French, naming the item', async () => {
      const product = await stockProduct(database, toronto.id, 5, 40);
      const { en, fr } = await both(PRICE, () => ({
        cityId: String(toronto.id),
        products: [
          { productId: String(product.id), quantity: 1, purchaseOption: 'ownv3', termLength: 7 },
        ],
      }));
      expect(en.message).toMatch(/ bought outright has no term\. Remove the 7-month term\.$/);
      expect(fr.message).toMatch(
        / acheté comptant n’a pas de durée\. Retirez la durée de 7 mois\.$/,
      );
    });
  });

  describe('checkout', () => {
    async function shopper(everyWay = false) {
      const customer = await createCustomer(database, toronto);
      const token = await server.tokenFor(customer.customerId);
      const product = await stockProduct(database, toronto.id, 4, 25, { everyWay });
      return { customer, token, productId: product.id };
    }

    it('asks for a card, a later day and a window in French', async () => {
      const { customer, token, productId } = await shopper();
      const attempt = (overrides: Record<string, unknown>) => () =>
        checkoutVariables(
          toronto,
          customer,
          [{ productId, quantity: 1 }],
          { source: 'tok_visa' },
          {
            ...overrides,
          },
        );
      const card = await both(CHECKOUT, attempt({ payment: null }), token);
      expect(card.en.message).toBe('Choose a card to pay with.');
      expect(card.fr.message).toBe('Choisissez une carte pour payer.');
      expect(card.fr.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'payment' });

      const today = localDate(new Date(), toronto.timezone);
      const early = await both(CHECKOUT, attempt({ deliverydate: today }), token);
      expect(early.en.message).toMatch(
        /^The earliest delivery day for this order is \d{4}-\d{2}-\d{2}\. Choose that day/,
      );
      // The day written out in French: « le 3 décembre 2026 ».
      expect(early.fr.message).toMatch(
        /^Le premier jour de livraison possible pour cette commande est le (1er|\d{1,2}) [a-zéû]+ \d{4}\. /,
      );

      const late = await both(CHECKOUT, attempt({ deliverydate: addDays(today, 61) }), token);
      expect(late.en.message).toMatch(/can be booked up to 60 days ahead/);
      expect(late.fr.message).toMatch(/jusqu’à 60 jours à l’avance/);

      const window = await both(CHECKOUT, attempt({ deliverytimetype: 'PICKUP' }), token);
      expect(window.en.message).toMatch(/^Choose a delivery time: Morning, /);
      expect(window.fr.message).toMatch(/^Choisissez une heure de livraison : Matin, de \d+ h à /);
    });

    it('states a changed amount as French writes money', async () => {
      const { customer, token, productId } = await shopper();
      const { en, fr } = await both(
        CHECKOUT,
        () =>
          checkoutVariables(
            toronto,
            customer,
            [{ productId, quantity: 1 }],
            { source: 'tok_visa' },
            { expectedAmountDue: 1 },
          ),
        token,
      );
      expect(en.extensions?.code).toBe('CONFLICT');
      const amount = /now \$([\d,]+)\.(\d{2})\./.exec(en.message);
      expect(amount).not.toBeNull();
      const [, whole = '', cents = ''] = amount!;
      const french = `${whole.replace(/,/g, '\u00a0')},${cents}\u00a0$`;
      expect(fr.message).toBe(
        `Les prix ont changé depuis que vous avez vérifié votre commande : le montant à payer est maintenant de ${french}. Vérifiez votre commande et passez-la de nouveau.`,
      );
    });

    it('tells of stock running short in French, with OUT_OF_STOCK', async () => {
      const { customer, token, productId } = await shopper();
      const { en, fr } = await both(
        CHECKOUT,
        () =>
          checkoutVariables(toronto, customer, [{ productId, quantity: 5 }], {
            source: 'tok_visa',
          }),
        token,
      );
      expect(en.extensions?.code).toBe('OUT_OF_STOCK');
      expect(en.message).toMatch(/: Only 4 available in Toronto\. Choose 4 or fewer\.$/);
      expect(fr.message).toMatch(/ : Seulement 4 en stock à Toronto\. Choisissez-en 4 ou moins\.$/);
    });

    it('refuses a signature that is not the order’s name in French, with its reason', async () => {
      const { customer, token, productId } = await shopper(true);
      const { en, fr } = await both(
        AGREEMENT_CHECKOUT,
        () => {
          const variables = checkoutVariables(toronto, customer, [{ productId, quantity: 1 }], {
            source: 'tok_visa',
          });
          Object.assign((variables.products as Record<string, unknown>[])[0]!, {
            purchaseOption: 'subscribe',
            termLength: 12,
          });
          return { ...variables, agreement: { signedName: 'Jamie Roy' } };
        },
        token,
      );
      expect(en.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'SIGNATURE_MISMATCH' });
      expect(en.message).toBe(
        'Sign with your first and last name as they are on the order: Test Shopper.',
      );
      expect(fr.message).toBe(
        'Signez avec vos prénom et nom tels qu’ils figurent sur la commande : Test Shopper.',
      );
    });
  });

  describe('the catalogue, signing in and the account’s pages', () => {
    it('finds no city, no product and a limit out of range in French, with the same code', async () => {
      const city = await both(
        `query P($cityId: ID, $slug: String!) { productDetails(cityId: $cityId, slug: $slug) { __typename } }`,
        () => ({ cityId: '999999', slug: 'anything' }),
      );
      expect(city.en).toMatchObject({
        message: "We don't deliver to city 999999. Choose another city.",
        extensions: { code: 'NOT_FOUND', field: 'cityId' },
      });
      expect(city.fr.message).toBe(
        'Nous ne livrons pas dans la ville 999999. Choisissez une autre ville.',
      );

      const product = await both(
        `query P($slug: String!) { productDetails(slug: $slug) { __typename } }`,
        () => ({ slug: 'no-such-sofa' }),
      );
      expect(product.en.message).toBe('There is no product "no-such-sofa".');
      expect(product.fr.message).toBe('Il n’y a pas de produit « no-such-sofa ».');

      const limit = await both(
        `query S($ids: [ID!]!) { productSuggestions(productIds: $ids, limit: 999) { id } }`,
        () => ({ ids: [] }),
      );
      expect(limit.en.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'limit' });
      expect(limit.en.message).toMatch(/^limit must be from 1 to \d+\.$/);
      expect(limit.fr.message).toMatch(/^limit doit être de 1 à \d+\.$/);
    });

    it('asks a visitor to sign in, in French, with NO_AUTH', async () => {
      const customer = await createCustomer(database, toronto);
      const { en, fr } = await both(
        `query Move($ids: [ID!]!, $to: ID!) { moveQuote(productIds: $ids, toAddressId: $to) { __typename } }`,
        () => ({ ids: [], to: customer.addressId }),
      );
      expect(en).toMatchObject({
        message: 'Please sign in to continue.',
        extensions: { code: 'NO_AUTH' },
      });
      expect(fr.message).toBe('Veuillez vous connecter pour continuer.');
    });

    it('asks for a page of receipts of the right size in French', async () => {
      const customer = await createCustomer(database, toronto);
      const token = await server.tokenFor(customer.customerId);
      const { en, fr } = await both(
        `query R { orderReceipts(limit: 500) { totalCount } }`,
        () => ({}),
        token,
      );
      expect(en.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'limit' });
      expect(en.message).toMatch(/^Ask for 1 to \d+ receipts at a time\.$/);
      expect(fr.message).toMatch(/^Demandez de 1 à \d+ reçus à la fois\.$/);
    });

    it('answers the sign-in service’s refusals in French, with the same code', async () => {
      async function courier(action: string, actionData: Record<string, unknown>, fr: boolean) {
        const response = await fetch(`${server.url}/courier`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(fr ? { 'accept-language': 'fr-CA,fr;q=0.9' } : {}),
          },
          body: JSON.stringify({ type: 'courier', action, actionData }),
        });
        return {
          status: response.status,
          body: (await response.json()) as Record<string, unknown>,
        };
      }
      const email = { email: 'not-an-email' };
      const en = await courier(
        'create',
        { ...email, password: 'a long enough password 42' },
        false,
      );
      const fr = await courier('create', { ...email, password: 'a long enough password 42' }, true);
      expect(en).toMatchObject({
        status: 400,
        body: {
          code: 'invalid_email',
          message: 'Enter a valid email address, like name@example.ca.',
        },
      });
      expect(fr).toMatchObject({
        status: 400,
        body: {
          code: 'invalid_email',
          field: 'email',
          error: 'Entrez une adresse courriel valide, comme nom@exemple.ca.',
          message: 'Entrez une adresse courriel valide, comme nom@exemple.ca.',
        },
      });

      const short = await courier(
        'create',
        { email: 'new.shopper@example.ca', password: 'abc' },
        true,
      );
      expect(short.body).toMatchObject({ code: 'password_too_short' });
      expect(short.body.message).toMatch(
        /^Utilisez au moins \d+ caractères pour votre mot de passe\.$/,
      );
    });
  });

  describe('the account’s items', () => {
    it('asks for an item to move, and finds no item to review, in French', async () => {
      const customer = await createCustomer(database, toronto);
      const token = await server.tokenFor(customer.customerId);
      const move = await both(
        `query Move($ids: [ID!]!, $to: ID!) { moveQuote(productIds: $ids, toAddressId: $to) { __typename } }`,
        () => ({ ids: [], to: customer.addressId }),
        token,
      );
      expect(move.en).toMatchObject({
        message: 'Choose at least one item to move.',
        extensions: { code: 'BAD_USER_INPUT', field: 'productIds' },
      });
      expect(move.fr.message).toBe('Choisissez au moins un article à déménager.');

      const review = await both(
        `query Review($id: ID!) { getMembershipProductReview(membershipProductId: $id) { __typename } }`,
        () => ({ id: '00000000-0000-4000-8000-000000000000' }),
        token,
      );
      expect(review.en).toMatchObject({
        message: 'We can’t find that item in your account.',
        extensions: { code: 'NOT_FOUND' },
      });
      expect(review.fr.message).toBe('Nous ne trouvons pas cet article dans votre compte.');
    });
  });
});
