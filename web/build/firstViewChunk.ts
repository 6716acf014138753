// One chunk for the code a screen needs to show its first view, so a cold load of that screen
// fetches a few files instead of some forty: PocketBase serves plain HTTP/1.1, where the browser
// opens at most six connections to a host, and every small chunk beyond six waits for a turn.
//
// The chunk holds what the screen's route modules import statically, minus what the entry already
// holds and minus what the sign-in page imports, so the sign-in page never loads it. Modules the
// screen loads on demand (dynamic imports) keep chunks of their own.

/** The part of the bundler's module graph this needs. */
export interface ModuleGraph {
  getModuleInfo(
    moduleId: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

export interface FirstViewChunkOptions {
  /** Name of the chunk (its file is `<name>-<hash>.js`). */
  name: string;
  /** The entry module's id (absolute path). */
  entry: string;
  /** Ends of the ids of the screen's route modules (its page and its layout), e.g. `/CollectionsPage.tsx`. */
  roots: readonly string[];
  /** Ends of the ids of route modules whose imports stay out of the chunk (the sign-in page). */
  excluded: readonly string[];
}

/** Every module reachable from `from` through static imports (`from` included). */
export function staticClosure(graph: ModuleGraph, from: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...from];
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** Every module reachable from `entry` through static or dynamic imports. */
function everyModule(graph: ModuleGraph, entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (info) queue.push(...info.importedIds, ...info.dynamicallyImportedIds);
  }
  return seen;
}

/** The modules of the first-view chunk. */
export function firstViewModules(graph: ModuleGraph, options: FirstViewChunkOptions): Set<string> {
  const all = [...everyModule(graph, options.entry)];
  const endingWith = (ends: readonly string[]) => all.filter((id) => ends.some((end) => id.endsWith(end)));
  const roots = endingWith(options.roots);
  if (roots.length !== options.roots.length)
    throw new Error(
      `first-view chunk ${options.name}: not every root was found (${options.roots.join(', ')})`,
    );
  const members = staticClosure(graph, roots);
  for (const id of staticClosure(graph, [options.entry, ...endingWith(options.excluded)])) members.delete(id);
  return members;
}

/**
 * A group for the bundler's code splitting (`output.codeSplitting.groups`): its name function puts
 * the first-view modules into the chunk and leaves every other module alone.
 */
export function firstViewChunk(options: FirstViewChunkOptions) {
  let members: Set<string> | null = null;
  return {
    debugName: options.name,
    // the first-view modules are closed under their static imports but for the entry's modules,
    // which the entry chunk already holds: following imports from here would pull those in too
    includeDependenciesRecursively: false,
    name: (moduleId: string, graph: ModuleGraph): string | null => {
      members ??= firstViewModules(graph, options);
      return members.has(moduleId) ? options.name : null;
    },
  };
}
