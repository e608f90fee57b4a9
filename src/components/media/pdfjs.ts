import type * as PdfJs from 'pdfjs-dist';

export type PdfJsModule = typeof PdfJs;

let loading: Promise<PdfJsModule> | null = null;

/**
 * pdf.js and its worker, loaded the first time a PDF is opened (they are large and must never
 * join the sign-in chunk). A failed load is forgotten, so the next PDF tries again.
 */
export function loadPdfJs(): Promise<PdfJsModule> {
  loading ??= Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]).then(
    ([pdfjs, worker]) => {
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      return pdfjs;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
