import { isHttpsLink } from '../../../contract/messages';
import { AppError } from '../../lib/errors';

/**
 * A message's (or a campaign's) link as stored: https:// only, as the recipient's app opens it
 * and compose's help says; none when left empty. Otherwise 400 error_link_not_https, naming the
 * field.
 */
export function checkedLink(url: string | null | undefined): string | null {
  const link = url?.trim() ?? '';
  if (link === '') return null;
  if (!isHttpsLink(link))
    throw new AppError('error_link_not_https', 'The link must start with https://.', [
      { field: 'url', message: 'must start with https://' },
    ]);
  return link;
}
