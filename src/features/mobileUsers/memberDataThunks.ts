import type { MemberExportFormat } from '../../../contract/memberData';
import { createApiThunk } from '../../state/createApiThunk';
import { createDownloadThunk } from '../../state/downloads';
import * as api from './memberDataApi';

export const downloadMemberData = createDownloadThunk(
  'memberData/download',
  ({ userId, format }: { userId: string; format: MemberExportFormat }) =>
    api.memberExportFile(userId, format),
);

export const eraseMember = createApiThunk('memberData/erase', (userId: string) =>
  api.eraseMember(userId),
);
