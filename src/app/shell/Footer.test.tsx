import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from './Footer';

describe('Footer', () => {
  it('shows the Tidings copyright of the current year by default', () => {
    render(<Footer />);

    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} Tidings`,
    );
  });

  it("shows the company's copyright message instead, when it has one", () => {
    render(<Footer copyright="© Acme Workers Union, Local 12" />);

    expect(screen.getByRole('contentinfo')).toHaveTextContent('© Acme Workers Union, Local 12');
  });

  it('keeps the default for a blank message', () => {
    render(<Footer copyright="   " />);

    expect(screen.getByRole('contentinfo')).toHaveTextContent('Tidings');
  });
});
