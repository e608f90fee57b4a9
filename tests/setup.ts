import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetAppUsersStore } from './msw/appUsersStore';
import { resetAuthStore } from './msw/authHandlers';
import { resetDevicesStore } from './msw/devicesHandlers';
import { server } from './msw/server';
import { recordSessionRedirects, sessionRedirects } from './sessionRedirects';

// The first render of a lazy route transforms its module on the fly, which can pass 1 s.
configure({ asyncUtilTimeout: 4000 });

let stopRecordingRedirects: () => void = () => undefined;

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  stopRecordingRedirects = recordSessionRedirects();
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetAuthStore();
  resetAppUsersStore();
  resetDevicesStore();
  sessionRedirects.length = 0;
  window.history.replaceState(null, '', '/');
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

afterAll(() => {
  stopRecordingRedirects();
  server.close();
});
