import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generate } from '../../scripts/codegen';

describe('generated GraphQL types', () => {
  it('match the schema and operations (run `npm run codegen` after changing them)', async () => {
    const files = await generate();
    for (const [file, content] of Object.entries(files)) {
      expect(readFileSync(file, 'utf8'), file).toBe(content);
    }
  }, 60_000);
});
