import { act, render as renderPlain, screen } from '@testing-library/react';
import { StrictMode, useEffect, type ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { ClientResponseError } from 'pocketbase';
import { useFieldArray, type UseFieldArrayReturn } from 'react-hook-form';
import { toasts, dismissToast } from '../../lib/toasts';
import { Checkbox } from '../Checkbox';
import { Field, Form } from './Form';
import { FieldFrame } from './FieldFrame';
import { hasFormErrorUnder, useAppForm, useFormSubmit, type AppForm } from './useAppForm';

/** The dashboard renders in StrictMode (effects mount twice): so do these tests. */
const render = (ui: ReactNode) => renderPlain(<StrictMode>{ui}</StrictMode>);

interface SchemaField {
  _key: string;
  name: string;
  options: { maxSelect: number };
}
interface Values {
  appName: string;
  email: string;
  agree: boolean;
  schema: SchemaField[];
}

const defaults = (): Values => ({
  appName: '',
  email: '',
  agree: false,
  schema: ['alpha', 'beta', 'gamma'].map((name) => ({ _key: `k-${name}`, name, options: { maxSelect: 1 } })),
});

function serverError(data: Record<string, unknown>) {
  return new ClientResponseError({
    url: 'http://x/api',
    status: 400,
    data: { code: 400, message: 'Failed.', data },
  });
}

interface Handle {
  form: AppForm<Values>;
  array: UseFieldArrayReturn<Values, 'schema', 'rhfId'>;
  isDirty: boolean;
}

function Harness({
  handle: out,
  action = async () => {},
  validate,
  sentValues,
}: {
  handle: Partial<Handle>;
  action?: (values: Values) => Promise<void>;
  validate?: (values: Values) => Record<string, string>;
  sentValues?: (values: Values) => Values;
}) {
  const form = useAppForm<Values>({ defaultValues: defaults() });
  const array = useFieldArray({ control: form.control, name: 'schema', keyName: 'rhfId' });
  const { submit } = useFormSubmit(form, action, { validate, sentValues });
  const isDirty = form.formState.isDirty;
  useEffect(() => {
    Object.assign(out, { form, array, isDirty });
  });
  return (
    <Form form={form} onSubmit={submit}>
      <Field name="email" label="Email" required>
        {(props) => <input {...props} {...form.register('email')} type="email" />}
      </Field>
      <Field name="meta.appName" label="Application name" hint="Shown in page titles.">
        {(props) => <input {...props} {...form.register('appName')} />}
      </Field>
      <Checkbox label="Agree" {...form.register('agree')} />
      {array.fields.map((field, i) => (
        <Field key={field.rhfId} name={`schema.${i}.options.maxSelect`} label={`maxSelect of ${field.name}`}>
          {(props) => (
            <input {...props} {...form.register(`schema.${i}.options.maxSelect`, { valueAsNumber: true })} />
          )}
        </Field>
      ))}
      <p data-testid="marker">{hasFormErrorUnder(form, 'schema') ? 'Has errors' : 'ok'}</p>
      <button type="submit">Save</button>
    </Form>
  );
}

function deferred() {
  let reject!: (err: unknown) => void;
  const promise = new Promise<void>((_, r) => (reject = r));
  return { promise, reject };
}

afterEach(() => {
  for (const t of toasts.get()) dismissToast(t.id);
});

describe('Field', () => {
  it('ties the label to the input and describes it by its hint', () => {
    render(<Harness handle={{}} />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Application name')).toHaveAccessibleDescription('Shown in page titles.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a server error under the matching field with aria-invalid; nested paths too', async () => {
    const user = userEvent.setup();
    const handle: Partial<Handle> = {};
    render(
      <Harness
        handle={handle}
        action={() =>
          Promise.reject(
            serverError({
              email: { code: 'validation_invalid_email', message: 'The email is invalid or already in use.' },
              meta: { appName: { code: 'validation_required', message: '' } },
            }),
          )
        }
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('The email is invalid or already in use.');
    // 'Invalid value' when the server gives no message
    expect(screen.getByLabelText('Application name')).toHaveAccessibleDescription(
      'Invalid value Shown in page titles.',
    );
  });

  it('names a group of checkboxes by its label, each checkbox by its own text only', () => {
    render(
      <FieldFrame label="tags" hint="Up to 2 items" isGroup>
        {(props) => (
          <div
            role="group"
            aria-labelledby={`${props.id}-label`}
            aria-describedby={props['aria-describedby']}
          >
            {['red', 'green'].map((choice) => (
              <label key={choice}>
                <input type="checkbox" /> {choice}
              </label>
            ))}
          </div>
        )}
      </FieldFrame>,
    );
    expect(screen.getByRole('group', { name: 'tags' })).toHaveAccessibleDescription('Up to 2 items');
    // plain text: a <label for> would add the field's name to whichever checkbox carried its id
    expect(screen.getByText('tags').tagName).toBe('SPAN');
    expect(document.querySelector('label[for]')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'red' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'green' })).toBeInTheDocument();
  });
});

describe('an identifying field (warnBidi)', () => {
  function EmailForm({ onSubmit }: { onSubmit: (values: { email: string }) => void }) {
    const form = useAppForm<{ email: string }>({ defaultValues: { email: '' } });
    const { submit } = useFormSubmit(form, async (values) => onSubmit(values));
    return (
      <Form form={form} onSubmit={submit}>
        <Field name="email" label="Email" hint="Used to sign in." warnBidi>
          {(props) => <input {...props} {...form.register('email')} type="email" />}
        </Field>
        <button type="submit">Save</button>
      </Form>
    );
  }

  it('warns under the input while the typed value holds a direction control, and keeps the value as typed', async () => {
    const user = userEvent.setup();
    const sent: { email: string }[] = [];
    render(<EmailForm onSubmit={(values) => sent.push(values)} />);
    const email = screen.getByLabelText('Email');
    await user.type(email, 'admin\u202Eevil@example.com');
    expect(email).toHaveValue('admin\u202Eevil@example.com');
    expect(email).toHaveAccessibleDescription(
      'Used to sign in. This contains invisible direction characters (shown as ⟨U+202E⟩) that can make it read differently.',
    );
    expect(screen.getByTitle('RIGHT-TO-LEFT OVERRIDE')).toHaveTextContent('⟨U+202E⟩');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent).toEqual([{ email: 'admin\u202Eevil@example.com' }]);

    // the warning goes with the character
    await user.clear(email);
    await user.type(email, 'admin@example.com');
    expect(email).toHaveAccessibleDescription('Used to sign in.');
    expect(screen.queryByTitle('RIGHT-TO-LEFT OVERRIDE')).not.toBeInTheDocument();
  });
});

describe('the form layer clears an error when its value changes, through any widget', () => {
  it('typing clears only the edited field', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        handle={{}}
        validate={() => ({ email: 'Cannot be blank.', 'schema.1.options.maxSelect': 'Too many.' })}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    await user.type(screen.getByLabelText('Email'), 'a');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Too many.');
  });

  it('a value set by a custom widget (code editor, date picker, select) clears it', async () => {
    const user = userEvent.setup();
    const handle: Partial<Handle> = {};
    render(<Harness handle={handle} validate={() => ({ 'schema.0.options.maxSelect': 'Too many.' })} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('maxSelect of alpha')).toHaveAttribute('aria-invalid', 'true');
    act(() => handle.form!.setValue('schema.0.options.maxSelect', 3));
    expect(screen.getByLabelText('maxSelect of alpha')).not.toHaveAttribute('aria-invalid');
  });

  it('reordering by drag and drop keeps errors on their items; changing the item clears it', async () => {
    const user = userEvent.setup();
    const handle: Partial<Handle> = {};
    render(<Harness handle={handle} validate={() => ({ 'schema.2.options.maxSelect': 'Too many.' })} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    act(() => handle.array!.move(2, 0));
    expect(screen.getByLabelText('maxSelect of gamma')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('maxSelect of alpha')).not.toHaveAttribute('aria-invalid');
    act(() => handle.array!.move(1, 2));
    expect(screen.getByLabelText('maxSelect of gamma')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(screen.getByLabelText('maxSelect of gamma'));
    await user.type(screen.getByLabelText('maxSelect of gamma'), '2');
    expect(screen.getByLabelText('maxSelect of gamma')).not.toHaveAttribute('aria-invalid');
  });

  it('a checkbox clears its error', async () => {
    const user = userEvent.setup();
    const handle: Partial<Handle> = {};
    render(<Harness handle={handle} validate={() => ({ agree: 'Required.' })} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(handle.form!.getFieldState('agree').error?.message).toBe('Required.');
    await user.click(screen.getByLabelText('Agree'));
    expect(handle.form!.getFieldState('agree').error).toBeUndefined();
  });
});

describe('server errors land on the item that had the index when the request was sent', () => {
  it('maps schema.2.options.maxSelect to the field that was third at sending, after a reorder in flight', async () => {
    const user = userEvent.setup();
    const handle: Partial<Handle> = {};
    const request = deferred();
    render(<Harness handle={handle} action={() => request.promise} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // the admin drags 'gamma' to the top while the request is on its way
    act(() => handle.array!.move(2, 0));
    await act(async () =>
      request.reject(
        serverError({
          schema: { 2: { options: { maxSelect: { code: 'x', message: 'Must be at least 2.' } } } },
        }),
      ),
    );
    expect(screen.getByLabelText('maxSelect of gamma')).toHaveAccessibleDescription('Must be at least 2.');
    expect(screen.getByLabelText('maxSelect of beta')).not.toHaveAttribute('aria-invalid');
    expect(handle.form!.getFieldState('schema.0.options.maxSelect').error?.message).toBe(
      'Must be at least 2.',
    );
  });

  it('reads the paths against the values the request carried when items were left out of it', async () => {
    const user = userEvent.setup();
    const handle: Partial<Handle> = {};
    // 'alpha' is marked for deletion and not sent: the server's schema.1 is the form's 'gamma'
    const sentValues = (values: Values) => ({
      ...values,
      schema: values.schema.filter((f) => f.name !== 'alpha'),
    });
    const action = () =>
      Promise.reject(
        serverError({
          schema: { 1: { options: { maxSelect: { code: 'x', message: 'Must be at least 2.' } } } },
        }),
      );
    render(<Harness handle={handle} action={action} sentValues={sentValues} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('maxSelect of gamma')).toHaveAccessibleDescription('Must be at least 2.');
    expect(screen.getByLabelText('maxSelect of beta')).not.toHaveAttribute('aria-invalid');
  });

  it('drops the error of an item removed since sending, and of a value edited since sending', async () => {
    const user = userEvent.setup();
    const handle: Partial<Handle> = {};
    const request = deferred();
    render(<Harness handle={handle} action={() => request.promise} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    act(() => handle.array!.remove(2));
    await user.type(screen.getByLabelText('Email'), 'x@example.com');
    await act(async () =>
      request.reject(
        serverError({
          email: { code: 'x', message: 'Cannot be blank.' },
          schema: { 2: { options: { maxSelect: { code: 'x', message: 'Must be at least 2.' } } } },
        }),
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe("'is there any error under this path' (tab markers)", () => {
  it('answers for the whole schema and clears with the last error', async () => {
    const user = userEvent.setup();
    render(<Harness handle={{}} validate={() => ({ 'schema.1.options.maxSelect': 'Too many.' })} />);
    expect(screen.getByTestId('marker')).toHaveTextContent('ok');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByTestId('marker')).toHaveTextContent('Has errors');
    await user.type(screen.getByLabelText('maxSelect of beta'), '5');
    expect(screen.getByTestId('marker')).toHaveTextContent('ok');
  });
});

describe('dirty state compares deeply', () => {
  it('is clean again when values and order are back to the loaded ones', async () => {
    const user = userEvent.setup();
    const handle: Partial<Handle> = {};
    render(<Harness handle={handle} />);
    expect(handle.isDirty).toBe(false);
    await user.type(screen.getByLabelText('Email'), 'a');
    expect(handle.isDirty).toBe(true);
    await user.clear(screen.getByLabelText('Email'));
    expect(handle.isDirty).toBe(false);
    act(() => handle.array!.move(0, 2));
    expect(handle.isDirty).toBe(true);
    act(() => handle.array!.move(2, 0));
    expect(handle.isDirty).toBe(false);
  });
});

describe('client-side checks', () => {
  it('stop the submit and focus the first invalid input', async () => {
    const user = userEvent.setup();
    const action = vi.fn(async () => {});
    render(<Harness handle={{}} action={action} validate={() => ({ email: 'Cannot be blank.' })} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(action).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });
});
