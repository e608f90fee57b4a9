import { createElement, type ReactNode } from 'react';
import type { Id, ToastOptions, TypeOptions } from 'react-toastify';
import { wantToasts } from './toastHost';

/** SPEC.md section 9: the toast helper closes after 4000 ms, other notifications after 5000 ms. */
export const TOAST_TIMEOUT_MS = 4000;
export const NOTIFICATION_TIMEOUT_MS = 5000;

export interface NotifyOptions {
  title?: string;
  timeout?: number;
}

type NotifyKind = 'success' | 'error' | 'info' | 'warning';

function content(message: string, title?: string): ReactNode {
  if (!title) return message;
  return createElement(
    'div',
    null,
    createElement('strong', { className: 'd-block' }, title),
    createElement('span', null, message),
  );
}

/**
 * The toast library is loaded with the first toast (which mounts the container too,
 * lib/toastHost.ts), not with the page: the sign-in page shows none until something happens.
 */
async function show(
  kind: NotifyKind,
  message: string,
  { title, timeout }: NotifyOptions = {},
): Promise<Id> {
  wantToasts();
  const { toast } = await import('react-toastify');
  const type: TypeOptions = kind;
  const options: ToastOptions = {
    type,
    autoClose: timeout ?? TOAST_TIMEOUT_MS,
    closeOnClick: true,
    // An error is the 'danger' kind of SPEC.md section 2.
    className: kind === 'error' ? 'toast-danger' : `toast-${kind}`,
    role: kind === 'error' ? 'alert' : 'status',
  };
  return toast(content(message, title), options);
}

/** Shows a toast; the library arriving a moment later changes nothing for the caller. */
function notifyOf(kind: NotifyKind) {
  return (message: string, options?: NotifyOptions): void => {
    show(kind, message, options).catch((error: unknown) => console.error(error));
  };
}

export const notify = {
  success: notifyOf('success'),
  error: notifyOf('error'),
  info: notifyOf('info'),
  warning: notifyOf('warning'),
};
