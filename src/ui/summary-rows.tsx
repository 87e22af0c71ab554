import { SummaryList, SummaryRow } from './cart-layout';

export type SummaryLine = {
  label: string;
  /** The amount as shown (already formatted). */
  value: string;
  /** The last, emphasised line. */
  total?: boolean;
  testId?: string;
};

/** A price summary: one row per line, labels left, amounts right; `null` lines are left out. */
export function SummaryRows({ lines }: { lines: readonly (SummaryLine | null | false)[] }) {
  return (
    <SummaryList>
      {lines
        .filter((line): line is SummaryLine => Boolean(line))
        .map((line) => (
          <SummaryRow key={line.label} total={line.total === true}>
            <dt>{line.label}</dt>
            <dd data-testid={line.testId}>{line.value}</dd>
          </SummaryRow>
        ))}
    </SummaryList>
  );
}
