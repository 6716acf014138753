import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SECRET_MASK } from '../lib/settings';
import { SecretInput } from './SecretInput';

function Harness({ initial, onChange }: { initial: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="secret">Password</label>
      <SecretInput
        id="secret"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
    </>
  );
}

describe('SecretInput', () => {
  it('shows a masked secret as set and read-only: typing changes nothing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={SECRET_MASK} onChange={onChange} />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveValue(SECRET_MASK);
    await user.type(input, 'abc');
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue(SECRET_MASK);
  });

  it("'Set new value' clears it for re-entry with the caret in it; the button goes away", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={SECRET_MASK} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Set new value' }));
    const input = screen.getByLabelText('Password');
    expect(onChange).toHaveBeenCalledWith('');
    expect(input).toHaveValue('');
    expect(input).not.toHaveAttribute('readonly');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Set new value' })).toBeNull();
    await user.keyboard('n3w-secret');
    expect(input).toHaveValue('n3w-secret');
    expect(onChange).toHaveBeenLastCalledWith('n3w-secret');
  });

  it('an unset secret is a plain password input', async () => {
    const user = userEvent.setup();
    render(<Harness initial="" />);
    expect(screen.queryByRole('button', { name: 'Set new value' })).toBeNull();
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(screen.getByLabelText('Password')).toHaveValue('x');
  });
});
