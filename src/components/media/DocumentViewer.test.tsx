import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../tests/msw/server';
import { DocumentViewer } from './DocumentViewer';

/** pdf.js cannot run in jsdom: a stand-in for the loaded module, recording what is drawn. */
const pdf = vi.hoisted(() => ({
  fail: false,
  numPages: 3,
  opened: [] as Array<{ url: string; isEvalSupported?: boolean }>,
  rendered: [] as number[],
  destroyed: 0,
}));

vi.mock('./pdfjs', () => ({
  loadPdfJs: () =>
    Promise.resolve({
      getDocument: (options: { url: string; isEvalSupported?: boolean }) => {
        pdf.opened.push(options);
        return {
          promise: pdf.fail
            ? Promise.reject(new Error('Invalid PDF structure.'))
            : Promise.resolve({
                numPages: pdf.numPages,
                getPage: (number: number) =>
                  Promise.resolve({
                    getViewport: ({ scale }: { scale: number }) => ({
                      width: 600 * scale,
                      height: 800 * scale,
                    }),
                    render: () => {
                      pdf.rendered.push(number);
                      return { promise: Promise.resolve(), cancel: () => undefined };
                    },
                  }),
              }),
          destroy: () => {
            pdf.destroyed += 1;
            return Promise.resolve();
          },
        };
      },
    }),
}));

afterEach(() => {
  pdf.fail = false;
  pdf.opened.length = 0;
  pdf.rendered.length = 0;
  pdf.destroyed = 0;
});

describe('DocumentViewer', () => {
  it('shows HTML in a sandboxed frame: no scripts, no same origin', async () => {
    server.use(
      http.get('*/files/h1', () =>
        HttpResponse.html('<h1>Handbook</h1><script>parent.stolen = true;</script>'),
      ),
    );
    render(<DocumentViewer kind="html" src="/files/h1" title="Member handbook" />);
    const frame = screen.getByTitle('Member handbook');
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve));
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/files/h1');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(pdf.opened).toEqual([]);
    await loaded;
  });

  it('draws a PDF page by page with previous and next and the page count', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<DocumentViewer kind="pdf" src="/files/d1" title="Bylaws" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading document…');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(pdf.opened).toEqual([{ url: '/files/d1', isEvalSupported: false }]);
    await vi.waitFor(() => expect(pdf.rendered).toEqual([1]));
    expect(screen.getByRole('img', { name: 'Bylaws, page 1 of 3' })).toBeInTheDocument();

    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous).toBeDisabled();
    await user.click(next);
    await user.click(next);
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(next).toBeDisabled();
    await vi.waitFor(() => expect(pdf.rendered).toEqual([1, 2, 3]));
    await user.click(previous);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    unmount();
    expect(pdf.destroyed).toBe(1);
  });

  it('says the document could not be loaded when pdf.js refuses it', async () => {
    pdf.fail = true;
    render(<DocumentViewer kind="pdf" src="/files/broken" title="Bylaws" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This document could not be loaded.',
    );
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });
});
