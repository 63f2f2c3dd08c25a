import type { Plugin } from 'vite';
import { themeCss } from '../src/app/theme-css';

const ID = 'virtual:theme.css';
// Ends in .css so Vite's CSS pipeline takes it: bundled into the entry's stylesheet, which the
// server links in every page's head.
const RESOLVED = `\0${ID}`;

/**
 * `import 'virtual:theme.css'`: the theme's CSS variables and breakpoint classes, computed from
 * the theme when the app is built instead of by the UI kit's provider in the browser.
 */
export function themeStylesheet(): Plugin {
  return {
    name: 'dukkan-theme-css',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? themeCss() : undefined),
  };
}
