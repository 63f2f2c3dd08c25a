// Attributes a built script's bytes to what they came from (a node_modules package or one of our
// folders) through its source map, for `storefront-weight.mjs --modules`. A map exists only when
// the web app was built with them: `cd apps/web && npx vite build --sourcemap` (not the default:
// the maps would be served beside the scripts).
//
// Each mapped segment of the minified file counts for the source it maps to; the file's gzip size
// is shared out in proportion to those bytes (gzip does not split by source, so a group's share is
// an estimate, close enough to rank what a first load is made of).
import fs from 'node:fs';
import path from 'node:path';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = Object.fromEntries([...BASE64].map((char, index) => [char, index]));

/** The numbers of one Base64 VLQ segment of a source map's `mappings`. */
function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT[char];
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** The group a source path belongs to: `react-dom`, `@mantine/core`, `apps/web/src/app`… */
export function groupOf(source) {
  const normalized = source.replaceAll('\\', '/');
  const inModules = normalized.lastIndexOf('node_modules/');
  if (inModules !== -1) {
    const parts = normalized.slice(inModules + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const ours = normalized.match(/^(apps\/web\/src|packages\/contracts\/src)\/(.*)$/);
  if (!ours) return normalized;
  const [, root, rest] = ours;
  const folders = rest.split('/').slice(0, -1);
  // The storefront and the shared catalog/shopping areas split one level deeper to be useful.
  const depth = ['storefront', 'catalog', 'shopping', 'content'].includes(folders[0]) ? 2 : 1;
  return [root, ...folders.slice(0, depth)].join('/');
}

/** Bytes of `code` per group, from its source map `map`; unmapped bytes count as `(unmapped)`. */
export function bytesBySource(code, map, sources = map.sources) {
  const bytes = new Map();
  const add = (group, count) => bytes.set(group, (bytes.get(group) ?? 0) + count);
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let sourceIndex = 0;
  for (let line = 0; line < lines.length; line += 1) {
    const text = lines[line];
    const segments = (mappingLines[line] ?? '').split(',').filter(Boolean);
    let column = 0;
    let covered = 0;
    const spans = [];
    for (const segment of segments) {
      const values = decodeSegment(segment);
      column += values[0];
      if (values.length >= 4) sourceIndex += values[1];
      spans.push({ column, source: values.length >= 4 ? sourceIndex : -1 });
    }
    for (let i = 0; i < spans.length; i += 1) {
      const end = i + 1 < spans.length ? spans[i + 1].column : text.length;
      const length = Math.max(0, end - spans[i].column);
      covered += length;
      add(spans[i].source === -1 ? '(unmapped)' : groupOf(sources[spans[i].source]), length);
    }
    add('(unmapped)', text.length + 1 - covered);
  }
  return bytes;
}

/**
 * The gzip bytes of `files` (`{ file: '/assets/x.js', gzip }`, served from `distDir`) shared out
 * by group, largest first. Throws when a script has no source map beside it.
 */
export function gzipByGroup(files, distDir, repoRoot) {
  const totals = new Map();
  for (const { file, gzip } of files) {
    const onDisk = path.join(distDir, file);
    const mapFile = `${onDisk}.map`;
    if (!fs.existsSync(mapFile)) {
      throw new Error(
        `${mapFile} is missing: build with source maps first (cd apps/web && npx vite build --sourcemap)`,
      );
    }
    const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
    // Sources are relative to the map; from the repository's root they name the package or folder.
    const sources = map.sources.map((source) =>
      path.relative(repoRoot, path.resolve(path.dirname(mapFile), map.sourceRoot ?? '', source)),
    );
    const bytes = bytesBySource(fs.readFileSync(onDisk, 'utf8'), map, sources);
    const raw = [...bytes.values()].reduce((sum, count) => sum + count, 0);
    for (const [group, count] of bytes) {
      totals.set(group, (totals.get(group) ?? 0) + (gzip * count) / raw);
    }
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

/**
 * Finds the source of a position in a built file: `lookup(line, column)` (both from 0, as a CPU
 * profile's call frames give them) → the source path relative to `repoRoot`, or null when unmapped.
 */
export function sourceLookup(mapFile, repoRoot) {
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  const sources = map.sources.map((source) =>
    path.relative(repoRoot, path.resolve(path.dirname(mapFile), map.sourceRoot ?? '', source)),
  );
  // Per generated line: the segments' start columns and source indexes, in order.
  const lines = [];
  let sourceIndex = 0;
  for (const text of map.mappings.split(';')) {
    let column = 0;
    const segments = [];
    for (const segment of text.split(',').filter(Boolean)) {
      const values = decodeSegment(segment);
      column += values[0];
      if (values.length >= 4) sourceIndex += values[1];
      segments.push({ column, source: values.length >= 4 ? sourceIndex : -1 });
    }
    lines.push(segments);
  }
  return (line, column) => {
    const segments = lines[line] ?? [];
    let found = null;
    for (const segment of segments) {
      if (segment.column > column) break;
      found = segment;
    }
    return found && found.source !== -1 ? sources[found.source] : null;
  };
}
