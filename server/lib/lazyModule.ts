/**
 * A package loaded on its first use instead of at start, for SDKs only some organisations or
 * some calls need (passkeys, Stripe, Twilio's webhook): each costs the API 10 MB or more of
 * resident memory from the moment it is imported, whether it is used or not. A load that fails
 * is tried again on the next use.
 */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
