import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines';

// Every machine reads the same way (the pattern the next flows copy): actions, guards and actors
// are named in `setup()`, and the state config refers to them by name.
const files = readdirSync('machines').filter((name) => name.endsWith('.machine.ts'));

describe.each(files)('machines/%s', (file) => {
  const source = readFileSync(path.join('machines', file), 'utf8');
  const config = source.slice(source.indexOf('.createMachine('));

  it('is built with setup()', () => {
    expect(source).toMatch(/setup\(\{/);
    expect(config.length).toBeLessThan(source.length);
  });

  it('assigns context only in named actions', () => {
    expect(config).not.toMatch(/\bassign\(/);
  });

  it('writes no guard, action or actor inline in the state config', () => {
    expect(config).not.toMatch(/\b(guard|actions|entry|exit|src):\s*(\(|async\b|function\b)/);
    expect(config).not.toMatch(/\bfrom(Promise|Callback|Observable|EventObservable)\(/);
  });
});

// A guard is a question the chart asks at a transition ("isCartEmpty", "hasSelection",
// "shouldResumeAtPickup"), so its name reads as one wherever the chart prints it (issue 31).
const QUESTION = /^(is|has|was|does|did|can|should|needs)[A-Z]/;

describe.each(machineRegistry.map((entry) => [entry.id, entry] as const))(
  'the guards of %s',
  (_id, entry) => {
    it('are named as questions', () => {
      const names = Object.keys(entry.machine.implementations.guards);
      expect(names.length).toBeGreaterThan(0);
      expect(names.filter((name) => !QUESTION.test(name))).toEqual([]);
    });
  },
);
