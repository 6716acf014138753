import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { NumberOption } from './optionInputs';

function Harness({ onChange }: { onChange: (value: number | string | null) => void }) {
  const form = useForm();
  const [value, setValue] = useState<number | string | null>(3);
  return (
    <FormProvider {...form}>
      <NumberOption
        name="schema.0.options.max"
        label="Max"
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue(7)}>
        Restore draft
      </button>
    </FormProvider>
  );
}

describe('NumberOption', () => {
  it('is a text input, so text it cannot read stays as typed', () => {
    render(<Harness onChange={() => {}} />);
    expect(screen.getByLabelText('Max')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Max')).toHaveAttribute('inputmode', 'decimal');
  });

  it('hands the form the number, null when blank, and text that is no number as typed', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByLabelText('Max');
    for (const [typed, value] of [
      ['12.5', 12.5],
      ['', null],
      ['1e309', '1e309'],
      ['0x10', '0x10'],
      ['1e', '1e'],
    ] as const) {
      fireEvent.change(input, { target: { value: typed } });
      expect(onChange).toHaveBeenLastCalledWith(value);
      expect(input).toHaveValue(typed);
    }
  });

  it('shows a value set from outside', () => {
    render(<Harness onChange={() => {}} />);
    const input = screen.getByLabelText('Max');
    fireEvent.change(input, { target: { value: '1e309' } });
    fireEvent.click(screen.getByRole('button', { name: 'Restore draft' }));
    expect(input).toHaveValue('7');
  });
});
