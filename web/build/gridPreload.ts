// The records grid's chunk is loaded when the records screen's code runs with the grid on, which is
// after the entry and the screen's own chunk have come: its rows are then drawn a round trip after
// the plain table's. This plugin adds to the theme script (public/theme-init.js, which every page
// runs before anything else) a line that, when this browser remembers the grid as the records' mode
// and the page opens on the collections screen, asks for the grid's chunk at once beside the entry
// with the chunks and style sheets it needs (module preloads: fetched and parsed, run only when the
// screen imports them). The sign-in page and the entry stay as they were; the line holds the files'
// hashed names, known once the bundle is.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The line appended to the theme script: when it is wanted, each of `files` (relative to the page)
 * is asked for at once, a script as a module preload, a style sheet as a preload.
 */
export function gridPreloadLine(files: readonly string[], storageKey: string): string {
  const list = JSON.stringify(files);
  const key = JSON.stringify(storageKey);
  return (
    `try{if(localStorage.getItem(${key})==='1'&&/^#\\/collections/.test(location.hash))for(const f of ${list})` +
    `document.head.append(Object.assign(document.createElement('link'),/\\.css$/.test(f)?{rel:'preload',as:'style',href:'./'+f}:{rel:'modulepreload',href:'./'+f}))}catch(e){}\n`
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
 * written, appends its preload line to `script` in the output folder.
 */
export function gridPreload({
  moduleEnd,
  script,
  storageKey,
}: {
  moduleEnd: string;
  script: string;
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
      await writeFile(path, source + gridPreloadLine(files, storageKey));
    },
  };
}
