import { useRef, type FocusEventHandler } from 'react';
import { isMasked } from '../lib/settings';
import { Button } from './Button';
import type { FieldInputProps } from './form/Form';
import { IconKey } from './icons';
import styles from './SecretInput.module.css';

interface SecretInputProps extends Partial<FieldInputProps> {
  name?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  ref?: React.Ref<HTMLInputElement>;
}

/**
 * A secret the server sends back masked ('******', spec §4 provider popup, §5): while it holds the
 * mask it shows as set and read-only, with a 'Set new value' key button that clears it for re-entry
 * (the caret goes into the emptied input). Anything else is a plain password input. The mask itself
 * is never a value to send: callers drop it from the request (lib/settings withoutMaskedSecrets).
 */
export function SecretInput({ value, onChange, ref, ...input }: SecretInputProps) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const isSet = isMasked(value);
  const setRefs = (el: HTMLInputElement | null) => {
    inputRef.current = el;
    if (typeof ref === 'function') ref(el);
    else if (ref) ref.current = el;
  };
  return (
    <div className={styles.secret}>
      <input
        {...input}
        ref={setRefs}
        type="password"
        value={value}
        readOnly={isSet}
        autoComplete="new-password"
        onChange={(e) => onChange(e.target.value)}
      />
      {isSet && (
        <Button
          icon={<IconKey />}
          onClick={() => {
            onChange('');
            inputRef.current?.focus();
          }}
        >
          Set new value
        </Button>
      )}
    </div>
  );
}
