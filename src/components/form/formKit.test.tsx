import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { array, boolean, number, object, string } from 'yup';
import { renderApp } from '../../../tests/render';
import type { ApiFailure } from '../../lib/apiErrors';
import { CheckboxField } from './CheckboxField';
import { CheckboxGroupField, RadioGroupField } from './ChoiceFields';
import { CrudForm } from './CrudForm';
import { FormActions } from './FormActions';
import { NumberField } from './NumberField';
import { SelectField } from './SelectField';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';

interface ShiftValues {
  name: string;
  notes: string;
  hours: number | '';
  site: string;
  paid: boolean;
  kind: 'day' | 'night';
  days: number[];
}

const EMPTY: ShiftValues = {
  name: '',
  notes: '',
  hours: 8,
  site: '',
  paid: false,
  kind: 'day',
  days: [],
};

const schema = object({
  name: string().trim().required('Enter a name.'),
  notes: string().max(20, 'Use at most 20 characters.'),
  hours: number()
    .typeError('Enter a number of hours.')
    .required('Enter a number of hours.')
    .min(1, 'Use 1 hour or more.'),
  site: string().required('Choose a site.'),
  paid: boolean(),
  days: array(number()).min(1, 'Choose at least one day.'),
});

type Submit = (values: ShiftValues) => Promise<ApiFailure | null | void>;

function ShiftForm({ onSubmit, pending = false }: { onSubmit: Submit; pending?: boolean }) {
  return (
    <CrudForm
      initialValues={EMPTY}
      validationSchema={schema}
      onSubmit={onSubmit}
      codeFields={{ error_shift_name_taken: 'name' }}
      label="Shift"
    >
      <TextField name="name" label="Name" help="As the rota shows it." />
      <TextAreaField name="notes" label="Notes" />
      <NumberField name="hours" label="Hours" min={1} />
      <SelectField
        name="site"
        label="Site"
        placeholder="Choose a site"
        options={[
          { value: 'north', label: 'North gate' },
          { value: 'south', label: 'South yard' },
        ]}
      />
      <CheckboxField name="paid" label="Paid shift" />
      <RadioGroupField
        name="kind"
        label="Kind"
        choices={[
          { value: 'day', label: 'Day', help: 'Starts at 7.' },
          { value: 'night', label: 'Night' },
        ]}
      />
      <CheckboxGroupField
        name="days"
        label="Days"
        choices={[
          { value: 1, label: 'Mo' },
          { value: 2, label: 'Tu' },
        ]}
      />
      <FormActions submitLabel="Save shift" pending={pending} cancelTo="/shifts" />
    </CrudForm>
  );
}

async function fillValid(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Nights');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Site' }), 'south');
  await user.click(screen.getByRole('checkbox', { name: 'Mo' }));
}

describe('form kit', () => {
  it('labels each field and ties its help text to it', () => {
    renderApp(<ShiftForm onSubmit={() => Promise.resolve()} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAccessibleDescription('As the rota shows it.');
    expect(screen.getByRole('textbox', { name: 'Notes' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('spinbutton', { name: 'Hours' })).toHaveValue(8);
    expect(screen.getByRole('option', { name: 'Choose a site' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Day' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Day' })).toHaveAccessibleDescription('Starts at 7.');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/shifts');
  });

  it('checks the values before sending and says what is wrong beside each field', async () => {
    const onSubmit = vi.fn<Submit>(() => Promise.resolve());
    const { user } = renderApp(<ShiftForm onSubmit={onSubmit} />);
    await user.clear(screen.getByRole('spinbutton', { name: 'Hours' }));
    await user.click(screen.getByRole('button', { name: 'Save shift' }));

    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(await screen.findByText('Enter a name.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('As the rota shows it. Enter a name.');
    expect(screen.getByText('Enter a number of hours.')).toBeInTheDocument();
    expect(screen.getByText('Choose a site.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one day.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the values, with booleans, numbers and the chosen options', async () => {
    const onSubmit = vi.fn<Submit>(() => Promise.resolve());
    const { user } = renderApp(<ShiftForm onSubmit={onSubmit} />);
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: 'Paid shift' }));
    await user.click(screen.getByRole('radio', { name: 'Night' }));
    await user.click(screen.getByRole('button', { name: 'Save shift' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Nights',
      notes: '',
      hours: 8,
      site: 'south',
      paid: true,
      kind: 'night',
      days: [1],
    });
  });

  it('waits on the submit button while the form is sent', () => {
    renderApp(<ShiftForm onSubmit={() => Promise.resolve()} pending />);
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  });

  it('shows a server validation error under the field it names', async () => {
    const { user } = renderApp(
      <ShiftForm
        onSubmit={() =>
          Promise.resolve({
            message: 'notes must NOT have more than 10 characters',
            code: 'validation_error',
            details: [{ field: 'notes', message: 'must NOT have more than 10 characters' }],
          })
        }
      />,
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save shift' }));

    const notes = screen.getByRole('textbox', { name: 'Notes' });
    await waitFor(() => expect(notes).toHaveAttribute('aria-invalid', 'true'));
    expect(notes).toHaveAccessibleDescription('must NOT have more than 10 characters');
    expect(screen.queryByText('notes must NOT have more than 10 characters')).toBeNull();
  });

  it('shows a code that belongs to a field under that field', async () => {
    const { user } = renderApp(
      <ShiftForm
        onSubmit={() =>
          Promise.resolve({
            message: 'That name is taken.',
            code: 'error_shift_name_taken',
            details: [],
          })
        }
      />,
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save shift' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('That name is taken.');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows any other failure above the form, and clears it on the next try', async () => {
    const onSubmit = vi
      .fn<Submit>()
      .mockResolvedValueOnce({
        message: 'Error retrieving data.',
        code: 'error_retrieving_data',
        details: [{ field: 'cpId', message: 'is required' }],
      })
      .mockResolvedValueOnce(null);
    const { user } = renderApp(<ShiftForm onSubmit={onSubmit} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save shift' }));

    const form = screen.getByRole('form', { name: 'Shift' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error retrieving data.');
    expect(form.firstElementChild).toHaveRole('alert');

    await user.click(screen.getByRole('button', { name: 'Save shift' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
