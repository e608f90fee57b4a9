import { createListenerMiddleware } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from './storeTypes';

/**
 * Side effects one slice starts on another's action. Features may not import each other, so a
 * feature exports a function that registers its listeners, and the store calls it once.
 */
export const listenerMiddleware = createListenerMiddleware();

export const startAppListening = listenerMiddleware.startListening.withTypes<
  RootState,
  AppDispatch
>();

export type AppStartListening = typeof startAppListening;
