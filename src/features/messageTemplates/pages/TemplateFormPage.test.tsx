import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildProfile } from '../../../../tests/factories';
import {
  buildTemplate,
  resetTemplatesStore,
  templatesStore,
} from '../../../../tests/msw/messageTemplatesHandlers';
import { renderApp } from '../../../../tests/render';
import { TemplateFormPage } from './TemplateFormPage';

beforeEach(() => resetTemplatesStore());

const routes = [
  { path: '/messages/templates', element: <p>The list</p> },
  { path: '/messages/templates/create', element: <TemplateFormPage /> },
  { path: '/messages/templates/:id', element: <TemplateFormPage /> },
];

const renderForm = (route: string) =>
  renderApp(routes, { route, user: buildProfile({ userGroup: 4 }) });

describe('TemplateFormPage', () => {
  it('creates a template with a Spanish version', async () => {
    const { user } = renderForm('/messages/templates/create');
    await user.type(await screen.findByLabelText('Name'), 'Ballot reminder');
    await user.type(screen.getByLabelText('Title (English)'), 'Have you voted?');
    await user.type(screen.getByLabelText('Push text (English)'), 'Vote today');
    await user.click(screen.getByRole('button', { name: 'Add a language' }));
    const language = screen.getByLabelText('Language');
    // The organisation's default language is the template's own, never a version's.
    expect(within(language).queryByRole('option', { name: 'English' })).toBeNull();
    await user.selectOptions(language, 'Spanish');
    await user.type(screen.getByLabelText('Title (Spanish)'), '¿Has votado?');
    await user.type(screen.getByLabelText('Push text (Spanish)'), 'Vota hoy');
    await user.click(screen.getByRole('button', { name: 'Create template' }));
    expect(await screen.findByText('The list')).toBeInTheDocument();
    expect(templatesStore.saves[0]).toEqual({
      id: null,
      body: {
        name: 'Ballot reminder',
        title: 'Have you voted?',
        push_message: 'Vote today',
        message: '',
        variants: [
          { language: 'es', title: '¿Has votado?', push_message: 'Vota hoy', message: '' },
        ],
      },
    });
  }, 20_000);

  it("shows the API's merge-field error under the field it names", async () => {
    const template = buildTemplate({
      name: 'Ballot reminder',
      variants: [{ language: 'es', title: 'Hola', push_message: 'Vota', message: '' }],
    });
    templatesStore.templates.push(template);
    templatesStore.nextSaveError = {
      field: 'variants.0.push_message',
      message: 'uses the merge field {{ nombre }}, which members do not have.',
    };
    const { user } = renderForm(`/messages/templates/${template._id}`);
    const push = await screen.findByLabelText('Push text (Spanish)');
    await user.clear(push);
    await user.type(push, 'Hola {{{{ nombre }}');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    const error = await screen.findByText(
      'uses the merge field {{ nombre }}, which members do not have.',
    );
    expect(push).toHaveAttribute('aria-invalid', 'true');
    expect(push.getAttribute('aria-describedby')).toContain(error.id);
  });

  it('removes a language', async () => {
    const template = buildTemplate({
      variants: [{ language: 'es', title: 'Hola', push_message: 'Vota', message: '' }],
    });
    templatesStore.templates.push(template);
    const { user } = renderForm(`/messages/templates/${template._id}`);
    await user.click(await screen.findByRole('button', { name: 'Remove Spanish' }));
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('The list')).toBeInTheDocument();
    expect(templatesStore.saves[0]?.body.variants).toEqual([]);
  });
});
