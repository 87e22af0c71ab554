/** Choosing an option value: which variant to show next, so every choice leads somewhere real. */

export interface VariantFacts {
  id: string;
  valueids: readonly string[];
  available: boolean;
}

/**
 * The value ids to ask for after choosing `valueId`: those of the variant that has it and
 * keeps most of the other current choices, preferring one sold here. Falls back to swapping
 * the value in when no variant has it.
 */
export function valuesAfterChoosing(
  variants: readonly VariantFacts[],
  current: readonly string[],
  optionValueIds: readonly string[],
  valueId: string,
): string[] {
  const others = current.filter((id) => !optionValueIds.includes(id));
  let best: { variant: VariantFacts; score: number } | null = null;
  for (const variant of variants) {
    if (!variant.valueids.includes(valueId)) continue;
    const kept = others.filter((id) => variant.valueids.includes(id)).length;
    const score = kept * 2 + (variant.available ? 1 : 0);
    if (!best || score > best.score) best = { variant, score };
  }
  const values = best ? [...best.variant.valueids] : [...others, valueId];
  return values.sort((a, b) => Number(a) - Number(b));
}
