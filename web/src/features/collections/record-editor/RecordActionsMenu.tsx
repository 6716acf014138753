import { Dropdown, type DropdownItem } from '../../../ui/Dropdown';

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
    items.push({ label: 'Send verification email', onSelect: props.onSendVerification });
  if (props.canSendPasswordReset)
    items.push({ label: 'Send password reset email', onSelect: props.onSendPasswordReset });
  if (props.onDuplicate) items.push({ label: 'Duplicate', onSelect: props.onDuplicate });
  items.push({ label: 'Delete', onSelect: props.onDelete });
  return <Dropdown label="Record actions" trigger={<span aria-hidden="true">⋯</span>} items={items} />;
}
