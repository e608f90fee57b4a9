import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { authSlice, logout } from '../features/auth/authSlice';
import { loginCompanySlice } from '../features/auth/loginCompanySlice';
import { passwordResetSlice } from '../features/auth/passwordResetSlice';
import { chatSlice } from '../features/chat/chatSlice';
import { companySlice } from '../features/company/companySlice';
import { messagesSlice } from '../features/messages/messagesSlice';
import { mobileUsersSlice } from '../features/mobileUsers/mobileUsersSlice';
import { profileSlice } from '../features/profile/profileSlice';
import { recipientSlice } from '../features/recipient/recipientSlice';
import { userGroupsSlice } from '../features/userGroups/userGroupsSlice';

const slicesReducer = combineReducers({
  auth: authSlice.reducer,
  loginCompany: loginCompanySlice.reducer,
  passwordReset: passwordResetSlice.reducer,
  profile: profileSlice.reducer,
  company: companySlice.reducer,
  mobileUsers: mobileUsersSlice.reducer,
  userGroups: userGroupsSlice.reducer,
  chat: chatSlice.reducer,
  messages: messagesSlice.reducer,
  recipient: recipientSlice.reducer,
});

export type RootState = ReturnType<typeof slicesReducer>;

/** Logout drops every slice back to its initial state. */
const rootReducer: typeof slicesReducer = (state, action) =>
  slicesReducer(logout.fulfilled.match(action) ? undefined : state, action);

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
