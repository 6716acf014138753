import { useController } from 'react-hook-form';
import { Avatar, AVATAR_COUNT } from '../../ui/Avatar';
import { t } from './messages';
import styles from './AdminPanel.module.css';

/** Avatar choice 0–9 as a radio group (arrow keys move between options); value path `avatar`. */
export function AvatarPicker() {
  const { field } = useController({ name: 'avatar' });
  return (
    <fieldset className={styles.avatars}>
      <legend>{t('avatar.legend')}</legend>
      {Array.from({ length: AVATAR_COUNT }, (_, i) => (
        <label key={i} className={styles.avatarOption}>
          <input
            type="radio"
            name={field.name}
            value={i}
            checked={field.value === i}
            onChange={() => field.onChange(i)}
            onBlur={field.onBlur}
            aria-label={t('avatar.option', { index: i })}
          />
          <Avatar index={i} size={36} />
        </label>
      ))}
    </fieldset>
  );
}
