import { createElement, type ReactNode } from 'react';
import { toast, type ToastOptions, type TypeOptions } from 'react-toastify';

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

function show(kind: NotifyKind, message: string, { title, timeout }: NotifyOptions = {}) {
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

export const notify = {
  success: (message: string, options?: NotifyOptions) => show('success', message, options),
  error: (message: string, options?: NotifyOptions) => show('error', message, options),
  info: (message: string, options?: NotifyOptions) => show('info', message, options),
  warning: (message: string, options?: NotifyOptions) => show('warning', message, options),
};
