#!/usr/bin/env node
// Finds import loops in the apps' sources, between files and between area folders
// (`features/<area>`), and fails when one is found that import-cycles.known.json does not list.
// Type-only imports are left out: they are erased before the code runs and load nothing.
// Usage: node scripts/check-import-cycles.mjs [source folder ...] (default: both apps' src).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx|mts|js|mjs|jsx)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];

/** Relative specifiers of the imports and re-exports that load code. */
export function importsOf(text) {
  const specifiers = [];
  const statement =
    /(?:^|[;\n}])\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|(?:^|[;\n])\s*import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const match of text.matchAll(statement)) {
    const [, , typeOnly, clause, from, bare, dynamic] = match;
    const specifier = from ?? bare ?? dynamic;
    if (typeOnly) continue;
    // `import { type A, type B } from` loads nothing either.
    if (clause && /^\{[^}]*\}$/.test(clause.trim())) {
      const names = clause
        .trim()
        .slice(1, -1)
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      if (names.length > 0 && names.every((name) => name.startsWith('type '))) continue;
    }
    if (specifier.startsWith('.')) specifiers.push(specifier);
  }
  return specifiers;
}

function sourceFiles(folder) {
  const files = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(full);
  }
  return files;
}

function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** `features/<area>` folder of a file (relative to its source root), or null outside the areas. */
export function areaOf(relativeFile) {
  const parts = relativeFile.split(path.sep);
  const index = parts.indexOf('features');
  if (index < 0 || index + 2 >= parts.length) return null;
  return parts.slice(0, index + 2).join('/');
}

/** Strongly connected components of more than one node (or a node importing itself). */
function loops(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let counter = 0;
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? new Set()).has(node)) {
        found.push(component.sort());
      }
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** The loops of one source folder: `{ files: [[...]], areas: [[...]] }`, paths relative to it. */
export function findCycles(sourceRoot) {
  const files = new Map();
  const areas = new Map();
  for (const file of sourceFiles(sourceRoot)) {
    const relative = path.relative(sourceRoot, file);
    const fileEdges = new Set();
    // Tests sit above everything they test (they build fixtures from any area), and nothing
    // imports a test, so they take no part in the order of areas.
    const fromArea = /\.test\.[a-z]+$/.test(relative) ? null : areaOf(relative);
    if (fromArea && !areas.has(fromArea)) areas.set(fromArea, new Set());
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      const target = resolve(file, specifier);
      if (!target || !target.startsWith(sourceRoot + path.sep)) continue;
      const targetRelative = path.relative(sourceRoot, target);
      fileEdges.add(targetRelative);
      const toArea = areaOf(targetRelative);
      if (fromArea && toArea && toArea !== fromArea) areas.get(fromArea).add(toArea);
    }
    files.set(relative, fileEdges);
  }
  const slash = (list) => list.map((item) => item.split(path.sep).join('/'));
  return { files: loops(files).map(slash), areas: loops(areas) };
}

function main() {
  const roots = process.argv.slice(2);
  const folders = roots.length > 0 ? roots : ['apps/api/src', 'apps/web/src'];
  const knownFile = path.join(import.meta.dirname, 'import-cycles.known.json');
  const known = existsSync(knownFile) ? JSON.parse(readFileSync(knownFile, 'utf8')).cycles : [];
  const keyOf = (root, kind, members) => `${root} ${kind}: ${members.join(' ↔ ')}`;
  const allowed = new Set(
    known.map((cycle) => keyOf(cycle.root, cycle.kind, [...cycle.members].sort())),
  );
  let failures = 0;
  for (const folder of folders) {
    const root = path.resolve(repoRoot, folder);
    const label = path.relative(repoRoot, root).split(path.sep).join('/') || folder;
    const cycles = findCycles(root);
    for (const [kind, list] of [
      ['files', cycles.files],
      ['areas', cycles.areas],
    ]) {
      for (const members of list) {
        const key = keyOf(label, kind, members);
        if (allowed.has(key)) {
          console.log(`known import loop (see ${path.basename(knownFile)}): ${key}`);
        } else {
          console.error(`import loop: ${key}`);
          failures += 1;
        }
      }
    }
  }
  if (failures > 0) {
    console.error(
      `${failures} import loop(s). Break each by moving what both sides need below them.`,
    );
    process.exit(1);
  }
  console.log(`No import loops (other than the known ones listed) in ${folders.join(', ')}.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) main();
