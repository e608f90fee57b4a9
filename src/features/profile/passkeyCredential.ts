import type { PasskeyCreationOptions, PasskeyRegistration } from '../../../contract/passkeys';

type Transport = NonNullable<PasskeyRegistration['response']['transports']>[number];

const TRANSPORTS: ReadonlySet<string> = new Set<Transport>([
  'ble',
  'cable',
  'hybrid',
  'internal',
  'nfc',
  'smart-card',
  'usb',
]);
const isTransport = (value: string): value is Transport => TRANSPORTS.has(value);

/**
 * Has the browser make a passkey for the options, as the API reads it back. The WebAuthn helpers
 * are imported here, when an admin adds a passkey, so they never weigh on the console's first
 * download. A dismissed prompt rejects with an error named NotAllowedError.
 */
export async function createPasskeyCredential(
  options: PasskeyCreationOptions,
): Promise<PasskeyRegistration> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const credential = await startRegistration({ optionsJSON: options });
  const { transports, ...response } = credential.response;
  const known = transports?.filter(isTransport);
  const credProps = credential.clientExtensionResults.credProps;
  return {
    id: credential.id,
    rawId: credential.rawId,
    type: 'public-key',
    response: known ? { ...response, transports: known } : response,
    ...(credential.authenticatorAttachment
      ? { authenticatorAttachment: credential.authenticatorAttachment }
      : {}),
    // The API reads only credProps (whether the passkey is discoverable); it drops the rest.
    clientExtensionResults: credProps ? { credProps } : {},
  };
}
