import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../../src');
const STARTS = /\b(createActor|useActorRef|useMachine)\(/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'dev' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The text of the call that opens at `start`, up to its closing parenthesis. */
function callText(text: string, start: number): string {
  let depth = 0;
  for (let i = text.indexOf('(', start); i < text.length; i++) {
    if (text[i] === '(') depth++;
    if (text[i] === ')' && --depth === 0) return text.slice(start, i + 1);
  }
  return text.slice(start);
}

describe('the development inspector', () => {
  it('is handed every machine the app starts, so each shows up in the overlay', () => {
    const calls = sources(SRC).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [...text.matchAll(STARTS)].map((match) => ({
        where: `${file.slice(SRC.length + 1)}: ${match[1]}`,
        call: callText(text, match.index ?? 0),
      }));
    });
    expect(calls.length).toBeGreaterThanOrEqual(5);
    const uninspected = calls.filter(({ call }) => !/\binspect\b/.test(call)).map((c) => c.where);
    expect(uninspected).toEqual([]);
  });
});
