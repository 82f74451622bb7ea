import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../src/session/storage';
import { applyThemeSettings, readThemeSettings } from '../../src/theme/theme';

/** Runs the theme boot script the way the browser does before the first paint. */
function beforeFirstPaint(stored: Record<string, string>, systemDark = false): Map<string, string> {
  const script = readFileSync(new URL('../../src/theme/boot.js', import.meta.url), 'utf8');
  const attributes = new Map<string, string>();
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
  };
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  const matchMedia = (query: string) => ({
    matches: systemDark && query === '(prefers-color-scheme: dark)',
  });
  new Function('document', 'localStorage', 'matchMedia', script)(
    document,
    localStorage,
    matchMedia,
  );
  return attributes;
}

describe('themes', () => {
  it('applies the stored settings before the first paint, the system theme and floating by default', () => {
    const none = beforeFirstPaint({});
    expect(none.get('data-theme')).toBe('light');
    expect(beforeFirstPaint({}, true).get('data-theme')).toBe('dark');
    expect(beforeFirstPaint({ theme: 'system' }, true).get('data-theme')).toBe('dark');
    expect(beforeFirstPaint({ theme: 'light' }, true).get('data-theme')).toBe('light');
    expect(none.get('data-navbar')).toBe('floating');
    expect(none.get('data-primary')).toBe('primary');
    const chosen = beforeFirstPaint({
      theme: 'semi-dark',
      floatingNavbar: 'false',
      primaryColour: 'warning',
    });
    expect([...chosen.values()]).toEqual(['semi-dark', 'static', 'warning']);
    const odd = beforeFirstPaint({ theme: 'purple', primaryColour: 'pink' });
    expect(odd.get('data-theme')).toBe('light');
    expect(odd.get('data-primary')).toBe('primary');
  });

  it('remembers chosen settings for the next first paint', () => {
    const storage = memoryStorage();
    const root = { dataset: {} as DOMStringMap };
    const settings = { theme: 'dark', floatingNavbar: false, primaryColour: 'success' } as const;
    applyThemeSettings(settings, root, storage, false);
    expect(root.dataset).toEqual({ theme: 'dark', navbar: 'static', primary: 'success' });
    expect(readThemeSettings(storage)).toEqual(settings);
    expect(readThemeSettings(memoryStorage({ theme: 'neon' })).theme).toBe('system');
  });

  it('draws System as the operating system is, and remembers System rather than what it drew', () => {
    const storage = memoryStorage();
    const root = { dataset: {} as DOMStringMap };
    const settings = { theme: 'system', floatingNavbar: true, primaryColour: 'primary' } as const;
    applyThemeSettings(settings, root, storage, true);
    expect(root.dataset.theme).toBe('dark');
    applyThemeSettings(settings, root, storage, false);
    expect(root.dataset.theme).toBe('light');
    expect(readThemeSettings(storage).theme).toBe('system');
  });
});
