#!/usr/bin/env node
// Fails on any import cycle in the production code, type-only imports included (issue 50). ESLint's no-cycle leaves
// type-only imports out, and those cycles are what keep a module from moving down a layer. Tests and test helpers are
// left out: they sit above everything.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const trees = ['packages/shared/src', 'apps/server/src', 'apps/web/src'];
const isTest = (path) => /\.test\.tsx?$|\/test\/|\/test-support\//.test(path);

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !isTest(path) ? [path] : [];
  });
}

/** The file an import names, or null for a package (the shared package's own files are followed). */
function resolveImport(from, specifier) {
  let base;
  if (specifier.startsWith('@app/shared/')) base = join(root, 'packages/shared/src', specifier.slice('@app/shared/'.length));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  base = base.replace(/\.js$/, '');
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) if (existsSync(candidate)) return candidate;
  return null;
}

const files = trees.flatMap((tree) => sourceFiles(join(root, tree)));
const graph = new Map(
  files.map((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.map((ref) => resolveImport(file, ref.fileName)).filter((target) => target && !isTest(target));
    return [file, [...new Set(targets)]];
  }),
);

// Tarjan's strongly connected components: every component of more than one file is a cycle.
let index = 0;
const indexOf = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
function connect(file) {
  indexOf.set(file, index);
  low.set(file, index);
  index += 1;
  stack.push(file);
  onStack.add(file);
  for (const next of graph.get(file) ?? []) {
    if (!indexOf.has(next)) {
      connect(next);
      low.set(file, Math.min(low.get(file), low.get(next)));
    } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), indexOf.get(next)));
  }
  if (low.get(file) === indexOf.get(file)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) cycles.push(component);
  }
}
for (const file of graph.keys()) if (!indexOf.has(file)) connect(file);

if (cycles.length > 0) {
  console.error(`${cycles.length} import cycle(s), type-only imports included: move what both sides need below both.`);
  for (const cycle of cycles) {
    const members = new Set(cycle);
    console.error(`- ${cycle.map((file) => relative(root, file)).join(', ')}`);
    for (const file of cycle)
      for (const next of graph.get(file)) if (members.has(next)) console.error(`    ${relative(root, file)} -> ${relative(root, next)}`);
  }
  process.exit(1);
}
console.log(`No import cycle among ${files.length} files.`);
