import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { loadPdfJs } from './pdfjs';
import './media.css';

/** What the viewer says when a PDF cannot be loaded or drawn. */
export const DOCUMENT_LOAD_ERROR = 'This document could not be loaded.';

/** Pages fit the frame's width but are drawn no larger than actual size (96 px per 72 pt). */
const MAX_SCALE = 96 / 72;

export interface DocumentViewerProps {
  /** The document's URL. */
  src: string;
  /** Names the document (the frame's title, the page canvas's label). */
  title: string;
  /** A PDF is drawn page by page with pdf.js; HTML is shown in a sandboxed frame. */
  kind: 'pdf' | 'html';
}

/**
 * Shows an uploaded HTML or PDF file. HTML runs in an `<iframe sandbox="">`: no scripts, no
 * forms, no same origin. A PDF is drawn on a canvas one page at a time, pdf.js loading the
 * first time a PDF is opened.
 */
export function DocumentViewer({ src, title, kind }: DocumentViewerProps) {
  if (kind === 'html') {
    return (
      <div className="media-player">
        <iframe
          className="media-player__frame"
          src={src}
          title={title}
          sandbox=""
          referrerPolicy="no-referrer"
        />
      </div>
    );
  }
  return <PdfDocument key={src} src={src} title={title} />;
}

type PdfLoad =
  { state: 'loading' } | { state: 'ready'; doc: PDFDocumentProxy } | { state: 'failed' };

function PdfDocument({ src, title }: { src: string; title: string }) {
  const [load, setLoad] = useState<PdfLoad>({ state: 'loading' });
  const [page, setPage] = useState(1);
  const [width, setWidth] = useState(0);
  const frameRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => Promise<void>) | null = null;
    loadPdfJs()
      .then((pdfjs) => {
        if (cancelled) return null;
        // No eval: the console's Content-Security-Policy forbids it (fonts are drawn without).
        const task = pdfjs.getDocument({ url: src, isEvalSupported: false });
        destroy = () => task.destroy();
        return task.promise;
      })
      .then((doc) => {
        if (!cancelled && doc) setLoad({ state: 'ready', doc });
      })
      .catch(() => {
        if (!cancelled) setLoad({ state: 'failed' });
      });
    return () => {
      cancelled = true;
      void destroy?.();
    };
  }, [src]);

  // Follows the frame's width, so a page fits a phone as well as a desk.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);

  const doc = load.state === 'ready' ? load.doc : null;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!doc || !canvas) return;
    let cancelled = false;
    let task: RenderTask | null = null;
    doc
      .getPage(page)
      .then((pdfPage) => {
        if (cancelled) return;
        const natural = pdfPage.getViewport({ scale: 1 });
        const fit = width > 0 ? Math.min(width / natural.width, MAX_SCALE) : 1;
        const ratio = window.devicePixelRatio || 1;
        const viewport = pdfPage.getViewport({ scale: fit * ratio });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
        task = pdfPage.render({ canvas, viewport });
        return task.promise;
      })
      .catch((error: unknown) => {
        const cancelledRender =
          error instanceof Error && error.name === 'RenderingCancelledException';
        if (!cancelled && !cancelledRender) setLoad({ state: 'failed' });
      });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, page, width]);

  const pages = doc?.numPages ?? 0;

  return (
    <div className="media-player" role="group" aria-label={`Document: ${title}`}>
      {doc && (
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <Button
            variant="outline-secondary"
            size="sm"
            onClick={() => setPage((at) => Math.max(1, at - 1))}
            disabled={page <= 1}
          >
            <i className="bi bi-chevron-left me-1" aria-hidden="true" />
            Previous
          </Button>
          <span className="small text-body-secondary" aria-live="polite">
            Page {page} of {pages}
          </span>
          <Button
            variant="outline-secondary"
            size="sm"
            onClick={() => setPage((at) => Math.min(pages, at + 1))}
            disabled={page >= pages}
          >
            Next
            <i className="bi bi-chevron-right ms-1" aria-hidden="true" />
          </Button>
        </div>
      )}
      <div ref={frameRef}>
        {load.state === 'loading' && (
          <div className="d-flex align-items-center gap-2 text-body-secondary py-4">
            <Spinner animation="border" size="sm" aria-hidden="true" />
            <span role="status">Loading document…</span>
          </div>
        )}
        {load.state === 'failed' && (
          <Alert variant="danger" className="mb-0 py-2" role="alert">
            <i className="bi bi-exclamation-octagon me-2" aria-hidden="true" />
            {DOCUMENT_LOAD_ERROR}
          </Alert>
        )}
        {doc && (
          <canvas
            ref={canvasRef}
            className="media-player__canvas"
            role="img"
            aria-label={`${title}, page ${page} of ${pages}`}
          />
        )}
      </div>
    </div>
  );
}
