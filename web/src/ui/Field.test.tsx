import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { FieldErrors } from '../lib/fieldErrors';
import { Checkbox, Field } from './Field';
import { FormErrorsContext, useFormErrors } from './formErrors';

function Form({ serverErrors }: { serverErrors: FieldErrors }) {
  const errors = useFormErrors();
  const [email, setEmail] = useState('');
  const [appName, setAppName] = useState('');
  return (
    <FormErrorsContext value={errors}>
      <Field name="email" label="Email" required>
        {(props) => (
          <input {...props} type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        )}
      </Field>
      <Field name="meta.appName" label="Application name" hint="Shown in page titles.">
        {(props) => <input {...props} value={appName} onChange={(e) => setAppName(e.target.value)} />}
      </Field>
      <button type="button" onClick={() => errors.setErrors(serverErrors)}>
        Save
      </button>
      <button type="button" onClick={errors.reset}>
        Reset errors
      </button>
    </FormErrorsContext>
  );
}

const serverErrors: FieldErrors = {
  email: 'The email is invalid or already in use.',
  'meta.appName': 'Cannot be blank.',
};

describe('Field', () => {
  it('ties the label to the input', () => {
    render(<Form serverErrors={{}} />);
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('name', 'email');
    expect(screen.getByLabelText('Application name')).toHaveAttribute('name', 'meta.appName');
  });

  it('shows no error and no aria-invalid without errors; the hint describes the input', () => {
    render(<Form serverErrors={{}} />);
    const email = screen.getByLabelText('Email');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).not.toHaveAttribute('aria-describedby');
    expect(screen.getByLabelText('Application name')).toHaveAccessibleDescription('Shown in page titles.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an error under the matching field with aria-invalid and aria-describedby', async () => {
    const user = userEvent.setup();
    render(<Form serverErrors={{ email: serverErrors.email }} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const email = screen.getByLabelText('Email');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The email is invalid or already in use.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    expect(email).toHaveAccessibleDescription('The email is invalid or already in use.');
    // the error sits in the email field's container, not the other field's
    expect(email.parentElement).toContainElement(alert);
    expect(screen.getByLabelText('Application name')).not.toHaveAttribute('aria-invalid');
  });

  it('describes a nested-path field by both its error and its hint', async () => {
    const user = userEvent.setup();
    render(<Form serverErrors={serverErrors} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const appName = screen.getByLabelText('Application name');
    expect(appName).toHaveAttribute('aria-invalid', 'true');
    expect(appName).toHaveAccessibleDescription('Cannot be blank. Shown in page titles.');
  });

  it('clears only the edited field error when typing into it', async () => {
    const user = userEvent.setup();
    render(<Form serverErrors={serverErrors} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByRole('alert')).toHaveLength(2);

    await user.type(screen.getByLabelText('Email'), 'a');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('a');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('The email is invalid or already in use.')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Cannot be blank.');
  });

  it('reset clears every error', async () => {
    const user = userEvent.setup();
    render(<Form serverErrors={serverErrors} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Reset errors' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('works without a FormErrorsContext (no errors)', () => {
    render(
      <Field name="x" label="Name">
        {(props) => <input {...props} />}
      </Field>,
    );
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });
});

describe('Checkbox', () => {
  it('is labelled and reports the new checked state', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox label="Change password" checked={false} onChange={onChange} />);
    await user.click(screen.getByLabelText('Change password'));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
