import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhonePreview } from './PhonePreview';

const base = {
  channelName: 'Acme News',
  title: 'Ballot open',
  pushMessage: 'Vote before Friday',
  html: '',
  url: '',
  fileName: null,
};

const push = () => screen.getByRole('region', { name: 'Push notification' });

describe('PhonePreview rich push', () => {
  it('draws the image and the buttons in the push notification', () => {
    render(
      <PhonePreview
        {...base}
        pushImage="https://cdn.example.org/ballot.png"
        pushButtons={[
          { label: 'Vote now', url: 'https://union.example.org/vote' },
          { label: '', url: 'acmeunion://ballot' },
        ]}
      />,
    );
    const image = within(push()).getByRole('img', { name: 'Push image' });
    expect(image).toHaveAttribute('src', 'https://cdn.example.org/ballot.png');
    const buttons = within(push()).getByRole('list', { name: 'Push buttons' });
    expect(
      within(buttons)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Vote now', 'Button 2']);
  });

  it('draws no image for an address that is not https, and nothing for a plain push', () => {
    const { rerender } = render(<PhonePreview {...base} pushImage="javascript:alert(1)" />);
    expect(within(push()).queryByRole('img')).toBeNull();
    rerender(<PhonePreview {...base} />);
    expect(within(push()).queryByRole('img')).toBeNull();
    expect(within(push()).queryByRole('list')).toBeNull();
  });
});
