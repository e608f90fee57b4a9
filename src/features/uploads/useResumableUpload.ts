import { useCallback, useEffect, useRef, useState } from 'react';
import { createResumableUpload, type ResumableUpload } from '../../lib/resumableUpload';

export type TransferState =
  | { status: 'idle' }
  | {
      status: 'uploading' | 'paused';
      sent: number;
      total: number;
      /** Bytes a second over the last few seconds; null until measured. */
      speed: number | null;
    }
  | { status: 'done'; uploadId: string }
  | { status: 'failed'; message: string; sent: number; total: number };

/** The speed is read over this window, so it follows changes yet does not flicker. */
const SPEED_WINDOW_MS = 5000;

interface Sample {
  at: number;
  sent: number;
}

function speedOf(samples: Sample[]): number | null {
  const first = samples[0];
  const last = samples[samples.length - 1];
  if (!first || !last || last.at - first.at < 500) return null;
  return ((last.sent - first.sent) * 1000) / (last.at - first.at);
}

/**
 * One file's resumable upload as a page shows it: its progress, speed and state, and start,
 * pause, resume and cancel. Leaving the page pauses it; choosing the same file again later
 * resumes where the server stopped (lib/resumableUpload).
 */
export function useResumableUpload() {
  const [state, setState] = useState<TransferState>({ status: 'idle' });
  const upload = useRef<ResumableUpload | null>(null);
  const samples = useRef<Sample[]>([]);

  useEffect(
    () => () => {
      void upload.current?.pause();
    },
    [],
  );

  const start = useCallback((file: File, metadata: Record<string, string>) => {
    samples.current = [];
    setState({ status: 'uploading', sent: 0, total: file.size, speed: null });
    const created = createResumableUpload(file, metadata, {
      onProgress(sent, total) {
        const now = performance.now();
        samples.current = [...samples.current, { at: now, sent }].filter(
          (sample) => now - sample.at <= SPEED_WINDOW_MS,
        );
        const speed = speedOf(samples.current);
        setState((current) =>
          current.status === 'uploading' ? { status: 'uploading', sent, total, speed } : current,
        );
      },
      onSuccess(uploadId) {
        upload.current = null;
        setState({ status: 'done', uploadId });
      },
      onError(message) {
        setState((current) => ({
          status: 'failed',
          message,
          sent: 'sent' in current ? current.sent : 0,
          total: 'total' in current ? current.total : file.size,
        }));
      },
    });
    upload.current = created;
    void created.start();
  }, []);

  const pause = useCallback(() => {
    void upload.current?.pause();
    setState((current) =>
      current.status === 'uploading' ? { ...current, status: 'paused', speed: null } : current,
    );
  }, []);

  const resume = useCallback(() => {
    const current = upload.current;
    if (!current) return;
    samples.current = [];
    setState((state) =>
      state.status === 'paused' || state.status === 'failed'
        ? { status: 'uploading', sent: state.sent, total: state.total, speed: null }
        : state,
    );
    void current.start();
  }, []);

  const cancel = useCallback(() => {
    void upload.current?.cancel();
    upload.current = null;
    setState({ status: 'idle' });
  }, []);

  return { state, start, pause, resume, cancel };
}
