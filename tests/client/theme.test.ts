import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../src/session/storage';
import { applyTheme, readTheme } from '../../src/theme/theme';

/** Runs index.html's inline script the way the browser does before the first paint. */
function themeBeforeFirstPaint(stored: string | null): string | null {
  const html = readFileSync(new URL('../../src/index.html', import.meta.url), 'utf8');
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const attributes = new Map<string, string>();
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
  };
  const localStorage = { getItem: () => stored };
  new Function('document', 'localStorage', script)(document, localStorage);
  return attributes.get('data-theme') ?? null;
}

describe('themes', () => {
  it('applies the stored theme before the first paint, light by default', () => {
    expect(themeBeforeFirstPaint(null)).toBe('light');
    expect(themeBeforeFirstPaint('dark')).toBe('dark');
    expect(themeBeforeFirstPaint('semi-dark')).toBe('semi-dark');
    expect(themeBeforeFirstPaint('purple')).toBe('light');
  });

  it('remembers a chosen theme', () => {
    const storage = memoryStorage();
    const root = { dataset: {} as DOMStringMap };
    applyTheme('semi-dark', root, storage);
    expect(root.dataset.theme).toBe('semi-dark');
    expect(readTheme(storage)).toBe('semi-dark');
    expect(readTheme(memoryStorage({ theme: 'neon' }))).toBe('light');
  });
});
