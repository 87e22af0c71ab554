import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  openPageIn,
  viewports,
} from './browser';

/**
 * Alex's delivered subscriptions in Montréal: one is swapped and the swap cancelled, then swapped
 * again; the other is moved to Ottawa. No other e2e file swaps, moves or returns Alex's pieces
 * (the buyout file uses Sam's, returns Jordan's).
 */
const ALEX = { email: 'alex.tremblay@example.ca', password: 'Storefront-demo-2026' };

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

interface Held {
  getProductsByShippingAddress: {
    products: {
      id: string;
      name: string;
      subscription_status: string;
      kind: string;
      nextBillDate: string | null;
    }[];
  }[];
}
interface Upcoming {
  getUpcomingBill: {
    billDate: string;
    taxes: { name: string }[];
    lines: { membershipProductId: string }[];
  }[];
}

/** Asks the API with the page's own session. */
async function ask<T>(page: Page, query: string): Promise<T> {
  return page.evaluate(async (text) => {
    const session = JSON.parse(localStorage.getItem('auth-session') ?? '{}') as {
      accessToken?: string;
    };
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${session.accessToken ?? ''}`,
      },
      body: JSON.stringify({ query: text }),
    });
    return ((await response.json()) as { data: unknown }).data;
  }, query) as Promise<T>;
}

/** A day `days` after `from` ('YYYY-MM-DD'). */
function addDays(from: string, days: number): string {
  const day = new Date(`${from}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

async function signIn(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  await page.getByRole('textbox', { name: /Email/ }).fill(ALEX.email);
  await page.getByLabel(/^Password/).fill(ALEX.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('account-link').filter({ hasText: 'My Account' }).waitFor();
}

/**
 * Alex's delivered subscriptions, the next bill soonest first. The seed (reference date today)
 * gives one of them its next bill a month from today (the piece one payment from being owned),
 * the others theirs within the month.
 */
async function alexPieces(page: Page) {
  const held = await ask<Held>(
    page,
    '{ getProductsByShippingAddress { products { id name subscription_status kind nextBillDate } } }',
  );
  return held.getProductsByShippingAddress
    .flatMap((group) => group.products)
    .filter(
      (product) => product.subscription_status === 'DELIVERED' && product.kind === 'SUBSCRIPTION',
    )
    .sort((a, b) => (a.nextBillDate ?? '').localeCompare(b.nextBillDate ?? ''));
}

/** My Products' "Swap it" of one piece. */
function swapLink(page: Page, id: string) {
  return page.getByRole('link', { name: 'Swap it' }).and(page.locator(`[href*="item=${id}"]`));
}

describe('swaps and moves (Alex)', () => {
  it('cancels a swap from the deliveries as one booking: both halves cancelled, the refund shown before and on the receipt, the old piece kept at its fee', async () => {
    const { page, problems } = await openPage(browser, viewports.desktop);
    await signIn(page);
    const [piece] = await alexPieces(page);
    expect(piece).toBeDefined();
    const fee = async () =>
      (
        await ask<{
          getProductsByShippingAddress: {
            products: { id: string; subscription_status: string; monthlyPrice: number }[];
          }[];
        }>(
          page,
          '{ getProductsByShippingAddress { products { id subscription_status monthlyPrice } } }',
        )
      ).getProductsByShippingAddress
        .flatMap((group) => group.products)
        .find((product) => product.id === piece!.id);
    const before = await fee();
    expect(before).toMatchObject({ subscription_status: 'DELIVERED' });
    // What Alex pays a month for it (fee and PivotCare), as the swap flow shows it.
    const swappable = await ask<{ swappableItems: { id: string; monthlyPrice: number }[] }>(
      page,
      '{ swappableItems { id monthlyPrice } }',
    );
    const monthly = swappable.swappableItems.find((item) => item.id === piece!.id)!.monthlyPrice;

    // Book the swap: the first replacement, the earliest day, the morning.
    await page.goto(`${baseUrl()}/account/my-products`);
    await swapLink(page, piece!.id).click();
    await page.getByRole('heading', { name: 'Choose its replacement' }).waitFor();
    await page.getByRole('radio').first().click();
    await page.getByRole('button', { name: 'Choose the swap day' }).click();
    await page.getByRole('heading', { name: 'When should the crew come?' }).waitFor();
    const earliest = (await page.getByLabel(/Swap day/).getAttribute('min'))!;
    await page.getByLabel(/Swap day/).fill(earliest);
    await page.getByRole('radio', { name: /Morning/ }).click();
    await page.getByRole('button', { name: 'Review the swap' }).click();
    await page.getByRole('heading', { name: 'Review your swap' }).waitFor();
    const charged = (await page.getByTestId('swap-today').textContent()) ?? '';
    expect(charged).toMatch(/^\$\d+\.\d{2}$/);
    await page.getByRole('button', { name: 'Confirm the swap' }).click();
    await page.waitForURL(/\/swap\/success\/[0-9a-f-]{36}$/);
    const orderId = new URL(page.url()).pathname.split('/').pop()!;
    await expect(fee()).resolves.toMatchObject({ subscription_status: 'RETURN_SCHEDULED' });

    // Its two visits, each saying they are one booking; neither offers a pickup's lone cancel.
    await page.goto(`${baseUrl()}/account/deliveries`);
    const upcoming = page.getByTestId('deliveries-upcoming');
    const halves = upcoming.getByTestId('delivery-card').filter({
      has: page.getByTestId('delivery-booking-note').filter({ hasText: /^Swap SF\d+/ }),
    });
    await halves.first().waitFor();
    const swapNumber = (
      (await halves.first().getByTestId('delivery-booking-note').textContent()) ?? ''
    ).match(/SF\d+/)![0];
    const mine = upcoming.getByTestId('delivery-card').filter({
      has: page.getByTestId('delivery-booking-note').filter({ hasText: `Swap ${swapNumber}:` }),
    });
    await expect(mine.count()).resolves.toBe(2);
    await expect(mine.getByRole('button', { name: 'Cancel pickup' }).count()).resolves.toBe(0);

    // What comes back is shown before confirming: the whole visit charge, to the card.
    await mine
      .filter({ hasText: 'Items to pick up' })
      .getByRole('button', { name: 'Cancel swap' })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('booking-cancellation').waitFor();
    await expect(dialog.getByTestId('booking-refund').textContent()).resolves.toBe(charged);
    await expect(dialog.textContent()).resolves.toMatch(/refunded to Visa ending \d{4}/);
    await expect(dialog.textContent()).resolves.toContain(
      `stays with you, at $${monthly.toFixed(2)}/mo as before`,
    );
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: `Cancel and refund ${charged}` }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(page.getByTestId('booking-cancelled').textContent()).resolves.toMatch(
      new RegExp(`^\\${charged} is refunded to Visa ending \\d{4}`),
    );

    // Both halves cancelled, in the past; the old piece is Alex's again, at its old fee.
    const past = page
      .getByTestId('deliveries-past')
      .getByTestId('delivery-card')
      .filter({ hasText: swapNumber });
    await expect(past.count()).resolves.toBe(2);
    await expect(past.getByTestId('delivery-status').allTextContents()).resolves.toEqual([
      'Cancelled',
      'Cancelled',
    ]);
    await expect(mine.count()).resolves.toBe(0);
    await expect(fee()).resolves.toEqual(before);
    await page.goto(`${baseUrl()}/account/my-products`);
    await swapLink(page, piece!.id).waitFor();

    // The refund is on the swap's receipt, from the receipts list.
    await page.goto(`${baseUrl()}/account/receipts`);
    await page.getByRole('heading', { name: `Swap ${swapNumber}` }).waitFor();
    await page.goto(`${baseUrl()}/account/receipts/print/${orderId}`);
    await page.getByTestId('receipt-refunded').waitFor();
    await expect(page.getByTestId('receipt-refunded').textContent()).resolves.toContain(charged);
    const payments = await page.getByTestId('receipt-payment').allTextContents();
    expect(
      payments.some((line) => line.startsWith(`Charged to Visa ending`) && line.includes(charged)),
    ).toBe(true);
    expect(
      payments.some((line) => line.startsWith(`Refunded to Visa ending`) && line.includes(charged)),
    ).toBe(true);

    // A cancellation mail names the swap and the refund, and links the receipt (decision 154).
    const mailbox = await page.context().newPage();
    const mail = mailbox
      .locator('article')
      .filter({ hasText: `Your swap is cancelled (${swapNumber})` });
    await expect
      .poll(
        async () => {
          await mailbox.goto(`${baseUrl()}/dev/mailbox`);
          return mail.count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await expect(mail.textContent()).resolves.toContain(`We refunded ${charged} to your card`);
    await expect(mail.textContent()).resolves.toContain(`/account/receipts/print/${orderId}`);
    await mailbox.close();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('swaps a piece from My Products: a replacement, the day, the monthly difference and today’s charge, the success page and its receipt; reload keeps the step', async () => {
    const { page, problems } = await openPage(browser, viewports.desktop);
    await signIn(page);
    const [piece] = await alexPieces(page);
    expect(piece).toBeDefined();
    await page.goto(`${baseUrl()}/account/my-products`);
    // By the piece's id: Alex holds more than one piece of some names (one returned, one owned).
    await swapLink(page, piece!.id).click();
    await page.getByRole('heading', { name: 'Choose its replacement' }).waitFor();
    // The flow has no site footer.
    await expect(page.locator('footer').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Choose the swap day' }).click();
    await page.getByText('Choose the piece you would like instead.').waitFor();
    await page.getByRole('radio').first().waitFor();
    await page.getByRole('radio').first().click();
    await page.getByRole('button', { name: 'Choose the swap day' }).click();
    await page.getByRole('heading', { name: 'When should the crew come?' }).waitFor();
    expect(page.url()).toMatch(/\/swapproducts\/schedule\/[0-9a-f-]{36}\?/);

    await page.getByRole('button', { name: 'Review the swap' }).click();
    await page.getByText('Choose the swap day.').waitFor();
    const earliest = (await page.getByLabel(/Swap day/).getAttribute('min'))!;
    await page.getByLabel(/Swap day/).fill(earliest);
    await page.getByRole('radio', { name: /Morning/ }).click();
    await page.getByRole('button', { name: 'Review the swap' }).click();
    await page.getByRole('heading', { name: 'Review your swap' }).waitFor();
    await page.waitForURL(/\/swapproducts\/review\/[0-9a-f-]{36}\?.*window=MORNING/);
    // A reload lands on the same step with the same choices, priced again.
    await page.reload();
    await page.getByRole('heading', { name: 'Review your swap' }).waitFor();
    const today = (await page.getByTestId('swap-today').textContent()) ?? '';
    expect(today).toMatch(/^\$\d+\.\d{2}$/);
    await expect(page.getByTestId('swap-monthly').textContent()).resolves.toMatch(/\/mo/);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Confirm the swap' }).click();
    await page.waitForURL(/\/swap\/success\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Your swap is booked' }).waitFor();
    await page.getByRole('link', { name: 'View the receipt' }).click();
    const swapNumber = (await page.getByTestId('receipt-order-number').textContent()) ?? '';
    await expect(page.locator('body').textContent()).resolves.toContain(`Swap ${swapNumber}`);
    await expect(page.locator('body').textContent()).resolves.toContain(today);
    // The receipts list has it, typed.
    await page.goto(`${baseUrl()}/account/receipts`);
    await page.getByRole('heading', { name: `Swap ${swapNumber}` }).waitFor();

    // The piece cannot be swapped again.
    await page.goto(`${baseUrl()}/account/my-products`);
    await page.getByTestId('membership-product').first().waitFor();
    await expect(swapLink(page, piece!.id).count()).resolves.toBe(0);
    expect(problems).toEqual([]);
  });

  it('moves a piece to a new address in Ontario: a week’s notice, the fee on 199 km of road, the notice that buying it out costs less, the success page and the receipt with the move address and the fee’s basis; the address cannot be removed while the move is booked; bills from the move day are taxed in Ontario', async () => {
    const { page, problems } = await openPage(browser, viewports.phone);
    await signIn(page);
    // The piece billed last: its next bill is a month away, past the earliest move day.
    const pieces = await alexPieces(page);
    const piece = pieces.at(-1)!;
    await page.goto(`${baseUrl()}/account/my-products`);
    await page.getByTestId('membership-product').first().waitFor();
    await page
      .getByRole('link', { name: 'Move it' })
      .and(page.locator(`[href*="items=${piece.id}"]`))
      .click();
    await page.getByRole('heading', { name: 'Where are they going?' }).waitFor();
    await expect(page.locator('footer').count()).resolves.toBe(0);
    const newAddress = page.getByRole('radio', { name: 'A new address' });
    if ((await newAddress.count()) > 0) await newAddress.click();
    await page.getByLabel('First name').fill('Alex');
    await page.getByLabel('Last name').fill('Tremblay');
    await page.getByLabel('Street address').fill('90 Elgin Street');
    await page.getByLabel('City').fill('Ottawa');
    await page.getByRole('combobox', { name: 'Province' }).click();
    await page.getByRole('option', { name: 'Ontario' }).click();
    await page.getByLabel('Postal code').fill('K1P 5E9');
    await page.getByRole('button', { name: 'Save this address' }).click();
    await page.getByRole('radio', { name: /90 Elgin Street, Ottawa ON K1P 5E9/ }).waitFor();
    await page.getByRole('button', { name: 'Choose the move day' }).click();
    await page.getByRole('heading', { name: 'When should we pick them up?' }).waitFor();

    const earliest = (await page.getByLabel(/Move day/).getAttribute('min'))!;
    // Less than a week's notice is refused under the day.
    await page.getByLabel(/Move day/).fill(addDays(earliest, -2));
    await page.getByRole('radio', { name: /Morning/ }).click();
    await page.getByRole('button', { name: 'Review the move' }).click();
    await page.getByText(/Moves need at least a week’s notice\. Choose /).waitFor();
    // Picked up the day before the next bill and delivered the day after (Montréal to Ottawa):
    // on the bill's day, so that bill is the first taxed in Ontario.
    const nextBill = piece.nextBillDate!;
    const moveDay = addDays(nextBill, -1);
    expect(moveDay >= earliest).toBe(true);
    await page.getByLabel(/Move day/).fill(moveDay);
    await page.getByRole('button', { name: 'Review the move' }).click();
    await page.getByRole('heading', { name: 'Review your move' }).waitFor();
    await page.getByText(/Montreal to Ottawa, 199 km by road/).waitFor();
    await page.getByText(/Bills from the delivery day are taxed in Ontario/).waitFor();
    await expect(page.getByTestId('move-basis').textContent()).resolves.toContain(
      'Priced on 199 km by road, Montreal depot to Ottawa depot.',
    );
    await expect(
      page.getByRole('link', { name: 'check the road on OpenStreetMap' }).getAttribute('href'),
    ).resolves.toMatch(/^https:\/\/www\.openstreetmap\.org\/directions\?/);
    // One payment from being owned: buying it out costs less than the move, and the review says so.
    const notice = page.getByTestId('move-buyout-notice');
    await notice.getByText(/is more than buying this piece out today/).waitFor();
    await expect(
      notice.getByRole('link', { name: 'Buy it out instead' }).getAttribute('href'),
    ).resolves.toBe(`/buyout?items=${piece.id}`);
    await expect(
      notice.getByRole('link', { name: 'Return it instead' }).getAttribute('href'),
    ).resolves.toBe('/returncenter');
    const total = (await page.getByTestId('move-total').textContent()) ?? '';
    await expectNoAxeViolations(page);
    // The address book, open in another tab before the booking, still offers to remove Elgin.
    const { page: book } = await openPageIn(page.context());
    await book.goto(`${baseUrl()}/account/address`);
    const elgin = book.getByTestId('address-card').filter({ hasText: '90 Elgin Street' });
    await elgin.getByRole('button', { name: /^Remove/ }).waitFor();
    await page.getByRole('button', { name: 'Confirm the move' }).click();
    await page.waitForURL(/\/move\/success\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Your move is booked' }).waitFor();
    await page.getByRole('link', { name: 'View the receipt' }).click();
    await page.getByText('Move address', { exact: true }).waitFor();
    const moveNumber = (await page.getByTestId('receipt-order-number').textContent()) ?? '';
    const receipt = (await page.locator('body').textContent()) ?? '';
    expect(receipt).toContain('90 Elgin Street');
    expect(receipt).toContain(total);
    await expect(page.getByTestId('receipt-move-fee').textContent()).resolves.toMatch(
      /^Move fee199 km by road, Montreal depot to Ottawa depot\$\d+\.\d{2}$/,
    );
    expect(receipt).not.toContain('$0.00/mo');
    expect(receipt).not.toMatch(/payments of \$0\.00/);
    await page.getByText(/Your monthly fees do not change: \$\d+\.\d{2}\/mo/).waitFor();

    // The stale address book's Remove is refused, naming the move; nothing is removed.
    await elgin.getByRole('button', { name: /^Remove/ }).click();
    await elgin.getByRole('button', { name: 'Remove', exact: true }).click();
    await elgin
      .getByRole('alert')
      .getByText(`A crew visit is booked here: the move ${moveNumber}, delivering here on`, {
        exact: false,
      })
      .waitFor();
    // Drawn afresh, the card says why in place of Remove.
    await book.reload();
    await elgin
      .getByTestId('deactivate-blocked')
      .getByText(`the move ${moveNumber}, delivering here`, { exact: false })
      .waitFor();
    await expect(elgin.getByRole('button', { name: /^Remove/ }).count()).resolves.toBe(0);
    await book.close();

    // The receipts list has it, typed.
    await page.goto(`${baseUrl()}/account/receipts`);
    await page.getByRole('heading', { name: `Move ${moveNumber}` }).waitFor();

    // The next bill of the moved piece falls on the delivery day: taxed in Ontario (HST only).
    const upcoming = await ask<Upcoming>(
      page,
      '{ getUpcomingBill { billDate taxes { name } lines { membershipProductId } } }',
    );
    const bill = upcoming.getUpcomingBill.find((candidate) =>
      candidate.lines.some((line) => line.membershipProductId === piece.id),
    );
    expect(bill).toBeDefined();
    expect(bill!.billDate).toBe(nextBill);
    const names = bill!.taxes.map((tax) => tax.name).join(' ');
    expect(names).toMatch(/HST/);
    expect(names).not.toMatch(/QST|GST/);
    expect(problems).toEqual([]);
  });
});
