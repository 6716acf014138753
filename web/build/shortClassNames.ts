import { createHash } from 'node:crypto';
import { relative } from 'node:path';

// CSS module class names end up twice in the bundle, once in the style sheet and once in the script
// that applies them. Vite's default (`_button_1x2y3_12`, about 16 characters) carries the file and
// rule it came from, which only a developer reading the DOM needs; the production build names each
// class by a short hash of its file and name instead. The names stay stable from build to build (the
// hash of the same file path and class), and a collision, however unlikely, fails the build rather
// than letting two rules share a name.

const LENGTH = 5;

export function shortClassNames(root: string) {
  const owners = new Map<string, string>();
  return (name: string, filename: string): string => {
    const id = `${relative(root, filename.split('?')[0]).replaceAll('\\', '/')}:${name}`;
    const hash = createHash('sha1').update(id).digest('base64url').replace(/[-_]/g, '');
    // the leading underscore keeps a name whose hash starts with a digit a valid class name
    const scoped = `_${hash.slice(0, LENGTH)}`;
    const owner = owners.get(scoped);
    if (owner !== undefined && owner !== id)
      throw new Error(`CSS module class names ${owner} and ${id} both shorten to ${scoped}`);
    owners.set(scoped, id);
    return scoped;
  };
}
