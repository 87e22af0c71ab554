import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generate, outputs } from '../../scripts/codegen';

describe('generated GraphQL types', () => {
  it('match the schema and operations (run `npm run codegen` after changing them)', async () => {
    const files = await generate();
    for (const [file, content] of Object.entries(files)) {
      expect(readFileSync(file, 'utf8'), file).toBe(content);
    }
  }, 60_000);

  it('give the browser typed document strings with their fragments, and no graphql import', async () => {
    const client = (await generate())[outputs.operations] ?? '';
    expect(client).not.toMatch(/from ['"]graphql['"]/);
    expect(client).toMatch(/export const FindOrdersDocument = new TypedDocumentString\(`/);
    const findOrders = client.slice(client.indexOf('export const FindOrdersDocument'));
    expect(findOrders.slice(0, findOrders.indexOf(' as unknown as'))).toContain(
      'fragment CheckoutOrderFields on Order',
    );
  }, 60_000);
});
