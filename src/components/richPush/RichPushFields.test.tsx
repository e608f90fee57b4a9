import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { object } from 'yup';
import { NO_RICH_PUSH, richPushBody, richPushRules, type RichPushValues } from './richPushForm';
import { RichPushFields } from './RichPushFields';

/** Types a whole value at once: typing long links key by key is slow on a busy machine. */
async function fill(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

function renderFields(onSubmit: (values: RichPushValues) => void) {
  render(
    <Formik
      initialValues={NO_RICH_PUSH}
      validationSchema={object(richPushRules)}
      onSubmit={(values) => onSubmit(values)}
    >
      <Form noValidate aria-label="Rich push">
        <RichPushFields />
        <button type="submit">Save</button>
      </Form>
    </Formik>,
  );
}

describe('RichPushFields', () => {
  it('adds up to three buttons, removes one, and hands the values on', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn<(values: RichPushValues) => void>();
    renderFields(submitted);
    await fill(user, 'Image address', 'https://cdn.example.org/a.png');
    const add = () => screen.getByRole('button', { name: 'Add a button' });
    await user.click(add());
    await user.click(add());
    await user.click(add());
    expect(screen.queryByRole('button', { name: 'Add a button' })).toBeNull();
    await fill(user, 'Button 1 label', 'Vote');
    await fill(user, 'Button 1 link', 'https://union.example.org/vote');
    await fill(user, 'Button 3 label', 'Open');
    await fill(user, 'Button 3 link', 'acmeunion://ballot');
    await user.click(screen.getByRole('button', { name: 'Remove button 2' }));
    expect(screen.getByRole('button', { name: 'Add a button' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    const values = submitted.mock.calls[0]?.[0];
    if (!values) throw new Error('not submitted');
    expect(richPushBody(values)).toEqual({
      pushImage: 'https://cdn.example.org/a.png',
      pushButtons: [
        { label: 'Vote', url: 'https://union.example.org/vote' },
        { label: 'Open', url: 'acmeunion://ballot' },
      ],
    });
  });

  it('says inline what the API would refuse: a plain http image, a javascript: link, no label', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn();
    renderFields(submitted);
    await fill(user, 'Image address', 'http://cdn.example.org/a.png');
    await user.click(screen.getByRole('button', { name: 'Add a button' }));
    await fill(user, 'Button 1 link', 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Enter an image address starting with https://.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter the button’s label.')).toBeInTheDocument();
    expect(
      screen.getByText(
        "Enter a link starting with https:// or the app's own scheme (such as acmeunion://).",
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Button 1 link')).toHaveAttribute('aria-invalid', 'true');
    expect(submitted).not.toHaveBeenCalled();
  });
});
