// Component tests use the select as a visitor who has acted on the page has it: Radix's, whose
// code a page loads at the first action (decision 142). tests/components/select-stand-in.test.tsx
// tests the stand-in drawn before that.
import { beforeAll } from 'vitest';
import { preloadSelect } from '../../src/ui/select';

beforeAll(async () => {
  await preloadSelect();
});
