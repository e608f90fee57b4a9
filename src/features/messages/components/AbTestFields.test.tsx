import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, composeSchema, NEW_MESSAGE, type ComposeValues } from '../composeForm';
import { AbTestFields } from './AbTestFields';

const NOW = new Date('2026-03-02T10:00:00Z');

function renderFields(initial: Partial<ComposeValues> = {}) {
  const submitted = vi.fn<(values: ComposeValues) => void>();
  render(
    <Formik
      initialValues={{
        ...NEW_MESSAGE,
        title: 'Rota',
        push_message: 'The rota is out',
        ...initial,
      }}
      validationSchema={composeSchema(false, () => NOW)}
      onSubmit={(values) => submitted(values)}
    >
      <Form noValidate>
        <AbTestFields />
        <button type="submit">Send</button>
      </Form>
    </Formik>,
  );
  return submitted;
}

describe('the A/B test section of compose', () => {
  it('starts variant A as the message, offers two to four variants and sends the test', async () => {
    const user = userEvent.setup();
    const submitted = renderFields();
    expect(screen.queryByRole('group', { name: 'Variant A' })).toBeNull();
    await user.click(screen.getByLabelText('Test variants on a share of the audience first'));

    const a = screen.getByRole('group', { name: 'Variant A' });
    await waitFor(() => expect(within(a).getByLabelText('Title')).toHaveValue('Rota'));
    expect(screen.getByLabelText('Share of the audience (%)')).toHaveValue(20);
    // Two variants cannot be removed; a third can.
    expect(screen.queryByRole('button', { name: /Remove variant/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add variant' }));
    await user.click(screen.getByRole('button', { name: 'Add variant' }));
    expect(screen.queryByRole('button', { name: 'Add variant' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove variant D' }));
    await user.click(screen.getByRole('button', { name: 'Remove variant C' }));

    // Variant B empty and the share out of bounds: refused, field by field.
    const share = screen.getByLabelText('Share of the audience (%)');
    await user.clear(share);
    await user.type(share, '60');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('At most 50 %.')).toBeInTheDocument();
    const b = screen.getByRole('group', { name: 'Variant B' });
    expect(within(b).getByText('Enter a title.')).toBeInTheDocument();
    expect(submitted).not.toHaveBeenCalled();

    await user.clear(share);
    await user.type(share, '30');
    await user.type(within(b).getByLabelText('Title'), 'Your shifts');
    await user.type(within(b).getByLabelText('Push message'), 'Check your shifts');
    await user.type(within(b).getByLabelText('Image (optional)'), 'http://img.example/b.png');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(b).findByText('Enter an https:// address of an image.')).toBeVisible();
    await user.clear(within(b).getByLabelText('Image (optional)'));
    await user.click(screen.getByText('Confirmation rate'));
    await user.click(screen.getByText('Let me choose'));
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(submitted).toHaveBeenCalled());
    const values = submitted.mock.calls[0]?.[0];
    if (!values) throw new Error('not submitted');
    expect(bodyOf(values, 'UTC').abTest).toEqual({
      sharePercent: 30,
      metric: 'confirmation',
      waitHours: 4,
      decision: 'manual',
      variants: [
        { title: 'Rota', push_message: 'The rota is out' },
        { title: 'Your shifts', push_message: 'Check your shifts' },
      ],
    });
  }, 30_000);

  it('is not offered for a scheduled message or one with other languages', () => {
    renderFields({ schedule: 'once' });
    expect(screen.getByRole('note')).toHaveTextContent('goes with a message sent now');
    expect(screen.queryByLabelText('Test variants on a share of the audience first')).toBeNull();
  });

  it('leaves the body without a test when it is off, or when the message is scheduled', () => {
    const on = { ...NEW_MESSAGE.abTest, enabled: true };
    expect(bodyOf({ ...NEW_MESSAGE, abTest: { ...on, enabled: false } }, 'UTC')).not.toHaveProperty(
      'abTest',
    );
    const scheduled = bodyOf(
      { ...NEW_MESSAGE, abTest: on, schedule: 'daily', schedule_time: '09:00' },
      'UTC',
    );
    expect(scheduled).not.toHaveProperty('abTest');
  });
});
