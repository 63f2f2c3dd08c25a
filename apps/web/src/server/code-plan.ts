// How a server-rendered page asks for its code: not in its head, where it would download beside
// the stylesheets, fonts and main picture the first paint needs, but through code-after-paint.ts,
// which reads this plan and adds the same module script and preloads once the page is painted.
// Kept free of imports: the browser's first script includes it.

/** The id of the JSON element a rendered page names its code in. */
export const CODE_PLAN_ID = 'dukkan-code';

export interface CodePlan {
  /** The app's entry module. */
  entry: string;
  /** Modules the entry and the page's screen import, preloaded beside it. */
  modules: string[];
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * Takes the entry script and every module preload out of `html` and puts `loader` (the built
 * code-after-paint script) with the plan at the end of the body instead; `screenModules` (the
 * page's screen's code) join the plan's preloads. Unchanged when the page has no entry script.
 */
export function deferCode(html: string, loader: string, screenModules: string[] = []): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const modules = [
    ...[...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!),
    ...screenModules,
  ];
  const plan: CodePlan = { entry, modules: [...new Set(modules)] };
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(
      '</body>',
      `<script id="${CODE_PLAN_ID}" type="application/json">${JSON.stringify(plan)}</script>` +
        `<script type="module" crossorigin src="${loader}"></script></body>`,
    );
}
