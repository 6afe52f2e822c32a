import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';

export type ThemeName = 'light' | 'dark';

/** localStorage key and cookie name. Spec: the text 'true' means dark. */
export const DARK_MODE_KEY = 'darkMode';
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** The darkMode cookie's value as a theme, or null when the diner has no stored choice. */
export function themeFromCookieHeader(cookieHeader: string | null): ThemeName | null {
  const match = /(?:^|;\s*)darkMode=(true|false)(?:;|$)/.exec(cookieHeader ?? '');
  if (!match) return null;
  return match[1] === 'true' ? 'dark' : 'light';
}

/**
 * Runs in <head> before first paint when the server had no cookie: stored choice first,
 * else the system preference. Kept tiny and dependency-free (it is inlined as text).
 */
export const THEME_BOOT_SCRIPT = `(function(){try{var s=localStorage.getItem('${DARK_MODE_KEY}');var d=s==='true'||(s!=='false'&&matchMedia('(prefers-color-scheme: dark)').matches);document.documentElement.setAttribute('data-theme',d?'dark':'light')}catch(e){}})()`;

function writeCookie(dark: boolean) {
  document.cookie = `${DARK_MODE_KEY}=${dark ? 'true' : 'false'}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
}

/** Stored as the bare text 'true' / 'false' under 'darkMode', as the spec describes, not as zustand's JSON. */
const darkModeStorage: PersistStorage<{ darkMode: boolean | null }> = {
  getItem: (name) => {
    const raw = localStorage.getItem(name);
    return { state: { darkMode: raw === 'true' ? true : raw === 'false' ? false : null } };
  },
  setItem: (name, value) => {
    if (value.state.darkMode === null) localStorage.removeItem(name);
    else localStorage.setItem(name, value.state.darkMode ? 'true' : 'false');
  },
  removeItem: (name) => localStorage.removeItem(name),
};

interface ThemeState {
  /** The stored choice; null = follow the system. */
  darkMode: boolean | null;
  /** What the page shows right now (mirrors <html data-theme>). */
  theme: ThemeName;
  toggle: () => void;
  /**
   * Called after hydration (and on system changes): applies the stored choice, else the cookie
   * the server rendered with, else the system preference, and keeps localStorage and cookie in step.
   */
  sync: (cookieTheme?: ThemeName | null) => void;
}

function apply(theme: ThemeName) {
  document.documentElement.setAttribute('data-theme', theme);
}

export const useThemeStore = create<ThemeState>()(
  persist(
    (set, get) => ({
      darkMode: null,
      theme: 'light',
      toggle: () => {
        const dark = get().theme !== 'dark';
        apply(dark ? 'dark' : 'light');
        writeCookie(dark);
        set({ darkMode: dark, theme: dark ? 'dark' : 'light' });
      },
      sync: (cookieTheme = null) => {
        let { darkMode } = get();
        if (darkMode === null && cookieTheme !== null) {
          darkMode = cookieTheme === 'dark';
          set({ darkMode });
        }
        const theme: ThemeName = darkMode === null ? (systemPrefersDark() ? 'dark' : 'light') : darkMode ? 'dark' : 'light';
        apply(theme);
        // Mirror the stored choice to the cookie so the next server render has no flash.
        if (darkMode !== null) writeCookie(darkMode);
        set({ theme });
      },
    }),
    {
      name: DARK_MODE_KEY,
      storage: darkModeStorage,
      partialize: ({ darkMode }) => ({ darkMode }),
      skipHydration: true,
    },
  ),
);

/** Follow the system preference while the diner has made no choice. */
export function watchSystemTheme(): () => void {
  if (typeof matchMedia !== 'function') return () => {};
  const query = matchMedia('(prefers-color-scheme: dark)');
  const onChange = () => {
    if (useThemeStore.getState().darkMode === null) useThemeStore.getState().sync();
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
