import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { addDays, localDate } from '../../server/shared/calendar-date';
import { SIGNED_URL_LIFETIME_MS } from '../../server/modules/returns/return-photos';
import { testBackends } from './helpers/backends';
import type { CheckoutServer } from './helpers/checkout-fixtures';
import { startCheckoutServer } from './helpers/checkout-fixtures';
import { addMembership, billingCustomer } from './helpers/billing-world';

const RETURN = `mutation Return($returns: [ReturnItemInput!]!, $returndate: String!, $idempotencyKey: String!) {
  createReturnOrder(returns: $returns, orderType: "RETURN", returndate: $returndate,
                    returntimetype: "EVENING", idempotencyKey: $idempotencyKey) { orderId }
}`;
const SIGNED = `query Signed($orderid: ID!) { getSignedURLs(orderid: $orderid) { key signedURL } }`;

const backends = await testBackends();

/** CRC-32 of PNG chunks. */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A tiny PNG whose header claims `width` × `height`: what a decompression bomb looks like to a decoder. */
async function bombPng(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#808080' },
    })
      .png()
      .toBuffer(),
  );
  // IHDR starts at byte 8: length (4), "IHDR" (4), width (4), height (4), ..., CRC after 13 bytes.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe.each(backends)('return photos on $name', (backend) => {
  let database: DatabaseHandle;
  let server: CheckoutServer;
  let dispose: () => Promise<void>;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'return-photos-'));
    const opened = await backend.open();
    database = opened.handle;
    server = await startCheckoutServer(database, {}, { DATA_DIR: dataDir });
    dispose = async () => {
      await server.app.close();
      await opened.dispose();
      await rm(dataDir, { recursive: true, force: true });
    };
  }, 120_000);

  afterAll(async () => {
    await dispose?.();
  });

  async function returnWithItem() {
    const customer = await billingCustomer(database, { province: 'ON' });
    const item = await addMembership(database, customer, { startDate: '2026-01-10' });
    const token = await server.tokenFor(customer.customerId);
    const booked = await server.graphql<{ createReturnOrder: { orderId: string } }>(
      RETURN,
      {
        returns: [{ id: item, reason: 'NOT_AS_EXPECTED', condition: 'HEAVY_WEAR' }],
        returndate: addDays(localDate(new Date(), 'America/Toronto'), 3),
        idempotencyKey: randomUUID(),
      },
      token,
    );
    expect(booked.errors).toBeUndefined();
    return { customer, item, token, orderId: booked.data!.createReturnOrder.orderId };
  }

  const upload = (
    orderId: string,
    item: string,
    token: string | null,
    body: Buffer,
    headers: Record<string, string> = { 'content-type': 'image/jpeg' },
  ) =>
    fetch(`${server.url}/return-photos/${orderId}/${item}`, {
      method: 'POST',
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: new Uint8Array(body),
    });

  const photo = async () =>
    sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#c08040' } })
      .jpeg()
      .withExif({ IFD0: { ImageDescription: 'At home, 45.50 N 73.57 W', Copyright: 'Customer' } })
      .toBuffer();

  it('asks for a photo of a damaged item before booking, and attaches the photos added then to the return', async () => {
    const customer = await billingCustomer(database, { province: 'ON' });
    const item = await addMembership(database, customer, { startDate: '2026-01-10' });
    const token = await server.tokenFor(customer.customerId);
    const draftId = randomUUID();
    const variables = {
      returns: [{ id: item, reason: 'DAMAGED', condition: 'HEAVY_WEAR' }],
      returndate: addDays(localDate(new Date(), 'America/Toronto'), 3),
      idempotencyKey: draftId,
    };
    // No photo of the damage: refused under the line's photos, nothing booked.
    const refused = await server.graphql(RETURN, variables, token);
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'returns[0].photos',
    });
    expect(refused.errors?.[0]?.message).toMatch(/photo of the damage/);
    const draftUpload = async (id: string, bearer: string | null) =>
      fetch(`${server.url}/return-photos/draft/${draftId}/${id}`, {
        method: 'POST',
        headers: {
          'content-type': 'image/jpeg',
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        },
        body: new Uint8Array(await photo()),
      });
    // Another customer's item, or no sign-in, is refused.
    const stranger = await billingCustomer(database, { province: 'ON' });
    const theirs = await addMembership(database, stranger, { startDate: '2026-01-10' });
    expect((await draftUpload(theirs, token)).status).toBe(404);
    expect((await draftUpload(item, null)).status).toBe(401);
    const added = await draftUpload(item, token);
    expect(added.status).toBe(201);
    const kept = (await added.json()) as { key: string; signedURL: string };
    expect(kept.key).toMatch(new RegExp(`^returns/${draftId}/${item}/`));
    const shown = await fetch(`${server.url}${kept.signedURL}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(shown.status).toBe(200);

    const booked = await server.graphql<{ createReturnOrder: { orderId: string } }>(
      RETURN,
      variables,
      token,
    );
    expect(booked.errors).toBeUndefined();
    const orderId = booked.data!.createReturnOrder.orderId;
    const signed = await server.graphql<{ getSignedURLs: { key: string }[] }>(
      SIGNED,
      { orderid: orderId },
      token,
    );
    expect(signed.data!.getSignedURLs.map((each) => each.key)).toEqual([kept.key]);
  });

  it('keeps a photo resized, without its metadata, readable by its owner only until the URL expires', async () => {
    const { item, token, orderId } = await returnWithItem();
    const original = await photo();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const answer = await upload(orderId, item, token, original);
    expect(answer.status).toBe(201);
    const uploaded = (await answer.json()) as { key: string; signedURL: string };
    expect(uploaded.key).toMatch(new RegExp(`^returns/${orderId}/${item}/[0-9a-f-]{36}\\.jpg$`));

    const listed = await server.graphql<{ getSignedURLs: { key: string; signedURL: string }[] }>(
      SIGNED,
      { orderid: orderId },
      token,
    );
    expect(listed.data!.getSignedURLs.map((entry) => entry.key)).toEqual([uploaded.key]);
    const url = `${server.url}${listed.data!.getSignedURLs[0]!.signedURL}`;

    const read = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/jpeg');
    const stored = await sharp(Buffer.from(await read.arrayBuffer())).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 2048, height: 1365 });
    expect(stored.exif).toBeUndefined();

    // Another customer, nobody, a changed signature, and the owner after expiry: refused alike.
    const stranger = await billingCustomer(database);
    const strangerToken = await server.tokenFor(stranger.customerId);
    expect(
      (await fetch(url, { headers: { authorization: `Bearer ${strangerToken}` } })).status,
    ).toBe(404);
    expect((await fetch(url)).status).toBe(404);
    expect(
      (
        await fetch(
          // Its first character changed (one in 64 signatures already starts with 'A').
          url.replace(/signature=(.)/, (_match, first: string) =>
            first === 'A' ? 'signature=B' : 'signature=A',
          ),
          {
            headers: { authorization: `Bearer ${token}` },
          },
        )
      ).status,
    ).toBe(404);
    const services = (
      server.app as unknown as {
        services: { returnPhotos: { sign: (k: string, c: string, e: number) => string } };
      }
    ).services;
    const owner = (
      await database.query<{ customer_id: string }>(
        'select customer_id from orders where id = $1',
        [orderId],
      )
    )[0]!.customer_id;
    const expired = services.returnPhotos.sign(uploaded.key, owner, Date.now() - 1);
    expect(
      (await fetch(`${server.url}${expired}`, { headers: { authorization: `Bearer ${token}` } }))
        .status,
    ).toBe(404);
    const fresh = services.returnPhotos.sign(
      uploaded.key,
      owner,
      Date.now() + SIGNED_URL_LIFETIME_MS,
    );
    expect(
      (await fetch(`${server.url}${fresh}`, { headers: { authorization: `Bearer ${token}` } }))
        .status,
    ).toBe(200);

    // Another customer cannot list the order's photos, nor add to them.
    const foreign = await server.graphql(SIGNED, { orderid: orderId }, strangerToken);
    expect(foreign.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', field: 'orderid' });
    expect((await upload(orderId, item, strangerToken, original)).status).toBe(404);
    expect((await upload(orderId, item, null, original)).status).toBe(401);
  });

  it('refuses what is not a photo, too large, a decompression bomb, a zip, and a seventh photo', async () => {
    const { item, token, orderId } = await returnWithItem();
    const refused = async (response: Response, status: number, message: RegExp) => {
      expect(response.status).toBe(status);
      const body = (await response.json()) as { message: string; field: string | null };
      expect(body.message).toMatch(message);
    };
    await refused(
      await upload(orderId, item, token, Buffer.from('this is not a picture')),
      400,
      /not a photo/,
    );
    const zip = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200)]);
    await refused(await upload(orderId, item, token, zip), 400, /not a photo/);
    await refused(
      await upload(orderId, item, token, await bombPng(30_000, 30_000), {
        'content-type': 'image/png',
      }),
      400,
      /too many pixels/,
    );
    await refused(
      await upload(orderId, item, token, gzipSync(await photo()), {
        'content-type': 'image/jpeg',
        'content-encoding': 'gzip',
      }),
      415,
      /photo itself/,
    );
    await refused(
      await upload(orderId, item, token, Buffer.from('<svg/>'), {
        'content-type': 'image/svg+xml',
      }),
      415,
      /JPEG, PNG, WebP or HEIC/,
    );
    const large = await upload(orderId, item, token, Buffer.alloc(15 * 1024 * 1024 + 1));
    expect(large.status).toBe(413);
    await refused(
      await upload(orderId, randomUUID(), token, await photo()),
      400,
      /not on that return/,
    );

    const small = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    for (let count = 0; count < 6; count += 1) {
      expect(
        (await upload(orderId, item, token, small, { 'content-type': 'image/png' })).status,
      ).toBe(201);
    }
    await refused(
      await upload(orderId, item, token, small, { 'content-type': 'image/png' }),
      400,
      /Up to 6 photos/,
    );
    const [count] = await database.query<{ count: number }>(
      'select count(*)::int as count from order_photos where order_id = $1',
      [orderId],
    );
    expect(count!.count).toBe(6);
  });

  it('keeps the limit of 6 when 30 photos arrive at once, on a return and before booking', async () => {
    const { customer, item, token, orderId } = await returnWithItem();
    const small = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#996633' },
    })
      .png()
      .toBuffer();
    for (let count = 0; count < 5; count += 1) {
      expect(
        (await upload(orderId, item, token, small, { 'content-type': 'image/png' })).status,
      ).toBe(201);
    }
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        upload(orderId, item, token, small, { 'content-type': 'image/png' }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(29);
    const [kept] = await database.query<{ count: number }>(
      'select count(*)::int as count from order_photos where order_id = $1',
      [orderId],
    );
    expect(kept!.count).toBe(6);
    // The refused uploads leave no file behind.
    const stored = await readdir(path.join(dataDir, 'photos', 'returns', orderId, item));
    expect(stored).toHaveLength(6);

    // Before booking (the condition step's draft photos), the same limit holds.
    const draftId = randomUUID();
    const drafts = await Promise.all(
      Array.from({ length: 30 }, () =>
        fetch(`${server.url}/return-photos/draft/${draftId}/${item}`, {
          method: 'POST',
          headers: { 'content-type': 'image/png', authorization: `Bearer ${token}` },
          body: new Uint8Array(small),
        }),
      ),
    );
    expect(drafts.filter((answer) => answer.status === 201)).toHaveLength(6);
    const [draftCount] = await database.query<{ count: number }>(
      `select count(*)::int as count from order_photos
        where customer_id = $1 and draft_id = $2`,
      [customer.customerId, draftId],
    );
    expect(draftCount!.count).toBe(6);
  });

  it('lists the return for the photo screen, replaces a photo, and closes once picked up', async () => {
    const { item, token, orderId } = await returnWithItem();
    const FOR_PHOTOS = `query For($orderid: ID!) {
      returnForPhotos(orderid: $orderid) {
        orderId canChangePhotos maxPhotosPerItem pickupDate items { id name }
      }
      getSignedURLs(orderid: $orderid) { key itemId }
    }`;
    const REMOVE = `mutation Remove($orderid: ID!, $key: String!) {
      deleteReturnPhoto(orderid: $orderid, key: $key) { key itemId }
    }`;
    const first = (await (await upload(orderId, item, token, await photo())).json()) as {
      key: string;
      itemId: string;
    };
    expect(first.itemId).toBe(item);
    const listed = await server.graphql<{
      returnForPhotos: { canChangePhotos: boolean; items: { id: string }[] };
      getSignedURLs: { key: string; itemId: string }[];
    }>(FOR_PHOTOS, { orderid: orderId }, token);
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.returnForPhotos).toMatchObject({
      orderId,
      canChangePhotos: true,
      maxPhotosPerItem: 6,
      items: [{ id: item }],
    });
    expect(listed.data!.getSignedURLs).toEqual([{ key: first.key, itemId: item }]);

    // Another customer's return answers like an unknown one; their removal changes nothing.
    const stranger = await billingCustomer(database);
    const strangerToken = await server.tokenFor(stranger.customerId);
    const foreign = await server.graphql(FOR_PHOTOS, { orderid: orderId }, strangerToken);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const foreignRemove = await server.graphql(
      REMOVE,
      { orderid: orderId, key: first.key },
      strangerToken,
    );
    expect(foreignRemove.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await upload(orderId, item, strangerToken, await photo())).status).toBe(404);

    // Replace: remove the first, add another.
    const removed = await server.graphql<{ deleteReturnPhoto: unknown[] }>(
      REMOVE,
      { orderid: orderId, key: first.key },
      token,
    );
    expect(removed.errors).toBeUndefined();
    expect(removed.data!.deleteReturnPhoto).toEqual([]);
    expect(await readdir(path.join(dataDir, 'photos', 'returns', orderId, item))).toEqual([]);
    const again = await server.graphql(REMOVE, { orderid: orderId, key: first.key }, token);
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await upload(orderId, item, token, await photo())).status).toBe(201);

    // Picked up: the photos stay, but can no longer change.
    await database.query(`update orders set status = 'COMPLETED' where id = $1`, [orderId]);
    const closed = await server.graphql<{
      returnForPhotos: { canChangePhotos: boolean };
      getSignedURLs: { key: string }[];
    }>(FOR_PHOTOS, { orderid: orderId }, token);
    expect(closed.data!.returnForPhotos.canChangePhotos).toBe(false);
    expect(closed.data!.getSignedURLs).toHaveLength(1);
    const late = await upload(orderId, item, token, await photo());
    expect(late.status).toBe(400);
    expect(((await late.json()) as { message: string }).message).toMatch(/picked up/);
    const lateRemove = await server.graphql(
      REMOVE,
      { orderid: orderId, key: closed.data!.getSignedURLs[0]!.key },
      token,
    );
    expect(lateRemove.errors?.[0]?.message).toMatch(/picked up/);
  });
});
