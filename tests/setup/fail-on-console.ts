import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Fails the running test when it writes an unexpected console.error or console.warn.
 * A test that expects one calls `expectConsole('error', /pattern/)` first.
 */
const allowed: { level: 'error' | 'warn'; pattern: RegExp }[] = [];
let unexpected: string[] = [];

export function expectConsole(level: 'error' | 'warn', pattern: RegExp): void {
  allowed.push({ level, pattern });
}

function format(args: unknown[]): string {
  return args
    .map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg)))
    .join(' ');
}

beforeEach(() => {
  unexpected = [];
  allowed.length = 0;
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      const text = format(args);
      if (allowed.some((rule) => rule.level === level && rule.pattern.test(text))) return;
      unexpected.push(`console.${level}: ${text}`);
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  if (unexpected.length > 0) {
    const messages = unexpected.join('\n');
    unexpected = [];
    throw new Error(`Unexpected console output:\n${messages}`);
  }
});
