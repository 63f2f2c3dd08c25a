import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

// The loop check that `npm run lint` runs (scripts/check-import-cycles.mjs), on small source trees.
const script = path.resolve(import.meta.dirname, '../../../scripts/check-import-cycles.mjs');
const run = promisify(execFile);
const folders: string[] = [];

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
  folders.push(root);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

async function check(root: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [script, root]);
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('check-import-cycles', () => {
  it('fails on two files importing each other', async () => {
    const root = tree({
      'lib/a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
      'lib/b.ts': "export { a } from './a.ts';\nexport const b = 1;\n",
    });
    const { code, output } = await check(root);
    expect(code).toBe(1);
    expect(output).toContain('files: lib/a.ts ↔ lib/b.ts');
  });

  it('fails on two areas importing each other through different files', async () => {
    const root = tree({
      'features/cart/cart-view.ts':
        "import { totals } from '../orders/totals.ts';\nexport const view = totals;\n",
      'features/orders/placement.ts':
        "import { view } from '../cart/cart-view.ts';\nexport const place = view;\n",
      'features/orders/totals.ts': 'export const totals = 1;\n',
    });
    const { code, output } = await check(root);
    expect(code).toBe(1);
    expect(output).toContain('areas: features/cart ↔ features/orders');
    expect(output).not.toContain('files:');
  });

  it('passes a tree whose only loop is made of type imports', async () => {
    const root = tree({
      'features/cart/cart.ts':
        "import type { Order } from '../orders/order.ts';\nexport type Cart = { order?: Order };\n",
      'features/orders/order.ts':
        "import { type Cart } from '../cart/cart.ts';\nimport { x } from './x';\nexport type Order = { cart: Cart };\nexport const y = x;\n",
      'features/orders/x.ts': 'export const x = 1;\n',
    });
    const { code, output } = await check(root);
    expect(code).toBe(0);
    expect(output).toContain('No import loops');
  });
});
