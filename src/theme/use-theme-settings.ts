import { useEffect, useState } from 'react';
import type { ThemeSettings } from '#contract/preferences';
import { tsr } from '../api/tsr';
import { useSession } from '../session/session';
import { applyThemeSettings, readThemeSettings, SYSTEM_DARK } from './theme';

const QUERY_KEY = ['preferences', 'theme'];

const apply = (settings: ThemeSettings) =>
  applyThemeSettings(
    settings,
    document.documentElement,
    window.localStorage,
    window.matchMedia(SYSTEM_DARK).matches,
  );

/**
 * The theme settings: the localStorage copy paints first, the server copy wins once it loads
 * (so the settings follow the user to another browser), and a change is saved to both.
 */
export function useThemeSettings() {
  const session = useSession();
  const [settings, setSettings] = useState(() => readThemeSettings(window.localStorage));
  const client = tsr.useQueryClient();
  const server = tsr.preferences.theme.useQuery({
    queryKey: QUERY_KEY,
    enabled: session !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const save = tsr.preferences.saveTheme.useMutation();
  const stored = server.data?.body;

  useEffect(() => {
    if (!stored) return;
    apply(stored);
    setSettings(stored);
  }, [stored]);

  // System follows the operating system while the page is open, too.
  useEffect(() => {
    if (settings.theme !== 'system') return;
    const query = window.matchMedia(SYSTEM_DARK);
    const follow = () => apply(settings);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [settings]);

  const change = (next: ThemeSettings) => {
    apply(next);
    setSettings(next);
    client.preferences.theme.setQueryData(QUERY_KEY, (old) => (old ? { ...old, body: next } : old));
    save.mutate({ body: next });
  };
  return { settings, change };
}
