// Whether a text field's pattern compiles as the server's Go regular expression (regexp.Compile),
// checked before saving so the collection editor can say what is wrong under the input.

const POSIX_CLASSES = new Set([
  'alnum',
  'alpha',
  'ascii',
  'blank',
  'cntrl',
  'digit',
  'graph',
  'lower',
  'print',
  'punct',
  'space',
  'upper',
  'word',
  'xdigit',
]);

type Step = { js: string; next: number } | { error: string };

function codePointEscape(cp: number): string {
  return '\\u' + Math.min(cp, 0xffff).toString(16).padStart(4, '0');
}

/** One escape sequence at `i` (the backslash), as Go's regexp/syntax reads it, written for a JS RegExp. */
function goEscape(p: string, i: number, inClass: boolean): Step {
  const c = p[i + 1];
  if (c === undefined) return { error: 'trailing backslash' };
  const next = i + 2;
  if (c.charCodeAt(0) < 0x80 && !/[A-Za-z0-9]/.test(c)) return { js: '\\' + c, next };
  if (/[0-7]/.test(c)) {
    // octal: \0 plus up to 2 digits; \1-\7 need a second digit (a lone one is a backreference)
    const m = /^[0-7]{1,3}/.exec(p.slice(i + 1))![0];
    if (c !== '0' && m.length === 1) return { error: `backreference \\${c} is not supported` };
    return { js: codePointEscape(parseInt(m, 8)), next: i + 1 + m.length };
  }
  if ('fnrtv'.includes(c)) return { js: '\\' + c, next };
  if (c === 'a') return { js: '\\x07', next };
  if (c === 'x') {
    const braced = /^\{([0-9A-Fa-f]+)\}/.exec(p.slice(next));
    if (braced) {
      const cp = parseInt(braced[1], 16);
      if (cp > 0x10ffff) return { error: `invalid escape \\x{${braced[1]}}` };
      return { js: codePointEscape(cp), next: next + braced[0].length };
    }
    if (/^[0-9A-Fa-f]{2}/.test(p.slice(next))) return { js: '\\x' + p.slice(next, next + 2), next: next + 2 };
    return { error: 'invalid escape \\x' };
  }
  if ('dDsSwW'.includes(c)) return { js: '\\' + c, next };
  if (c === 'p' || c === 'P') {
    const name =
      p[next] === '{' ? /^\{(\^?[A-Za-z_]+)\}/.exec(p.slice(next)) : /^[A-Za-z]/.exec(p.slice(next));
    if (!name) return { error: `invalid character class \\${c}` };
    const negated = (c === 'P') !== name[0].startsWith('{^');
    return { js: negated ? '\\W' : '\\w', next: next + name[0].length };
  }
  if (!inClass) {
    if (c === 'b' || c === 'B') return { js: '\\' + c, next };
    if (c === 'A') return { js: '^', next };
    if (c === 'z') return { js: '$', next };
    if (c === 'Q') {
      const end = p.indexOf('\\E', next);
      const literal = end < 0 ? p.slice(next) : p.slice(next, end);
      return {
        js: literal.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&'),
        next: end < 0 ? p.length : end + 2,
      };
    }
  }
  return { error: `invalid escape \\${c}` };
}

/** A bracketed class at `i`, Go style: ']' first is literal, [:name:] classes, escapes. */
function goClass(p: string, i: number): Step {
  let j = i + 1;
  let js = '[';
  if (p[j] === '^') {
    js += '^';
    j++;
  }
  if (p[j] === ']') {
    js += '\\]';
    j++;
  }
  while (j < p.length && p[j] !== ']') {
    if (p.startsWith('[:', j)) {
      const end = p.indexOf(':]', j + 2);
      if (end >= 0) {
        const name = p.slice(j + 2, end).replace(/^\^/, '');
        if (!POSIX_CLASSES.has(name)) return { error: `invalid character class [:${name}:]` };
        js += '\\w';
        j = end + 2;
        continue;
      }
    }
    if (p[j] === '\\') {
      const step = goEscape(p, j, true);
      if ('error' in step) return step;
      js += step.js;
      j = step.next;
      continue;
    }
    js += p[j] === '[' ? '\\[' : p[j];
    j++;
  }
  if (j >= p.length) return { error: 'missing closing ]' };
  return { js: js + ']', next: j + 1 };
}

/** A group opening '(?…' at `i`: flags, non-capturing and named groups; lookarounds are refused. */
function goGroup(p: string, i: number): Step {
  const rest = p.slice(i + 2);
  if (/^(=|!|<=|<!)/.test(rest)) return { error: 'lookarounds are not supported' };
  const named = /^P?<([^>]*)>/.exec(rest);
  if (named && (rest.startsWith('P<') || rest.startsWith('<'))) {
    // written as a plain group: Go accepts names JS refuses (a leading digit, duplicates)
    if (!/^\w+$/.test(named[1])) return { error: `invalid group name "${named[1]}"` };
    return { js: '(', next: i + 2 + named[0].length };
  }
  const flags = /^([imsU]*)(?:-([imsU]*))?([:)])/.exec(rest);
  if (!flags || flags[2] === '') {
    return { error: 'invalid or unsupported Perl syntax' };
  }
  return { js: flags[3] === ':' ? '(?:' : '', next: i + 2 + flags[0].length };
}

/**
 * Whether `pattern` compiles as a Go (RE2) regular expression, as the server checks a text field's
 * pattern: null when it does, else a short reason. An approximation: the Go-only syntax is checked
 * and rewritten here (flag groups like a leading (?i), (?P<name>…), \A, \z, \Q…\E, \pL, \x{…},
 * [[:alpha:]], repeat counts up to 1000) and refused where Go refuses (lookarounds, backreferences,
 * unknown escapes), then the result is compiled with a JS RegExp for the rest (brackets, ranges,
 * nothing to repeat…). Unicode class names are not checked against Go's tables.
 */
export function goRegexpError(pattern: string): string | null {
  let js = '';
  let i = 0;
  while (i < pattern.length) {
    const c = pattern[i];
    let step: Step | null = null;
    if (c === '\\') step = goEscape(pattern, i, false);
    else if (c === '[') step = goClass(pattern, i);
    else if (c === '(' && pattern[i + 1] === '?') step = goGroup(pattern, i);
    else if (c === '{') {
      const repeat = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i));
      if (repeat) {
        const counts = [repeat[1], repeat[3]].filter((n) => n !== undefined && n !== '').map(Number);
        if (counts.some((n) => n > 1000)) return 'repeat count above 1000';
        step = { js: repeat[0], next: i + repeat[0].length };
      } else step = { js: '\\{', next: i + 1 };
    } else if (c === '}' || c === ']') step = { js: '\\' + c, next: i + 1 };
    if (step && 'error' in step) return step.error;
    if (step) {
      js += step.js;
      i = step.next;
    } else {
      js += c;
      i++;
    }
  }
  try {
    new RegExp(js);
    return null;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return message.slice(message.lastIndexOf(': ') + 2).toLowerCase() || 'invalid pattern';
  }
}
