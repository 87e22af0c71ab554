import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Proves the lint rules that keep DESIGN.md's import directions actually fire.
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

// Each case lints a file with the project's whole configuration (type-aware import resolution):
// seconds on a busy machine, so every case has a minute.
describe('architecture lint', { timeout: 60_000 }, () => {
  it('stops a feature importing another feature', async () => {
    const ids = await ruleIds(
      'src/features/catalog/probe.ts',
      "import { NotFoundPage } from '../shell/not-found-page';\nexport const probe = NotFoundPage;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  }, 60_000);

  it('lets src/ui import only src/styles', async () => {
    const bad = await ruleIds(
      'src/ui/probe.ts',
      "import { NotFoundPage } from '../features/shell/not-found-page';\nexport const probe = NotFoundPage;\n",
    );
    expect(bad).toContain('import-x/no-restricted-paths');
    const good = await ruleIds(
      'src/ui/probe.ts',
      "import { styled } from '../styles/stitches.config';\nexport const probe = styled;\n",
    );
    expect(good).toEqual([]);
  });

  it('lets machines import only xstate', async () => {
    const ids = await ruleIds(
      'machines/probe.machine.ts',
      "import { useState } from 'react';\nimport { setup } from 'xstate';\nexport const probe = [useState, setup];\n",
    );
    expect(ids).toEqual(['@typescript-eslint/no-restricted-imports']);
  });

  it('lets machines take only types from contract/', async () => {
    const typeOnly = await ruleIds(
      'machines/probe.machine.ts',
      "import type { GetUpcomingBillQuery } from '../contract/graphql';\nexport type Probe = GetUpcomingBillQuery;\n",
    );
    expect(typeOnly).toEqual([]);
    const value = await ruleIds(
      'machines/probe.machine.ts',
      "import { GetUpcomingBillDocument } from '../contract/graphql';\nexport const probe = GetUpcomingBillDocument;\n",
    );
    expect(value).toEqual(['@typescript-eslint/no-restricted-imports']);
  });

  it('keeps contract/ free of the app and out of the server', async () => {
    const inContract = await ruleIds(
      'contract/probe.ts',
      "import { useAnalytics } from '../src/lib/analytics';\nexport const probe = useAnalytics;\n",
    );
    expect(inContract).toContain('import-x/no-restricted-paths');
    const inServer = await ruleIds(
      'server/domain/probe.ts',
      "import type { GetUpcomingBillQuery } from '../../contract/graphql';\nexport type Probe = GetUpcomingBillQuery;\n",
    );
    expect(inServer).toContain('import-x/no-restricted-paths');
  });

  it('lets the machines and the server share rules/, which imports nothing of the app', async () => {
    const machine = await ruleIds(
      'machines/probe.machine.ts',
      "import { signatureMatches } from '../rules/agreement-signature';\nexport const probe = signatureMatches;\n",
    );
    expect(machine).toEqual([]);
    const server = await ruleIds(
      'server/modules/checkout/probe.ts',
      "import { signatureMatches } from '../../../rules/agreement-signature';\nexport const probe = signatureMatches;\n",
    );
    expect(server).toEqual([]);
    const app = await ruleIds(
      'rules/probe.ts',
      "import { isCardDraftValid } from '../machines/card-rules';\nexport const probe = isCardDraftValid;\n",
    );
    expect(app).toContain('import-x/no-restricted-paths');
    const library = await ruleIds(
      'rules/probe.ts',
      "import { setup } from 'xstate';\nexport const probe = setup;\n",
    );
    expect(library).toEqual(['@typescript-eslint/no-restricted-imports']);
  });

  it('keeps src/api below src/lib', async () => {
    const up = await ruleIds(
      'src/api/probe.ts',
      "import { pricingRole } from '../lib/session-store';\nexport const probe = pricingRole;\n",
    );
    expect(up).toContain('import-x/no-restricted-paths');
    const down = await ruleIds(
      'src/lib/probe.ts',
      "import { featureFlagsQuery } from '../api/catalog-queries';\nexport const probe = featureFlagsQuery;\n",
    );
    expect(down).toEqual([]);
  });

  it('stops src importing server', async () => {
    const ids = await ruleIds(
      'src/lib/probe.ts',
      "import { loadConfig } from '../../server/config';\nexport const probe = loadConfig;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('keeps test helpers out of production code', async () => {
    const inServer = await ruleIds(
      'server/api/probe.ts',
      "import { testBackends } from '../../tests/server/helpers/backends';\nexport const probe = testBackends;\n",
    );
    expect(inServer).toContain('import-x/no-restricted-paths');
    const inSrc = await ruleIds(
      'src/lib/probe.ts',
      "import { testBackends } from '../../tests/server/helpers/backends';\nexport const probe = testBackends;\n",
    );
    expect(inSrc).toContain('import-x/no-restricted-paths');
  });

  it('keeps stitches inside src/ui and src/styles', async () => {
    const ids = await ruleIds(
      'src/features/shell/probe.ts',
      "import { styled } from '@stitches/react';\nexport const probe = styled;\n",
    );
    expect(ids).toContain('no-restricted-imports');
  });

  it('stops a feature on the UI kit styling in place (css prop, src/styles)', async () => {
    const cssProp = await ruleIds(
      'src/features/account/probe.tsx',
      "import { Text } from '../../ui/layout';\nexport const Probe = () => <Text css={{ color: '$error' }}>No</Text>;\n",
    );
    expect(cssProp).toContain('no-restricted-syntax');
    const styles = await ruleIds(
      'src/features/statecharts/probe.ts',
      "import { durations } from '../../styles/stitches.config';\nexport const probe = durations;\n",
    );
    expect(styles).toContain('no-restricted-imports');
    const kit = await ruleIds(
      'src/features/account/probe.tsx',
      'import { Text } from \'../../ui/layout\';\nexport const Probe = ({ label }: { label: string }) => <Text tone="error">{label}</Text>;\n',
    );
    expect(kit).toEqual([]);
  });

  it('keeps GraphQL out of domain services', async () => {
    const ids = await ruleIds(
      'server/modules/returns/probe.ts',
      "import { GraphQLError } from 'graphql';\nexport const probe = GraphQLError;\n",
    );
    expect(ids).toContain('no-restricted-imports');
  });

  it('keeps the database out of server/api and its resolvers', async () => {
    const repository = await ruleIds(
      'server/api/resolvers/probe.ts',
      "import { findDelivery } from '../../db/repositories/delivery-repository';\nexport const probe = findDelivery;\n",
    );
    expect(repository).toContain('import-x/no-restricted-paths');
    const route = await ruleIds(
      'server/api/probe.ts',
      "import type { DatabaseHandle } from '../db/client';\nexport type Probe = DatabaseHandle;\n",
    );
    expect(route).toContain('import-x/no-restricted-paths');
  });

  it('keeps SQL and drizzle inside server/db', async () => {
    const query = await ruleIds(
      'server/modules/returns/probe.ts',
      "import type { DatabaseHandle } from '../../db/client';\nexport const probe = (db: DatabaseHandle) => db.query('select 1');\n",
    );
    expect(query).toEqual(['no-restricted-syntax']);
    const drizzle = await ruleIds(
      'server/modules/returns/probe.ts',
      "import { sql } from 'drizzle-orm';\nexport const probe = sql;\n",
    );
    expect(drizzle).toEqual(['@typescript-eslint/no-restricted-imports']);
    const client = await ruleIds(
      'server/modules/returns/probe.ts',
      "import { openDatabase } from '../../db/client';\nexport const probe = openDatabase;\n",
    );
    expect(client).toEqual(['@typescript-eslint/no-restricted-imports']);
    const repository = await ruleIds(
      'server/db/repositories/probe.ts',
      "import type { DatabaseHandle } from '../client';\nexport const probe = (db: DatabaseHandle) => db.query('select 1');\n",
    );
    expect(repository).toEqual([]);
    const moduleRepository = await ruleIds(
      'server/modules/returns/probe-repository.ts',
      "import type { DatabaseHandle } from '../../db/client';\nexport const probe = (db: DatabaseHandle) => db.query('select 1');\n",
    );
    expect(moduleRepository).toEqual([]);
  });

  it('lets a server module reach another only through its index.ts', async () => {
    const insides = await ruleIds(
      'server/modules/returns/probe.ts',
      "import { scheduleVisit } from '../deliveries/delivery-service';\nexport const probe = scheduleVisit;\n",
    );
    expect(insides).toContain('import-x/no-restricted-paths');
    const entry = await ruleIds(
      'server/modules/returns/probe.ts',
      "import { scheduleVisit } from '../deliveries/index';\nexport const probe = scheduleVisit;\n",
    );
    expect(entry).toEqual([]);
    const shared = await ruleIds(
      'server/modules/returns/probe.ts',
      "import { DomainError } from '../../shared/errors';\nexport const probe = DomainError;\n",
    );
    expect(shared).toEqual([]);
  });

  it('keeps the API out of module services and the database out of module resolvers', async () => {
    const service = await ruleIds(
      'server/modules/returns/probe.ts',
      "import { requireAuth } from '../../api/auth-context';\nexport const probe = requireAuth;\n",
    );
    expect(service).toContain('import-x/no-restricted-paths');
    const resolvers = await ruleIds(
      'server/modules/returns/probe-resolvers.ts',
      "import { findDelivery } from '../../db/repositories/delivery-repository';\nexport const probe = findDelivery;\n",
    );
    expect(resolvers).toContain('import-x/no-restricted-paths');
    const kernel = await ruleIds(
      'server/shared/probe.ts',
      "import { ReturnService } from '../modules/returns/return-service';\nexport const probe = ReturnService;\n",
    );
    expect(kernel).toContain('import-x/no-restricted-paths');
  });

  it('sees import cycles through TypeScript and generated files', async () => {
    // The root route importing the router closes router → route-tree.gen → __root → router.
    const ids = await ruleIds(
      'src/routes/__root.tsx',
      "import { createAppRouter } from '../app/router';\nexport const probe = createAppRouter;\n",
    );
    expect(ids).toContain('import-x/no-cycle');
  });

  it('requires kebab-case file names', async () => {
    const ids = await ruleIds('src/lib/BadName.ts', 'export const probe = 1;\n');
    expect(ids).toContain('check-file/filename-naming-convention');
  });
});
