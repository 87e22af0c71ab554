import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { statechartFiles, statechartsDir } from '../../scripts/statecharts';

describe('docs/statecharts', () => {
  it('hold an up-to-date Mermaid diagram of every machine (run `npm run statecharts`)', () => {
    const files = statechartFiles();
    for (const [file, content] of Object.entries(files)) {
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8'), file).toBe(content);
    }
    const stale = readdirSync(statechartsDir).filter(
      (name) => !Object.keys(files).includes(path.join(statechartsDir, name)),
    );
    expect(stale).toEqual([]);
  });
});
