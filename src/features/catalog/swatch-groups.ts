import { m } from '../../i18n/paraglide/messages.js';
import type { Swatch } from '../../api/swatch-queries';

/** Swatches by colour family, in the order the families first appear. */
export function groupSwatches(swatches: readonly Swatch[]) {
  const groups: { name: string; swatches: Swatch[] }[] = [];
  for (const swatch of swatches) {
    const name = swatch.groupname ?? m.catalog_swatches_other_fabrics();
    const group = groups.find((candidate) => candidate.name === name);
    if (group) group.swatches.push(swatch);
    else groups.push({ name, swatches: [swatch] });
  }
  return groups;
}
