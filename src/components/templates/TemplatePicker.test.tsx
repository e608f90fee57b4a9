import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageTemplate } from '../../../contract/messageTemplates';
import { buildProfile } from '../../../tests/factories';
import {
  buildTemplate,
  resetTemplatesStore,
  templatesStore,
} from '../../../tests/msw/messageTemplatesHandlers';
import { renderApp } from '../../../tests/render';
import { TemplatePicker } from './TemplatePicker';

beforeEach(() => resetTemplatesStore());

describe('TemplatePicker', () => {
  it('finds a template by name and gives it whole, variants too', async () => {
    const ballot = buildTemplate({
      name: 'Ballot reminder',
      variants: [
        { language: 'es', title: 'Vota', push_message: 'Vota hoy', message: '<p>Hola</p>' },
      ],
    });
    templatesStore.templates.push(buildTemplate({ name: 'Shift change' }), ballot);
    const onPick = vi.fn<(template: MessageTemplate) => void>();
    const { user } = renderApp(<TemplatePicker onPick={onPick} />, {
      user: buildProfile({ userGroup: 4 }),
    });
    await user.click(screen.getByRole('button', { name: 'Use a template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a template' });
    const list = await within(dialog).findByRole('group', { name: 'Templates' });
    expect(within(list).getAllByRole('button')).toHaveLength(2);
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search templates' }), 'ballot');
    await waitFor(() => expect(templatesStore.listQueries.at(-1)?.get('search')).toBe('ballot'));
    // A channel admin is offered the organisation's templates too.
    expect(templatesStore.listQueries.at(-1)?.get('usable')).toBe('true');
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: /Shift change/ })).toBeNull(),
    );
    const found = await within(dialog).findByRole('button', { name: /Ballot reminder/ });
    expect(found).toHaveTextContent('Also in Spanish');
    await user.click(found);
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(onPick.mock.calls[0]?.[0]).toEqual(ballot);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when there are no templates', async () => {
    const { user } = renderApp(<TemplatePicker onPick={vi.fn()} />, {
      user: buildProfile({ userGroup: 4 }),
    });
    await user.click(screen.getByRole('button', { name: 'Use a template' }));
    expect(await screen.findByText('No templates saved yet.')).toBeInTheDocument();
  });
});
