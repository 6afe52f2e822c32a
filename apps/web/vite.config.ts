import * as mdi from '@mdi/js';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * `import { mdiCart } from '@mdi/js'` becomes `const mdiCart = "M…"` in each module. @mdi/js is
 * one module with thousands of exports: left alone, the bundler gathers every icon any route uses
 * into one shared chunk that Home then loads. Inlined, each route carries only its own icons.
 * (value-icons.server.ts looks icons up by name on the server and is left as it is.)
 */
function inlineMdiIcons(): Plugin {
  const paths = mdi as unknown as Record<string, string>;
  const importPattern = /import\s*\{([^}]*)\}\s*from\s*['"]@mdi\/js['"];?/g;
  return {
    name: 'platter:inline-mdi-icons',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.[jt]sx?$/.test(id) || !code.includes('@mdi/js')) return null;
      let changed = false;
      const out = code.replace(importPattern, (_match, names: string) => {
        const declarations = names
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .map((spec) => {
            const [imported, local = imported] = spec.split(/\s+as\s+/).map((s) => s.trim());
            const path = imported ? paths[imported] : undefined;
            if (path === undefined) throw new Error(`@mdi/js has no icon "${imported}" (${id})`);
            return `const ${local} = ${JSON.stringify(path)};`;
          });
        changed = true;
        return declarations.join('\n');
      });
      return changed ? { code: out, map: null } : null;
    },
  };
}

/**
 * The modules the shell (root.tsx) reaches statically and every route shares, kept in one chunk.
 * Left to the default splitting, a chunk holds the modules reached by the same set of routes, so
 * a new route or lazy area that imports only some of them (the icon without the button) splits
 * them into several smaller files that Home then loads one by one, and pays for in compression.
 * Every page loads these anyway.
 */
const SHELL_CORE = [
  /[\\/]app[\\/]i18n[\\/](index\.ts|react\.tsx|en-GB[\\/]common\.json)$/,
  /[\\/]app[\\/]ui[\\/](cx\.ts|icon\.tsx|button\.tsx|alert\.tsx|skeleton\.tsx|card\.tsx|product-image\.tsx|opening-hours-list\.tsx|section-heading\.tsx)$/,
  /[\\/]app[\\/]lib[\\/](restaurant|use-restaurant-now|seo|staff|hydrated|session-store|dialog|snackbar|cart-store|offer-menu-link|discount-label)\.ts$/,
  /[\\/]app[\\/]shell[\\/](nav-items\.ts|page-error\.tsx|opening-status-display\.tsx|language-switch\.tsx|language-alternates\.tsx)$/,
  /[\\/]packages[\\/]domain[\\/]src[\\/](weekdays|translate|money|cart|promotion-types|opening-hours-format|languages)\.ts$/,
];

export default defineConfig({
  plugins: [inlineMdiIcons(), tailwindcss(), reactRouter()],
  build: {
    sourcemap: false,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'shell', test: (id: string) => SHELL_CORE.some((pattern) => pattern.test(id)) }] } },
    },
  },
});
