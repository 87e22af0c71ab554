import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, viewports } from './browser';

// A shopper's whole visit in French (decisions 178-180): search, a subscription with PivotCare
// and a piece bought outright, the checkout, the receipt, the confirmation mail and a return.

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Amounts the French way: `1 234,56 $`, the space a no-break or narrow no-break one. */
const FRENCH_AMOUNT = /\d,\d{2}[\s\u00a0\u202f]\$/;

async function graphql<T>(query: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

async function montrealId(): Promise<string> {
  const data = await graphql<{ getCategories: { cities: { id: string; name: string }[] } }>(
    '{ getCategories { cities { id name } } }',
  );
  const city = data.getCategories.cities.find((item) => /^Montr[ée]al$/.test(item.name));
  expect(city).toBeDefined();
  return city!.id;
}

/** A new customer of its own, so no other test's data shows up. */
async function createCustomer(): Promise<{ email: string; password: string }> {
  const email = `journee-${randomUUID().slice(0, 8)}@example.ca`;
  const password = 'Journee-francaise-2026';
  const response = await fetch(`${baseUrl()}/courier`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'courier', action: 'create', actionData: { email, password } }),
  });
  expect(response.status).toBe(201);
  return { email, password };
}

/** Words that only an English text would hold. */
const ENGLISH =
  /\b(the|and|your|with|Add to cart|Checkout|Sign in|Delivery|Subscription|Receipt|Payment|Monthly|Thank you)\b/i;

async function expectFrench(page: Page): Promise<void> {
  expect(new URL(page.url()).pathname).toMatch(/^\/fr(\/|$)/);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-CA');
}

/**
 * The page's visible text, line by line, holds no English sentence. Customers' reviews are
 * shown as they wrote them, in their language: they are left out.
 */
async function expectNoEnglish(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  const text = await page.locator('body').innerText();
  const reviews = (
    await page.getByRole('list', { name: 'Avis, du plus récent au plus ancien' }).allInnerTexts()
  ).join('\n');
  const english = text.split('\n').filter((line) => ENGLISH.test(line) && !reviews.includes(line));
  expect(english, new URL(page.url()).pathname).toEqual([]);
}

/**
 * Searches `query` on the French search page and adds the first product found whose name
 * matches `noun` and that offers `way` to pay, choosing that way. Answers the product's (French)
 * name.
 */
async function findAndAdd(page: Page, query: string, noun: RegExp, way: RegExp): Promise<string> {
  // From the header's search box.
  await page.getByRole('banner').getByRole('button', { name: 'Rechercher' }).click();
  const box = page.getByRole('searchbox').or(page.getByRole('combobox')).first();
  await box.fill(query);
  await box.press('Enter');
  await page.waitForURL((url) => url.pathname.startsWith('/fr/search/'));
  await expectFrench(page);
  await page.getByRole('heading', { name: `Résultats pour « ${query} »` }).waitFor();
  await expectNoEnglish(page);
  const links = page.locator('main a[href^="/fr/productdetail/"]');
  await links.first().waitFor();
  const hrefs = [
    ...new Set(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')!))),
  ];
  const seen: string[] = [];
  for (const href of hrefs.slice(0, 8)) {
    await page.goto(`${baseUrl()}${href}`);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    await expectFrench(page);
    const name = await heading.innerText();
    const ways = page.getByRole('radiogroup', { name: 'Comment souhaitez-vous payer ?' });
    await ways.waitFor();
    const radios = await ways.getByRole('radio').allInnerTexts();
    seen.push(`${name}: ${radios.map((text) => text.split('\n')[0]).join(' | ')}`);
    const choice = ways.getByRole('radio', { name: way });
    if (!noun.test(name) || (await choice.count()) === 0) continue;
    await choice.first().click();
    await ways.getByRole('radio', { name: way, checked: true }).first().waitFor();
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await page.getByText('Ajouté à votre panier').first().waitFor();
    await expectNoEnglish(page);
    return name;
  }
  throw new Error(`nothing found for ${query} offering ${way}: ${seen.join('; ')}`);
}

/** The newest mail to `email` in the dev outbox. */
async function mailTo(page: Page, email: string, subject: RegExp): Promise<string> {
  const mailbox = await page.context().newPage();
  try {
    for (let attempt = 0; attempt < 40; attempt += 1) {
      await mailbox.goto(`${baseUrl()}/dev/mailbox`);
      const text = await mailbox
        .locator('article')
        .filter({ hasText: `To ${email}` })
        .filter({ hasText: subject })
        .first()
        .innerText({ timeout: 500 })
        .catch(() => null);
      if (text) return text;
      await mailbox.waitForTimeout(250);
    }
    throw new Error(`no mail to ${email}`);
  } finally {
    await mailbox.close();
  }
}

describe('a visit in French, from search to a return', () => {
  it('a Montreal shopper searches, subscribes with PivotCare, buys a table, checks out, reads the receipt and the mail, and starts a return, all in French', async () => {
    const { page, problems } = await openPage(browser, viewports.desktop);
    const customer = await createCustomer();
    await page.goto(`${baseUrl()}/fr/`);
    await expectFrench(page);
    const cityId = await montrealId();
    await page.evaluate((city) => localStorage.setItem('city', city), cityId);

    // 1. A sofa by subscription, then a coffee table bought outright.
    const sofa = await findAndAdd(page, 'canapé', /canapé/i, /^S’abonner/);
    const table = await findAndAdd(page, 'table basse', /table/i, /^Acheter comptant/);

    // PivotCare is chosen in the cart, on the subscribed line.
    await page.goto(`${baseUrl()}/fr/cart`);
    await expectFrench(page);
    const care = page.getByRole('checkbox', { name: /Protection contre les dommages PivotCare/ });
    await care.first().waitFor();
    expect(await care.count()).toBe(1);
    await care.click();
    await page
      .getByRole('checkbox', { name: /Protection contre les dommages PivotCare/, checked: true })
      .waitFor();
    await expectNoEnglish(page);
    const lines = JSON.parse((await page.evaluate(() => localStorage.getItem('cart-v4'))) ?? '[]');
    expect(lines).toHaveLength(2);

    // 2. The checkout: sign in on the French page, and come back to the checkout.
    await page.getByRole('link', { name: 'Passer à la caisse' }).first().click();
    await page.waitForURL(/\/fr\/login\?p=/);
    await expectFrench(page);
    await expectNoEnglish(page);
    await page.getByRole('textbox', { name: /Courriel/ }).fill(customer.email);
    await page.getByLabel(/^Mot de passe/).fill(customer.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(/\/fr\/checkout$/);
    await page.getByRole('heading', { name: 'Où devons-nous livrer ?' }).waitFor();
    await expectFrench(page);
    await expectNoEnglish(page);

    const step = page.getByRole('region', { name: 'Étape du paiement' });
    const addNew = step.getByRole('button', { name: 'Ajouter une nouvelle adresse' });
    if (await addNew.isVisible()) await addNew.click();
    await step.getByLabel('Prénom').fill('Camille');
    await step.getByLabel('Nom de famille').fill('Gagnon');
    await step.getByLabel('Téléphone').fill('514 555 0142');
    await step.getByRole('textbox', { name: /^Adresse\b/ }).fill('1450 rue Saint-Denis');
    await step.getByLabel('Ville').fill('Montréal');
    await step.getByRole('combobox', { name: /Province/ }).click();
    await page.getByRole('option', { name: 'Québec' }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await step.getByLabel('Code postal').fill('H2X 3J8');
    await step.getByRole('button', { name: 'Enregistrer et livrer ici' }).click();

    // The day and the window.
    await page.getByRole('heading', { name: 'Quand devons-nous livrer ?' }).waitFor();
    const day = step.getByLabel('Jour de livraison');
    await day.waitFor();
    await day.fill((await day.getAttribute('min'))!);
    const windows = step.getByRole('radio');
    await windows.first().waitFor();
    await windows.last().click();
    await step.getByRole('button', { name: 'Continuer' }).click();

    // The subscription agreement, in French: monthly amounts and Quebec's taxes.
    await page.getByRole('heading', { name: 'Signez votre entente de paiement mensuel' }).waitFor();
    const agreement = await step.innerText();
    expect(agreement).toContain('/mois');
    expect(agreement).toMatch(/TPS|TVQ/);
    expect(agreement).toMatch(FRENCH_AMOUNT);
    // The sofa's monthly fee with its PivotCare; the table, bought outright, is charged today.
    expect(agreement).toMatch(/de frais \+ .+ PivotCare = /);
    expect(agreement).toContain('Facturé aujourd’hui');
    await expectNoEnglish(page);
    await step.getByLabel('Votre nom complet').fill('Camille Gagnon');
    await step.getByRole('button', { name: 'Signer et continuer' }).click();

    // The card.
    await page.getByRole('heading', { name: 'Comment souhaitez-vous payer ?' }).waitFor();
    const newCard = step.getByRole('radio', { name: 'Une nouvelle carte' });
    if (await newCard.isVisible()) await newCard.click();
    await step.getByLabel('Nom sur la carte').fill('Camille Gagnon');
    await step.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
    await step.getByLabel(/^(Date d’expiration|Expiration) \(MM\/AA\)/).fill('12/34');
    await step.getByLabel('Code de sécurité').fill('123');
    await step.getByRole('button', { name: 'Vérifier la commande' }).click();
    await page.getByRole('heading', { name: 'Vérifiez votre commande' }).waitFor();
    await expect.poll(() => step.innerText()).toMatch(/TPS/);
    expect(await step.innerText()).toMatch(/TVQ/);
    await expectNoEnglish(page);
    await step.getByRole('button', { name: /^Passer la commande et payer/ }).click();

    // The French success page.
    await page.waitForURL(/\/fr\/order\/success\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Merci, votre commande est passée' }).waitFor();
    await expectFrench(page);
    const orderNumber = await page.getByTestId('order-number').innerText();
    expect(orderNumber).toMatch(/^SF\d+$/);
    const orderId = page.url().split('/').pop()!;
    await page
      .getByText(/1450 rue Saint-Denis/)
      .first()
      .waitFor();
    await expectNoEnglish(page);

    // 3. The receipt, in French: TPS and TVQ, amounts written `1 234,56 $`.
    const receiptLink = page.getByRole('link', { name: 'Voir le reçu' });
    expect(await receiptLink.getAttribute('href')).toBe(`/fr/account/receipts/print/${orderId}`);
    await receiptLink.click();
    await page.waitForURL(`${baseUrl()}/fr/account/receipts/print/${orderId}`);
    await page.getByTestId('receipt-order-number').filter({ hasText: orderNumber }).waitFor();
    await expectFrench(page);
    const taxes = page.getByTestId('receipt-totals').getByTestId('receipt-tax');
    const taxTexts = (await taxes.allInnerTexts()).map((text) => text.replace(/\s+/g, ' '));
    expect(taxTexts.some((text) => /TPS/.test(text))).toBe(true);
    expect(taxTexts.some((text) => /TVQ/.test(text))).toBe(true);
    for (const text of taxTexts) expect(text).toMatch(FRENCH_AMOUNT);
    expect(await page.getByTestId('receipt-total-charged').innerText()).toMatch(FRENCH_AMOUNT);
    expect(await page.locator('main').innerText()).toContain('PivotCare');
    // What was bought, by its French names (decision 185).
    for (const name of [sofa, table])
      expect(await page.locator('main').innerText()).toContain(name);
    await expectNoEnglish(page);

    // 4. The confirmation mail, in French.
    const mail = await mailTo(page, customer.email, /Votre commande Pivot est confirmée/);
    expect(mail).toContain(orderNumber);
    expect(mail).toMatch(/TPS/);
    expect(mail).toMatch(/TVQ/);
    expect(mail).toMatch(FRENCH_AMOUNT);
    expect(mail).toContain('Merci de votre commande');
    for (const name of [sofa, table]) expect(mail).toContain(name);
    expect(mail.split('\n').filter((line) => ENGLISH.test(line))).toEqual([]);

    // 5. A return, started from the return centre: a just-placed order is not delivered yet,
    // so there is nothing to return, and the page says so in French.
    await page.goto(`${baseUrl()}/fr/returncenter`);
    await expectFrench(page);
    await page.getByRole('heading', { name: 'Centre de retours' }).first().waitFor();
    await page.getByRole('link', { name: 'Commencer un retour' }).click();
    await page.waitForURL((url) => url.pathname === '/fr/returncenter/select');
    await expectFrench(page);
    await page
      .getByText(
        'Vous n’avez rien à retourner pour le moment : les abonnements et les locations peuvent être retournés une fois livrés.',
      )
      .waitFor();
    await expectNoEnglish(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
