import { parseMembers, type UnionProvider } from './unionProvider';

const TIMEOUT_MS = 15_000;

/** The union's membership API: GET {baseUrl}/members?company={companyID}, answering a JSON array. */
export function createHttpUnionProvider(baseUrl: string, token: string | null): UnionProvider {
  return {
    kind: 'http',
    describe: () => `Union API at ${new URL(baseUrl).host}`,
    async listMembers(companyID) {
      const url = new URL('members', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
      url.searchParams.set('company', companyID);
      const response = await fetch(url, {
        headers: {
          accept: 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`the union API answered ${response.status}`);
      return parseMembers(await response.json());
    },
  };
}
