import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { MessageTemplate, MessageTemplateSummary } from '../../../contract/messageTemplates';
import { idleFlow, isLatestRequest, trackFlows, type FlowState } from '../../lib/flows';
import { slicesReducer } from '../../state/slicesReducer';
import {
  deleteTemplate,
  fetchDefaultLanguage,
  fetchTemplate,
  fetchTemplates,
  restoreTemplate,
  saveTemplate,
} from './messageTemplatesThunks';

/** Spelled out, not derived from the thunks: the state type may not depend on RootState. */
export type TemplatesFlow = 'list' | 'get' | 'save' | 'delete' | 'restore';

export interface TemplatesState {
  /** The page of templates in view. */
  templates: MessageTemplateSummary[];
  total: number;
  /** The organisation's default language, once an answer has said it. */
  defaultLanguage: string | null;
  /** The template the edit page shows. */
  current: MessageTemplate | null;
  flows: Record<TemplatesFlow, FlowState>;
}

const flows = trackFlows<TemplatesFlow>({
  list: [fetchTemplates],
  get: [fetchTemplate],
  save: [saveTemplate],
  delete: [deleteTemplate],
  restore: [restoreTemplate],
});

const initialState: TemplatesState = {
  templates: [],
  total: 0,
  defaultLanguage: null,
  current: null,
  flows: flows.initial,
};

export const messageTemplatesSlice = createSlice({
  name: 'messageTemplates',
  initialState,
  reducers: {
    /** Leaving the edit page: its outcome should not greet the next one. */
    templateFlowsCleared(state) {
      state.flows.save = idleFlow;
      state.flows.get = idleFlow;
      state.current = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchTemplates.fulfilled, (state, { payload, meta }) => {
        if (!isLatestRequest(state.flows.list, meta)) return;
        state.templates = payload.templates;
        state.total = payload.total;
        state.defaultLanguage = payload.defaultLanguage;
      })
      .addCase(fetchDefaultLanguage.fulfilled, (state, { payload }) => {
        state.defaultLanguage = payload;
      })
      .addCase(fetchTemplate.pending, (state) => {
        state.current = null;
      })
      .addCase(fetchTemplate.fulfilled, (state, { payload, meta }) => {
        if (isLatestRequest(state.flows.get, meta)) state.current = payload;
      })
      .addCase(saveTemplate.fulfilled, (state, { payload }) => {
        state.current = payload;
      })
      .addCase(deleteTemplate.fulfilled, (state, { payload }) => {
        state.templates = state.templates.filter((item) => item._id !== payload);
        state.total = Math.max(0, state.total - 1);
      })
      .addMatcher(flows.matches, (state, action) => flows.reduce(state.flows, action));
  },
  selectors: {
    selectTemplates: (state) => state.templates,
    selectTemplateTotal: (state) => state.total,
    selectDefaultLanguage: (state) => state.defaultLanguage,
    selectCurrentTemplate: (state) => state.current,
    selectTemplatesFlow: (state, flow: TemplatesFlow) => state.flows[flow],
  },
});

declare module '../../state/slicesReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof messageTemplatesSlice> {}
}

export const { templateFlowsCleared } = messageTemplatesSlice.actions;
export const {
  selectTemplates,
  selectTemplateTotal,
  selectDefaultLanguage,
  selectCurrentTemplate,
  selectTemplatesFlow,
} = messageTemplatesSlice.injectInto(slicesReducer).selectors;
