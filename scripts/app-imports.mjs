// The import graph of the browser shell (src/app): which of its files name
// which, and the circles they make. Run from the repository's root, at any
// commit: `node scripts/app-imports.mjs [--list]`.
//
// A file names another when its code says `crate::app::…`, `super::…` or a
// submodule it declares (`guest::Guest`), grouped `use` lists included. The
// circles are the strongly connected groups of more than one file: within
// one, every file reaches every other, so none can be read (or tested) alone.
// The arrows running back up are counted in the best bottom-to-top order found.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = 'src/app';

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : name.endsWith('.rs') ? [path] : [];
  });
}

// `src/app/play/mod.rs` is `app::play`; `src/app/markup/patch.rs` is `app::markup::patch`.
function moduleOf(path) {
  const parts = relative('src', path).replace(/\.rs$/, '').split('/');
  if (parts.at(-1) === 'mod') parts.pop();
  return parts.join('::');
}

const byModule = new Map(files(root).map((path) => [moduleOf(path), path]));

// The file a path lands in: its longest prefix that is a module of ours.
function fileOf(path) {
  const parts = path.split('::');
  for (let n = parts.length; n > 0; n--) {
    const file = byModule.get(parts.slice(0, n).join('::'));
    if (file) return file;
  }
  return null;
}

// Every path a `prefix::` reference spells, with `{a, b::{c, d}}` groups expanded.
function expand(text, at) {
  const out = [];
  let i = at;
  let head = '';
  while (i < text.length) {
    const ident = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i));
    if (ident) {
      head += ident[0];
      i += ident[0].length;
      if (text.startsWith('::', i)) {
        head += '::';
        i += 2;
        continue;
      }
      out.push(head);
      return out;
    }
    if (text[i] === '{') {
      let depth = 0;
      let start = i + 1;
      for (let j = i; j < text.length; j++) {
        if (text[j] === '{') depth++;
        else if (text[j] === '}') depth--;
        if ((text[j] === ',' && depth === 1) || depth === 0) {
          const inner = text.slice(start, j).trim();
          if (inner) for (const p of expand(inner, 0)) out.push(head + p);
          start = j + 1;
          if (depth === 0) return out;
        }
      }
    }
    break;
  }
  if (head) out.push(head.replace(/::$/, ''));
  return out;
}

const arrows = new Map([...byModule.values()].map((f) => [f, new Set()]));
for (const [module, file] of byModule) {
  const code = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !/^\s*\/\//.test(line))
    .join('\n');
  const parent = module.split('::').slice(0, -1).join('::');
  const children = [...code.matchAll(/^\s*(?:pub(?:\([a-z]+\))?\s+)?mod\s+(\w+)\s*;/gm)].map((m) => m[1]);
  const refs = [];
  for (const m of code.matchAll(/crate::app::/g)) {
    for (const p of expand(code, m.index + 'crate::app::'.length)) refs.push(`app::${p}`);
  }
  for (const m of code.matchAll(/(?<![\w:])super::/g)) {
    // `super` is the parent module (of `play/mod.rs`, `app`; of `play/log.rs`, `app::play`).
    for (const p of expand(code, m.index + 'super::'.length)) refs.push(`${parent}::${p}`);
  }
  for (const child of children) {
    for (const m of code.matchAll(new RegExp(`(?<![\\w:])${child}::`, 'g'))) {
      for (const p of expand(code, m.index + child.length + 2)) refs.push(`${module}::${child}::${p}`);
    }
  }
  for (const ref of refs) {
    const to = fileOf(ref);
    if (to && to !== file) arrows.get(file).add(to);
  }
}

// Tarjan's strongly connected components.
function circles() {
  let index = 0;
  const stack = [];
  const info = new Map();
  const out = [];
  const visit = (v) => {
    info.set(v, { index, low: index, on: true });
    index++;
    stack.push(v);
    for (const w of arrows.get(v)) {
      if (!info.has(w)) {
        visit(w);
        info.get(v).low = Math.min(info.get(v).low, info.get(w).low);
      } else if (info.get(w).on) {
        info.get(v).low = Math.min(info.get(v).low, info.get(w).index);
      }
    }
    if (info.get(v).low === info.get(v).index) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        info.get(w).on = false;
        group.push(w);
      } while (w !== v);
      if (group.length > 1) out.push(group.sort());
    }
  };
  for (const v of arrows.keys()) if (!info.has(v)) visit(v);
  return out;
}

// The arrows that run back up: laid out bottom to top (Eades, Lin and Smyth's
// greedy order: files that name nothing left go to the bottom, files nothing
// left names to the top, else the one naming most and named least goes up), the
// arrows from a file to one above it. Outside the circles there are none.
function backUp() {
  const left = new Set(arrows.keys());
  const names = (v) => [...arrows.get(v)].filter((w) => left.has(w)).length;
  const named = (v) => [...left].filter((u) => arrows.get(u).has(v)).length;
  const bottom = [];
  const top = [];
  while (left.size) {
    let moved = true;
    while (moved) {
      moved = false;
      for (const v of [...left]) {
        if (names(v) === 0) {
          bottom.push(v);
          left.delete(v);
          moved = true;
        } else if (named(v) === 0) {
          top.unshift(v);
          left.delete(v);
          moved = true;
        }
      }
    }
    if (left.size) {
      const v = [...left].reduce((a, b) => (names(b) - named(b) > names(a) - named(a) ? b : a));
      top.unshift(v);
      left.delete(v);
    }
  }
  const height = new Map([...bottom, ...top].map((v, i) => [v, i]));
  return [...arrows].flatMap(([from, tos]) => [...tos].filter((to) => height.get(to) > height.get(from)));
}

const groups = circles();
const inCircle = new Map(groups.flatMap((g, i) => g.map((f) => [f, i])));
const all = [...arrows].flatMap(([from, tos]) => [...tos].map((to) => [from, to]));
const within = all.filter(([a, b]) => inCircle.has(a) && inCircle.get(a) === inCircle.get(b));
console.log(`files ${arrows.size}, arrows ${all.length} (${backUp().length} running back up), circles ${groups.length}`);
groups.forEach((g, i) => {
  const inside = within.filter(([a]) => inCircle.get(a) === i).length;
  console.log(`circle ${i + 1}: ${g.length} files, ${inside} arrows inside`);
  if (process.argv.includes('--list')) for (const f of g) console.log(`  ${f}`);
});
if (process.argv.includes('--list')) {
  for (const [a, b] of all) console.log(`${a} -> ${b}`);
}
