import { describe, expect, it } from 'vitest';
import { CODE_PLAN_ID, deferCode, type CodePlan } from './code-plan';

const page = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C.css">
    <link rel="modulepreload" crossorigin href="/assets/en-D.js">
    <link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/font-E.woff2">
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
  </head>
  <body><div id="root"><main>Hello</main></div></body>
</html>`;

function planOf(html: string): CodePlan {
  const match = new RegExp(
    `<script id="${CODE_PLAN_ID}" type="application/json">(.*?)</script>`,
  ).exec(html);
  return JSON.parse(match![1]!) as CodePlan;
}

describe('deferCode', () => {
  it('moves the entry and its preloads from the head into the plan, behind the loader', () => {
    const html = deferCode(page, '/assets/code-after-paint-F.js');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('src="/assets/index-A.js"');
    expect(planOf(html)).toEqual({
      entry: '/assets/index-A.js',
      modules: ['/assets/react-B.js', '/assets/en-D.js'],
    });
    expect(html).toMatch(
      /<script type="module" crossorigin src="\/assets\/code-after-paint-F\.js"><\/script><\/body>/,
    );
    // What the first paint needs stays where it was.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C.css">');
    expect(html).toContain('as="font" type="font/woff2" crossorigin href="/assets/font-E.woff2"');
    expect(html).toContain('<div id="root"><main>Hello</main></div>');
  });

  it('leaves a page without an entry script as it is', () => {
    const shell = '<html><head></head><body><div id="root"></div></body></html>';
    expect(deferCode(shell, '/assets/code-after-paint-F.js')).toBe(shell);
  });
});
