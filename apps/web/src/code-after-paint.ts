// The only script a server-rendered page starts with. The page's content is already in its HTML;
// its code only makes it interactive. So the code is asked for once the browser has painted the
// content: until then the stylesheets, the fonts and the main picture (the first and largest
// paints) have a phone's connection to themselves instead of sharing it with 200 KB of modules,
// and the modules' evaluation cannot run ahead of the first paint. The page names its modules in
// a JSON element (apps/web/src/server/code-plan.ts writes it); a shell, which shows nothing
// without its code, links its entry directly and never loads this file.
import { CODE_PLAN_ID, type CodePlan } from './server/code-plan';

/**
 * Preloads added per task: adding one costs a slow phone a few milliseconds, so the page's 80 in
 * one task would hold its main thread for a fifth of a second.
 */
const PRELOADS_PER_TASK = 10;

function start(plan: CodePlan) {
  // The entry first: its download starts at once, and its imports are found by the preloads or,
  // for those not added yet, by the browser as it reads the entry.
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = plan.entry;
  document.head.append(script);
  const addPreloads = (from: number) => {
    const fragment = document.createDocumentFragment();
    for (const href of plan.modules.slice(from, from + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      fragment.append(link);
    }
    document.head.append(fragment);
    const next = from + PRELOADS_PER_TASK;
    if (next < plan.modules.length) setTimeout(() => addPreloads(next), 0);
  };
  addPreloads(0);
}

const element = document.getElementById(CODE_PLAN_ID);
if (element?.textContent) {
  const plan = JSON.parse(element.textContent) as CodePlan;
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start(plan);
  };
  // After the first contentful paint: a frame can be painted before it, with the text still
  // invisible while its font is fetched (font-display: swap blocks for up to 100 ms). Where the
  // browser does not report paints, after the next frame: a timeout queued from an animation
  // frame runs once that frame is on screen. A hidden tab paints nothing, so it starts at once
  // there, and a bound keeps a browser that withholds paints from never starting.
  if (document.visibilityState === 'hidden') once();
  else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(once, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(once, 1000);
  } else {
    requestAnimationFrame(() => setTimeout(once, 0));
    setTimeout(once, 1000);
  }
}
