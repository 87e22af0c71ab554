import { afterAll, describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines';
import { coverageTable, measureCoverage } from './model-coverage';
import type { CoverageReport } from './model-coverage';

const reports: CoverageReport[] = [];

afterAll(() => {
  console.log(`\nModel-based coverage of every registered machine\n${coverageTable(reports)}\n`);
});

describe.each(machineRegistry)('$title machine', (entry) => {
  const report = measureCoverage(entry);
  reports.push(report);

  it('reaches every state node', () => {
    expect(report.states.missing).toEqual([]);
  });

  it('takes every transition: each event, guard branch, delay, and actor done and error', () => {
    expect(report.transitions.missing).toEqual([]);
  });

  it('keeps its invariants in every state it reaches', () => {
    expect(report.invariantFailures).toEqual([]);
  });
});
