// The props of the rich-text input, in a module of their own. The input (RichTextInput) loads the
// editor (RichTextEditor) as a lazy chunk and the editor takes the same props: with them here, the
// editor does not import the input, and the two files do not import each other.
export interface RichTextInputProps {
  /** Goes on the editable element (a contenteditable <div>, which `<label for>` does not name). */
  id?: string;
  /** The id of the visible label: names the editable element (aria-labelledby). */
  labelId?: string;
  /** HTML. A new value that is not the last one reported replaces the content (e.g. a restored draft). */
  value: string;
  /** The admin's edits only (never the first value, nor a value set from outside); '' when empty. */
  onChange: (html: string) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  disabled?: boolean;
}
