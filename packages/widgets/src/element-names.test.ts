// @vitest-environment node
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ELEMENT_NAMES } from './element-names';

describe('ELEMENT_NAMES', () => {
  it('names every element folder, so the served script loads each element it meets', () => {
    const folders = readdirSync(new URL('.', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .filter((entry) =>
        readdirSync(new URL(`./${entry.name}/`, import.meta.url)).includes(`${entry.name}.element.ts`),
      )
      .map((entry) => entry.name)
      .sort();
    expect([...ELEMENT_NAMES].sort()).toEqual(folders);
  });
});
