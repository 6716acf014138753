import { Avatar, AVATAR_COUNT } from '../../ui/Avatar';
import styles from './AdminPanel.module.css';

/** Avatar choice 0–9 as a radio group (arrow keys move between options). */
export function AvatarPicker({ value, onChange }: { value: number; onChange: (avatar: number) => void }) {
  return (
    <fieldset className={styles.avatars}>
      <legend>Avatar</legend>
      {Array.from({ length: AVATAR_COUNT }, (_, i) => (
        <label key={i} className={styles.avatarOption}>
          <input
            type="radio"
            name="avatar"
            value={i}
            checked={value === i}
            onChange={() => onChange(i)}
            aria-label={`Avatar ${i}`}
          />
          <Avatar index={i} size={36} />
        </label>
      ))}
    </fieldset>
  );
}
