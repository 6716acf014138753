import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { useWatch } from 'react-hook-form';
import { SECRET_MASK } from '../../lib/settings';
import { Form } from '../../ui/form/Form';
import { useAppForm } from '../../ui/form/useAppForm';
import { SecretField } from './SecretField';

interface Values {
  s3: { secret: string };
}

function Harness({ secret }: { secret: string }) {
  const form = useAppForm<Values>({ defaultValues: { s3: { secret } } });
  const value = useWatch({ control: form.control, name: 's3.secret' });
  return (
    <Form form={form} onSubmit={() => {}}>
      <SecretField name="s3.secret" label="Secret" required />
      <output aria-label="Form value">{value}</output>
      <button type="button" onClick={() => form.reset({ s3: { secret } })}>
        Cancel
      </button>
    </Form>
  );
}

const renderField = (secret: string) =>
  render(
    <StrictMode>
      <Harness secret={secret} />
    </StrictMode>,
  );
const formValue = () => screen.getByRole('status', { name: 'Form value' }).textContent;

describe('SecretField', () => {
  it('shows a secret the server holds as set: masked, read-only, with Set new value', () => {
    renderField(SECRET_MASK);
    const input = screen.getByLabelText('Secret');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveValue(SECRET_MASK);
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveAccessibleDescription('Set; not shown.');
    expect(screen.getByRole('button', { name: 'Set new value' })).toBeInTheDocument();
  });

  it('Set new value clears it for typing a new one, focused; Cancel brings the mask back', async () => {
    const user = userEvent.setup();
    renderField(SECRET_MASK);
    await user.click(screen.getByRole('button', { name: 'Set new value' }));
    const input = screen.getByLabelText('Secret');
    expect(input).toHaveValue('');
    expect(input).not.toHaveAttribute('readonly');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Set new value' })).toBeNull();
    await user.type(input, 'new-secret');
    expect(formValue()).toBe('new-secret');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Secret')).toHaveValue(SECRET_MASK);
    expect(screen.getByLabelText('Secret')).toHaveAttribute('readonly');
  });

  it('takes a secret typed from scratch when none is set', async () => {
    const user = userEvent.setup();
    renderField('');
    const input = screen.getByLabelText('Secret');
    expect(input).not.toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Set new value' })).toBeNull();
    await user.type(input, 'first');
    expect(formValue()).toBe('first');
  });
});
