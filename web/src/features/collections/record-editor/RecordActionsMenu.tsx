import { Dropdown, type DropdownItem } from '../../../ui/Dropdown';
import { t } from './messages';

interface RecordActionsMenuProps {
  canSendVerification: boolean;
  canSendPasswordReset: boolean;
  onSendVerification: () => void;
  onSendPasswordReset: () => void;
  onDuplicate?: () => void;
  onDelete: () => void;
}

/** The editor's dropdown: Send verification email, Send password reset email, Duplicate, Delete. */
export function RecordActionsMenu(props: RecordActionsMenuProps) {
  const items: DropdownItem[] = [];
  if (props.canSendVerification)
    items.push({ label: t('actions.sendVerification'), onSelect: props.onSendVerification });
  if (props.canSendPasswordReset)
    items.push({ label: t('actions.sendPasswordReset'), onSelect: props.onSendPasswordReset });
  if (props.onDuplicate) items.push({ label: t('actions.duplicate'), onSelect: props.onDuplicate });
  items.push({ label: t('actions.delete'), onSelect: props.onDelete });
  return <Dropdown label={t('actions.label')} trigger={<span aria-hidden="true">⋯</span>} items={items} />;
}
