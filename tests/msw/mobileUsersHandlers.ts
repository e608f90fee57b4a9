import { http, HttpResponse } from 'msw';
import type { ErrorResponse, SuccessOnly } from '../../contract/common';
import type { ErrorCode } from '../../contract/errorCodes';
import type {
  MobileUserListBody,
  MobileUserListResponse,
  MobileUserResponse,
  MobileUserUpdateBody,
  RecoveredUsersResponse,
} from '../../contract/mobileUsers';
import type { MobileUserCsvBody } from '../../contract/mobileUsersCsv';
import type { UserImportResponse } from '../../contract/userImport';
import { buildMobileUser } from '../factories';
import { apiUrl } from './apiUrl';
import { appUsers, sortedPage, summaryOf } from './appUsersStore';
import { isSessionActive } from './authHandlers';

export const CSV_TEXT = 'Email,First name\nada@app.test,Ada\n';

type Failure = HttpResponse<ErrorResponse>;

/** An error answer; `message` as the API words it, where the console shows the API's own. */
export function fail(
  status: number,
  code: ErrorCode,
  message = code.replaceAll('_', ' '),
): Failure {
  return HttpResponse.json({ code, message }, { status });
}

/** Null when the request carries a live session, else the 401 the API answers. */
export function refuseSignedOut(request: Request): Failure | null {
  const token = request.headers.get('Authorization')?.replace(/^Bearer /, '');
  return token && isSessionActive(token) ? null : fail(401, 'error_unauthorized');
}

const findUser = (id: string) => appUsers.users.find((user) => user._id === id);

export const mobileUsersHandlers = [
  http.post<never, MobileUserListBody, MobileUserListResponse | ErrorResponse>(
    apiUrl('/user/mobile-users/new'),
    async ({ request }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const body = await request.json();
      appUsers.listRequests.push(body);
      const data = { users: sortedPage(body), ...summaryOf(body) };
      return HttpResponse.json({ success: true, data });
    },
  ),

  http.put<{ userID: string }, { status: 0 | 1 }, SuccessOnly | ErrorResponse>(
    apiUrl('/user/status/:userID'),
    async ({ request, params }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const user = findUser(params.userID);
      if (!user) return fail(404, 'not_found');
      user.isActive = (await request.json()).status;
      return HttpResponse.json({ success: true });
    },
  ),

  http.put<
    { userID: string; what: string },
    MobileUserUpdateBody,
    MobileUserResponse | ErrorResponse
  >(apiUrl('/user/mobile-users/:userID/:what'), async ({ request, params }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    const user = findUser(params.userID);
    if (!user) return fail(404, 'not_found');
    const body = await request.json();
    if (params.what === 'groups' && body.groups) {
      const ids = body.groups;
      user.groups = appUsers.groups
        .filter((group) => ids.includes(group._id))
        .map(({ _id, name }) => ({ _id, name }));
    } else if (params.what === 'custom-fields' && body.customFields) {
      user.customFields = body.customFields;
    } else if (params.what === 'deals' && body.isDailyDeal !== undefined) {
      user.isDailyDeal = body.isDailyDeal;
    } else if (params.what === 'language' && body.language !== undefined) {
      user.language = body.language;
    } else return fail(400, 'validation_error');
    return HttpResponse.json({ success: true, data: user });
  }),

  http.post<{ userID: string; state: string }, never, MobileUserResponse | ErrorResponse>(
    apiUrl('/user/mobile-users/toggleIM/:userID/:state'),
    ({ request, params }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const user = findUser(params.userID);
      if (!user) return fail(404, 'not_found');
      user.imDisabled = params.state === '1';
      return HttpResponse.json({ success: true, data: user });
    },
  ),

  http.delete<{ userID: string }, never, SuccessOnly | ErrorResponse>(
    apiUrl('/user/mobile-users/:userID'),
    ({ request, params }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      if (!findUser(params.userID)) return fail(404, 'not_found');
      appUsers.users = appUsers.users.filter((user) => user._id !== params.userID);
      appUsers.deletedIds.push(params.userID);
      return HttpResponse.json({ success: true });
    },
  ),

  http.get<{ id: string }, never, RecoveredUsersResponse | ErrorResponse>(
    apiUrl('/user/mobile-users/recovered/:id'),
    ({ request }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const query = new URL(request.url).searchParams;
      const offset = Number(query.get('offset') ?? 0);
      const limit = Number(query.get('limit') ?? 10);
      const users = appUsers.recovered.slice(offset, offset + limit);
      return HttpResponse.json({
        success: true,
        data: { users, total: appUsers.recovered.length },
      });
    },
  ),

  http.post<never, MobileUserCsvBody>(
    apiUrl('/user/mobile-users/download-csv'),
    async ({ request }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      appUsers.csvRequests.push(await request.json());
      return new HttpResponse(appUsers.csvText ?? CSV_TEXT, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="app-users.csv"',
        },
      });
    },
  ),

  http.post<never, never, UserImportResponse | ErrorResponse>(
    apiUrl('/user/upload'),
    async ({ request }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const dryRun = new URL(request.url).searchParams.get('dryRun') === 'true';
      const file = (await request.formData()).get('file');
      // jsdom's File and the interceptor's are different classes, and the name is lost on the
      // way: the part's content is what can be checked.
      if (file === null || typeof file === 'string') return fail(400, 'validation_error');
      appUsers.uploads.push({ dryRun, content: await file.text() });
      const check = appUsers.importCheck;
      if (dryRun) return HttpResponse.json({ success: true, data: { ...check, dryRun } });
      for (let row = 0; row < check.valid; row += 1) appUsers.users.push(buildMobileUser());
      return HttpResponse.json({
        success: true,
        data: { ...check, dryRun, imported: check.valid },
      });
    },
  ),
];
