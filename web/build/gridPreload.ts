// The records grid's chunk is loaded when the records screen's code runs with the grid on, which is
// after the entry and the screen's own chunk have come: its rows are then drawn a round trip after
// the plain table's. This plugin writes a small script (grid-preload.js) that asks for the grid's
// chunk at once beside the entry, with the chunks and style sheets it needs (module preloads:
// fetched and parsed, run only when the screen imports them; the style sheets applied once the
// document is parsed), and adds to the theme script (public/theme-init.js, which every page runs
// before anything else) a line that loads it when this browser remembers the grid as the records'
// mode and the page opens on the collections screen. The list of files stays out of the theme
// script, which the sign-in page loads too and whose size is kept to the byte; the script holds the
// files' hashed names, known once the bundle is.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The script that preloads `files` (relative to the page): each script as a module preload, each
 * style sheet as a preload. Once the document is parsed (after the entry's own style sheet, so the
 * cascade keeps the order it has when the chunk comes later), the style sheets are applied, the
 * grid's own last: the bundler's loader waits for a chunk's style sheets to load before it imports
 * the chunk, unless they are already applied, and that wait held the grid's first rows back by 100
 * to 200 ms. A sheet already applied (the screen's chunk came first) is not added twice. Every link
 * is anonymous (crossorigin), as the bundler's own are: a preload is only reused by a request of the
 * same mode, and a style sheet preloaded otherwise was fetched a second time.
 */
export function gridPreloadScript(files: readonly string[]): string {
  const list = JSON.stringify(files);
  return (
    `try{const d=document,l=(o)=>Object.assign(d.createElement('link'),{crossOrigin:''},o),s=/\\.css$/,F=${list};` +
    `for(const f of F)d.head.append(l(s.test(f)?{rel:'preload',as:'style',href:'./'+f}:{rel:'modulepreload',href:'./'+f}));` +
    `addEventListener('DOMContentLoaded',()=>{const on=new Set(Array.from(d.querySelectorAll('link[rel=stylesheet]'),(e)=>e.href));` +
    `for(const f of F.filter((f)=>s.test(f)).reverse()){const e=l({rel:'stylesheet',href:'./'+f});if(!on.has(e.href))d.head.append(e)}})}catch(e){}\n`
  );
}

/**
 * The line appended to the theme script: when this browser remembers the grid as the records' mode
 * and the page opens on the collections screen, it loads `script` (relative to the page).
 */
export function gridPreloadLine(script: string, storageKey: string): string {
  const key = JSON.stringify(storageKey);
  const src = JSON.stringify(`./${script}`);
  return (
    `try{if(localStorage.getItem(${key})==='1'&&/^#\\/collections/.test(location.hash))` +
    `document.head.append(Object.assign(document.createElement('script'),{src:${src}}))}catch(e){}\n`
  );
}

/** The part of an output chunk this reads. */
interface ChunkInfo {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: readonly string[];
  facadeModuleId: string | null;
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * The files a chunk needs before it can run: itself, the chunks it imports (through theirs), and
 * their style sheets, minus the entry's (the page asks for those itself).
 */
export function chunkFiles(bundle: Record<string, ChunkInfo | { type: 'asset' }>, start: string): string[] {
  const chunks = new Map<string, ChunkInfo>();
  for (const output of Object.values(bundle))
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  const closure = (from: string[]) => {
    const seen = new Set<string>();
    const queue = [...from];
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      if (seen.has(file)) continue;
      seen.add(file);
      queue.push(...(chunks.get(file)?.imports ?? []));
    }
    return seen;
  };
  const entry = closure([...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName));
  const files: string[] = [];
  for (const file of closure([start])) {
    if (entry.has(file)) continue;
    files.push(file, ...(chunks.get(file)?.viteMetadata?.importedCss ?? []));
  }
  return files;
}

/**
 * The plugin: finds the chunk whose entry module ends with `moduleEnd` and, once the build is
 * written, writes `preloadScript` for it and appends the line loading that to `script` in the
 * output folder.
 */
export function gridPreload({
  moduleEnd,
  script,
  preloadScript,
  storageKey,
}: {
  moduleEnd: string;
  /** The theme script the loading line is appended to. */
  script: string;
  /** The name of the preloading script written beside it. */
  preloadScript: string;
  storageKey: string;
}): Plugin {
  let files: string[] | null = null;
  let outDir = 'dist';
  return {
    name: 'larder-grid-preload',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    generateBundle(_options, bundle) {
      const all = bundle as unknown as Record<string, ChunkInfo | { type: 'asset' }>;
      for (const output of Object.values(all))
        if (output.type === 'chunk' && output.facadeModuleId?.endsWith(moduleEnd))
          files = chunkFiles(all, output.fileName);
      if (!files) this.error(`no chunk for ${moduleEnd}: the grid's chunk would not be preloaded`);
    },
    async closeBundle() {
      if (!files) return;
      const path = join(outDir, script);
      const source = await readFile(path, 'utf8');
      await writeFile(join(outDir, preloadScript), gridPreloadScript(files));
      await writeFile(path, source + gridPreloadLine(preloadScript, storageKey));
    },
  };
}
