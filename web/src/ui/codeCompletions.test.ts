import { completionStatus } from '@codemirror/autocomplete';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { completionExtension, resumeCompletion } from './codeCompletions';

async function viewWith(doc: string) {
  const extension = await completionExtension({ kind: 'rule', identifiers: ['title', 'created'] });
  const view = new EditorView({
    state: EditorState.create({ doc, selection: { anchor: doc.length }, extensions: [extension] }),
    parent: document.body,
  });
  view.focus();
  return view;
}

describe('resumeCompletion', () => {
  afterEach(() => document.body.replaceChildren());

  it('opens the suggestions for a word typed before the autocomplete arrived', async () => {
    const view = await viewWith('tit');
    expect(completionStatus(view.state)).toBeNull();
    resumeCompletion(view);
    expect(completionStatus(view.state)).not.toBeNull();
  });

  it('stays quiet after a space or in an empty editor', async () => {
    for (const doc of ['title ', '']) {
      const view = await viewWith(doc);
      resumeCompletion(view);
      expect(completionStatus(view.state)).toBeNull();
      view.destroy();
    }
  });
});
