import { useState } from 'react';
import { useController } from 'react-hook-form';
import { selectChoices } from '../model/recordEditor';
import { limitSelection } from '../model/recordForm';
import { isMultiple, selectionLimit } from '../../../../lib/schema';
import styles from '../RecordEditorPanel.module.css';
import type { ControlProps } from './types';
import { t } from '../messages';

export function SelectInput({ name, input, field }: ControlProps) {
  const {
    field: { value: raw, onChange, onBlur, ref },
  } = useController({ name });
  const [message, setMessage] = useState<string | null>(null);
  const value: string[] = Array.isArray(raw) ? (raw as string[]) : [];
  const choices = selectChoices(field);
  // values the record holds that are no longer choices stay visible, so nothing is dropped unseen
  const shown = [...choices, ...value.filter((v) => !choices.includes(v))];
  if (!isMultiple(field)) {
    return (
      <select
        {...input}
        ref={ref}
        value={value.at(-1) ?? ''}
        onChange={(e) => onChange(e.target.value ? [e.target.value] : [])}
        onBlur={onBlur}
      >
        <option value="">{t('select.placeholder')}</option>
        {shown.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
    );
  }
  const limit = selectionLimit(field);
  const toggle = (choice: string, checked: boolean) => {
    const next = checked ? [...value, choice] : value.filter((v) => v !== choice);
    const limited = limitSelection(next, limit);
    setMessage(limited.message);
    onChange(limited.values);
  };
  // the group carries the field's name (its label, plain text: see Field isGroup) and each checkbox
  // only its own value, so every option reads the same way
  return (
    <div
      className={styles.choices}
      role="group"
      aria-labelledby={`${input.id}-label`}
      aria-describedby={input['aria-describedby']}
    >
      {shown.length === 0 && <span className={styles.hint}>{t('select.noOptions')}</span>}
      {shown.map((choice, index) => (
        <label key={choice} className={styles.choice}>
          <input
            type="checkbox"
            ref={index === 0 ? ref : undefined}
            checked={value.includes(choice)}
            aria-invalid={input['aria-invalid']}
            onChange={(e) => toggle(choice, e.target.checked)}
          />
          <span>{choice}</span>
        </label>
      ))}
      {message && (
        <div className={styles.limitMessage} role="status">
          {message}
        </div>
      )}
    </div>
  );
}
