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

describe('TemplateFormPage: image and buttons', () => {
  it("shows a template's image and buttons and saves the changes", async () => {
    const template = buildTemplate({
      name: 'Ballot reminder',
      pushImage: 'https://cdn.example.org/ballot.png',
      pushButtons: [{ label: 'Vote now', url: 'https://union.example.org/vote' }],
    });
    templatesStore.templates.push(template);
    const { user } = renderForm(`/messages/templates/${template._id}`);
    const section = await screen.findByRole('region', { name: 'Image and buttons' });
    expect(within(section).getByLabelText('Image address')).toHaveValue(
      'https://cdn.example.org/ballot.png',
    );
    expect(within(section).getByLabelText('Button 1 label')).toHaveValue('Vote now');
    await user.click(within(section).getByRole('button', { name: 'Add a button' }));
    await user.type(within(section).getByLabelText('Button 2 label'), 'Open ballot');
    await user.type(within(section).getByLabelText('Button 2 link'), 'acmeunion://ballot/7');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('The list')).toBeInTheDocument();
    expect(templatesStore.saves[0]?.body).toMatchObject({
      pushImage: 'https://cdn.example.org/ballot.png',
      pushButtons: [
        { label: 'Vote now', url: 'https://union.example.org/vote' },
        { label: 'Open ballot', url: 'acmeunion://ballot/7' },
      ],
    });
  }, 20_000);

  it('refuses a javascript: link before saving, as compose does', async () => {
    const { user } = renderForm('/messages/templates/create');
    await user.type(await screen.findByLabelText('Name'), 'Sneaky');
    await user.click(screen.getByRole('button', { name: 'Add a button' }));
    await user.type(screen.getByLabelText('Button 1 label'), 'Go');
    await user.type(screen.getByLabelText('Button 1 link'), 'javascript://alert(1)');
    await user.click(screen.getByRole('button', { name: 'Create template' }));
    expect(
      await screen.findByText(
        "Enter a link starting with https:// or the app's own scheme (such as acmeunion://).",
      ),
    ).toBeInTheDocument();
    expect(templatesStore.saves).toEqual([]);
  }, 20_000);

  it('clears the image and buttons by leaving them out of the save', async () => {
    const template = buildTemplate({
      pushImage: 'https://cdn.example.org/ballot.png',
      pushButtons: [{ label: 'Vote now', url: 'https://union.example.org/vote' }],
    });
    templatesStore.templates.push(template);
    const { user } = renderForm(`/messages/templates/${template._id}`);
    await user.clear(await screen.findByLabelText('Image address'));
    await user.click(screen.getByRole('button', { name: 'Remove button 1' }));
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('The list')).toBeInTheDocument();
    expect(templatesStore.saves[0]?.body).not.toHaveProperty('pushImage');
    expect(templatesStore.saves[0]?.body).not.toHaveProperty('pushButtons');
    expect(templatesStore.templates[0]).toMatchObject({ pushImage: null, pushButtons: [] });
  }, 20_000);
});
