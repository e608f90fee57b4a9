import { startAuthentication } from '@simplewebauthn/browser';
import type { LoginBody, LoginResponse } from '../../../contract/auth';
import type {
  PasskeyAnswer,
  PasskeyChallenge,
  PasskeyChallengeResponse,
} from '../../../contract/passkeys';
import { apiClient } from '../../lib/apiClient';
import { apiFailure } from '../../lib/apiErrors';
import { isPromptDismissed } from '../../lib/passkeyPrompt';
import type { AppDispatch } from '../../state/storeTypes';
import type { LoginResult } from './authApi';
import { passkeyAnswered, passkeyPending, passkeyRefused } from './authSlice';
import { login } from './authApi';
import { startSession } from './authThunks';

/*
 * The browser's side of a passkey sign-in, in a chunk of its own: only an admin who chooses a
 * passkey, or whose sign-in asks for one, downloads it and the WebAuthn helpers.
 */

/** Has the browser's passkey prompt sign the challenge. */
async function answerChallenge(challenge: PasskeyChallenge): Promise<PasskeyAnswer> {
  const credential = await startAuthentication({ optionsJSON: challenge.options });
  const { userHandle, ...response } = credential.response;
  return {
    challengeId: challenge.challengeId,
    credential: {
      id: credential.id,
      rawId: credential.rawId,
      type: 'public-key',
      response: userHandle ? { ...response, userHandle } : response,
      ...(credential.authenticatorAttachment
        ? { authenticatorAttachment: credential.authenticatorAttachment }
        : {}),
      clientExtensionResults: {},
    },
  };
}

/** Runs a passkey sign-in through the session's steps; whether it ended in a session. */
async function run(dispatch: AppDispatch, signIn: () => Promise<LoginResult>): Promise<boolean> {
  dispatch(passkeyPending());
  try {
    const result = await signIn();
    startSession(result, dispatch);
    dispatch(passkeyAnswered(result));
    return Boolean(result.token);
  } catch (err) {
    dispatch(
      passkeyRefused(
        isPromptDismissed(err)
          ? 'No passkey was used. Try again, or choose another way to sign in.'
          : apiFailure(err).message,
      ),
    );
    return false;
  }
}

/** Signs in with whichever passkey of this console the admin picks, in the password's place. */
export const signInWithPasskeyAlone = (dispatch: AppDispatch) =>
  run(dispatch, async () => {
    const challenge = await apiClient.post<PasskeyChallengeResponse>('/user/login/passkey/options');
    const answer = await answerChallenge(challenge.data.data);
    const session = await apiClient.post<LoginResponse>('/user/login/passkey', answer);
    return session.data.data;
  });

/** Finishes a password sign-in with the passkey its answer asked for. */
export const finishWithPasskey = (
  dispatch: AppDispatch,
  credentials: LoginBody,
  challenge: PasskeyChallenge,
) =>
  run(dispatch, async () => login({ ...credentials, passkey: await answerChallenge(challenge) }));
