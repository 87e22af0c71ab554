import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines';

describe('machine registry', () => {
  it('lists every machine file in machines/', () => {
    const files = readdirSync('machines')
      .filter((name) => name.endsWith('.machine.ts'))
      .map((name) => name.replace(/\.machine\.ts$/, ''))
      .sort();
    expect(machineRegistry.map((entry) => entry.id).sort()).toEqual(files);
  });

  it('gives each machine a title, a purpose and example events', () => {
    for (const entry of machineRegistry) {
      expect(entry.title.length).toBeGreaterThan(2);
      expect(entry.purpose.length).toBeGreaterThan(10);
      expect(entry.events.length).toBeGreaterThan(0);
    }
  });
});
