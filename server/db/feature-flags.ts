/**
 * The feature_flags rows: the one mode switch (LIQUIDATION_FLAG) and what every start does to
 * databases seeded by earlier builds.
 */
import type { DatabaseHandle } from './client';
import { FEATURE_FLAG_NAMES, RETIRED_FEATURE_FLAG_NAMES, type FeatureFlagName } from './constants';

export const LIQUIDATION_FLAG_DESCRIPTION =
  'Liquidation mode: every line is bought outright (ownv3), the city is fixed to the default depot, pickup only, liquidation banner and 85% Off badge. Off: the regular storefront.';

/**
 * Makes the flag rows match this build, on every start (idempotent, no migration): the rows of
 * the retired flags are deleted, and a missing current flag is added switched off. An existing
 * row keeps its setting.
 */
export async function reconcileFeatureFlags(handle: DatabaseHandle): Promise<void> {
  await handle.query('delete from feature_flags where name = any($1::text[])', [
    [...RETIRED_FEATURE_FLAG_NAMES],
  ]);
  for (const name of FEATURE_FLAG_NAMES) {
    await handle.query(
      `insert into feature_flags (name, "on", description) values ($1, false, $2)
       on conflict (name) do nothing`,
      [name, LIQUIDATION_FLAG_DESCRIPTION],
    );
  }
}

export function isFeatureFlagName(name: string): name is FeatureFlagName {
  return (FEATURE_FLAG_NAMES as readonly string[]).includes(name);
}

/** Switches a flag on or off (adding its row when missing); returns the previous setting. */
export async function setFeatureFlag(
  handle: DatabaseHandle,
  name: FeatureFlagName,
  on: boolean,
): Promise<boolean | null> {
  const before = await handle.query<{ on: boolean }>(
    'select "on" from feature_flags where name = $1',
    [name],
  );
  await handle.query(
    `insert into feature_flags (name, "on", description) values ($1, $2, $3)
     on conflict (name) do update set "on" = excluded."on", updated_at = now()`,
    [name, on, LIQUIDATION_FLAG_DESCRIPTION],
  );
  return before[0]?.on ?? null;
}
