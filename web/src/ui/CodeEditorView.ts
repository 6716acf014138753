import {
  Annotation,
  Compartment,
  EditorSelection,
  EditorState,
  type Extension,
  type StateEffect,
} from '@codemirror/state';
import { EditorView, keymap, placeholder as placeholderExtension } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { closeBrackets, closeBracketsKeymap } from '@codemirror/autocomplete';
import { bracketMatching, HighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { tags } from '@lezer/highlight';
import type { CodeCompletions } from './codeEditorTypes';
import { codeMirrorColors } from './codeMirrorColors';

// The CodeMirror side of CodeEditor, a lazily loaded chunk: CodeEditor creates the editor in place of
// its plain <textarea>, handing over the text, the selection and the focus the textarea had.

/**
 * The languages the editor knows, each loaded on first use (its own chunk). A new language is one
 * entry here (e.g. `sql: async () => (await import('@codemirror/lang-sql')).sql()`); CodeLanguage
 * follows.
 */
const languageLoaders = {
  plain: async (): Promise<Extension> => [],
  json: async (): Promise<Extension> => (await import('@codemirror/lang-json')).json(),
  sql: async (): Promise<Extension> => {
    const { sql, SQLite } = await import('@codemirror/lang-sql');
    return sql({ dialect: SQLite, upperCaseKeywords: true });
  },
  // mail template bodies: highlighting and tag completion only (no autoCloseTags: typing `>` inserts nothing)
  html: async (): Promise<Extension> =>
    (await import('@codemirror/lang-html')).html({ autoCloseTags: false }),
} satisfies Record<string, () => Promise<Extension>>;

export type CodeLanguage = keyof typeof languageLoaders;

const loadedLanguages = new Map<CodeLanguage, Extension>();
const pendingLanguages = new Map<CodeLanguage, Promise<Extension>>();

/** Loads a language's support once; a failed load is tried again by the next call. */
export function loadLanguage(language: CodeLanguage): Promise<Extension> {
  const loaded = loadedLanguages.get(language);
  if (loaded !== undefined) return Promise.resolve(loaded);
  let pending = pendingLanguages.get(language);
  if (!pending) {
    const loader = languageLoaders[language] ?? languageLoaders.plain;
    pending = loader().then(
      (extension) => {
        loadedLanguages.set(language, extension);
        pendingLanguages.delete(language);
        return extension;
      },
      (error: unknown) => {
        pendingLanguages.delete(language);
        throw error;
      },
    );
    pendingLanguages.set(language, pending);
  }
  return pending;
}

/** What can change on a live editor. */
export interface CodeEditorSettings {
  language: CodeLanguage;
  completions: CodeCompletions | null;
  placeholder: string;
  readOnly: boolean;
  /** Attributes of the editable element (id, aria-*); they replace the previous ones. */
  attributes: Readonly<Record<string, string>>;
}

export interface CodeEditorOptions extends CodeEditorSettings {
  /** The text, and the selection (anchor may follow head), taken over from the plain textarea. */
  doc: string;
  anchor: number;
  head: number;
  /** Take the focus at once (the textarea had it). */
  focus: boolean;
  /** The textarea's scroll offset, kept so the text does not jump. */
  scrollTop: number;
  /** Every change made in the editor (never called for a value pushed in with `setValue`). */
  onChange: (value: string) => void;
  onBlur: () => void;
}

export interface CodeEditorSnapshot {
  doc: string;
  anchor: number;
  head: number;
  focused: boolean;
}

export interface CodeEditorHandle {
  /** Shows a value set from outside (e.g. a restored draft) without reporting it as a change. */
  setValue: (value: string) => void;
  /** Applies changed settings (a language not loaded yet follows when it has loaded). */
  configure: (settings: CodeEditorSettings) => void;
  focus: () => void;
  /** The text, selection and focus, to hand back to the textarea when the editor goes away. */
  snapshot: () => CodeEditorSnapshot;
  destroy: () => void;
}

/** Marks the changes `setValue` pushes in, so they are not reported back as the user's. */
const fromOutside = Annotation.define<boolean>();

// Font, line height and padding match the plain textarea (CodeEditor.module.css), so the swap does
// not move a single character; the sizes come from custom properties set on the wrapper.
const theme = EditorView.theme({
  '&': {
    maxHeight: 'var(--code-editor-max-height)',
    background: 'transparent',
    color: 'var(--color-text)',
  },
  // the wrapper draws the focus ring (:focus-within)
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'inherit', lineHeight: 'inherit', overflow: 'auto' },
  '.cm-content': {
    minHeight: 'var(--code-editor-min-height)',
    padding: 'var(--code-editor-padding-y) 0',
  },
  '.cm-line': { padding: '0 var(--code-editor-padding-x)' },
  '.cm-placeholder': { color: 'var(--color-text-faint)' },
});

// Syntax colours from the tokens (CodeMirror's default style has fixed colours for a light page).
const highlightStyle = HighlightStyle.define([
  { tag: tags.keyword, color: 'var(--color-code-keyword)' },
  {
    tag: [tags.atom, tags.bool, tags.null, tags.number, tags.url, tags.labelName],
    color: 'var(--color-code-atom)',
  },
  {
    tag: [tags.string, tags.regexp, tags.escape, tags.special(tags.string)],
    color: 'var(--color-code-string)',
  },
  {
    tag: [tags.propertyName, tags.attributeName, tags.definition(tags.variableName)],
    color: 'var(--color-code-name)',
  },
  { tag: [tags.typeName, tags.className, tags.tagName, tags.namespace], color: 'var(--color-code-type)' },
  { tag: [tags.comment, tags.meta], color: 'var(--color-code-comment)' },
  { tag: tags.invalid, color: 'var(--color-danger)' },
  { tag: tags.link, textDecoration: 'underline' },
  { tag: tags.heading, textDecoration: 'underline', fontWeight: 'bold' },
  { tag: tags.emphasis, fontStyle: 'italic' },
  { tag: tags.strong, fontWeight: 'bold' },
]);

function placeholderOf(text: string): Extension {
  return text ? placeholderExtension(text) : [];
}

function readOnlyOf(readOnly: boolean): Extension {
  return EditorState.readOnly.of(readOnly);
}

function attributesOf(attributes: Readonly<Record<string, string>>): Extension {
  return EditorView.contentAttributes.of({ ...attributes });
}

function sameCompletions(a: CodeCompletions | null, b: CodeCompletions | null): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

function sameAttributes(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

export function createCodeEditor(parent: HTMLElement, options: CodeEditorOptions): CodeEditorHandle {
  const { doc, onChange, onBlur } = options;
  const clamp = (pos: number) => Math.max(0, Math.min(pos, doc.length));
  const language = new Compartment();
  const placeholder = new Compartment();
  const readOnly = new Compartment();
  const attributes = new Compartment();
  const completions = new Compartment();
  let settings: CodeEditorSettings = {
    language: options.language,
    completions: options.completions,
    placeholder: options.placeholder,
    readOnly: options.readOnly,
    attributes: options.attributes,
  };
  let destroyed = false;
  /** The text last reported or set, so a value coming back from the parent is recognised cheaply. */
  let known = doc;

  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc,
      selection: EditorSelection.single(clamp(options.anchor), clamp(options.head)),
      extensions: [
        EditorView.lineWrapping,
        history(),
        indentOnInput(),
        bracketMatching(),
        closeBrackets(),
        syntaxHighlighting(highlightStyle),
        // No Tab binding (no indentWithTab): Tab and Shift-Tab move the focus on, as in any field.
        keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap]),
        codeMirrorColors,
        theme,
        language.of(loadedLanguages.get(settings.language) ?? []),
        placeholder.of(placeholderOf(settings.placeholder)),
        readOnly.of(readOnlyOf(settings.readOnly)),
        attributes.of(attributesOf(settings.attributes)),
        completions.of([]),
        EditorView.updateListener.of((update) => {
          const own = update.transactions.some((tr) => tr.docChanged && !tr.annotation(fromOutside));
          if (!own) return;
          known = update.state.doc.toString();
          onChange(known);
        }),
        EditorView.domEventHandlers({
          blur: () => {
            onBlur();
            return false;
          },
        }),
      ],
    }),
  });
  if (options.scrollTop > 0) view.scrollDOM.scrollTop = options.scrollTop;
  if (options.focus) view.focus();

  /** Brings in the language once it has loaded, unless the editor has moved on meanwhile. */
  function applyLanguage(wanted: CodeLanguage) {
    const ready = loadedLanguages.get(wanted);
    if (ready !== undefined) return language.reconfigure(ready);
    loadLanguage(wanted).then(
      (extension) => {
        if (destroyed || settings.language !== wanted) return;
        view.dispatch({ effects: language.reconfigure(extension) });
      },
      (error: unknown) =>
        console.warn(`The ${wanted} support of the code editor could not be loaded.`, error),
    );
    return language.reconfigure([]);
  }
  if (!loadedLanguages.has(settings.language)) applyLanguage(settings.language);

  /** Brings in the autocomplete (its own chunk) unless the editor has moved on meanwhile. */
  function applyCompletions(wanted: CodeCompletions | null) {
    if (!wanted) {
      view.dispatch({ effects: completions.reconfigure([]) });
      return;
    }
    import('./codeCompletions')
      .then(async (module) => ({ module, extension: await module.completionExtension(wanted) }))
      .then(
        ({ module, extension }) => {
          if (destroyed || settings.completions !== wanted) return;
          view.dispatch({ effects: completions.reconfigure(extension) });
          module.resumeCompletion(view);
        },
        (error: unknown) => console.warn('The autocomplete of the code editor could not be loaded.', error),
      );
  }
  if (settings.completions) applyCompletions(settings.completions);

  return {
    setValue(value) {
      // a value this editor reported itself comes back unchanged: leave everything alone
      if (value === known) return;
      const current = view.state.doc.toString();
      known = value;
      if (current === value) return;
      // replace only what differs, so the caret and the selection stay where they were
      let from = 0;
      const common = Math.min(current.length, value.length);
      while (from < common && current.charCodeAt(from) === value.charCodeAt(from)) from += 1;
      let toCurrent = current.length;
      let toValue = value.length;
      while (
        toCurrent > from &&
        toValue > from &&
        current.charCodeAt(toCurrent - 1) === value.charCodeAt(toValue - 1)
      ) {
        toCurrent -= 1;
        toValue -= 1;
      }
      view.dispatch({
        changes: { from, to: toCurrent, insert: value.slice(from, toValue) },
        annotations: fromOutside.of(true),
      });
    },
    configure(next) {
      const effects: StateEffect<unknown>[] = [];
      if (next.language !== settings.language) effects.push(applyLanguage(next.language));
      if (next.placeholder !== settings.placeholder)
        effects.push(placeholder.reconfigure(placeholderOf(next.placeholder)));
      if (next.readOnly !== settings.readOnly) effects.push(readOnly.reconfigure(readOnlyOf(next.readOnly)));
      if (!sameAttributes(next.attributes, settings.attributes))
        effects.push(attributes.reconfigure(attributesOf(next.attributes)));
      const completionsChanged = !sameCompletions(next.completions, settings.completions);
      settings = { ...next, completions: completionsChanged ? next.completions : settings.completions };
      if (effects.length > 0) view.dispatch({ effects });
      if (completionsChanged) applyCompletions(settings.completions);
    },
    focus: () => view.focus(),
    snapshot() {
      const { anchor, head } = view.state.selection.main;
      return { doc: view.state.doc.toString(), anchor, head, focused: view.hasFocus };
    },
    destroy() {
      destroyed = true;
      view.destroy();
    },
  };
}
