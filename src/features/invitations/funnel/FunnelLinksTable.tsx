import type { FunnelLinkRow } from '../../../../contract/invitationFunnel';
import { FUNNEL_STEP_LABELS } from '../../../../contract/invitationFunnel';
import { countFormat } from './funnelFormat';
import { localDateFormat } from '../../../lib/locale';

const created = (iso: string) =>
  localDateFormat({ day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));

/** Each link's figures over the range; a link is named by its channel and the day it was made. */
export function FunnelLinksTable({ links }: { links: FunnelLinkRow[] }) {
  return (
    <section className="card shadow-sm" aria-labelledby="funnel-links-title">
      <div className="card-header bg-body py-3">
        <h2 id="funnel-links-title" className="h5 mb-0">
          Per link
        </h2>
      </div>
      <div className="table-responsive">
        <table className="table table-hover align-middle mb-0 funnel-links">
          <thead>
            <tr>
              <th scope="col">Link</th>
              <th scope="col" className="text-end">
                {FUNNEL_STEP_LABELS.opened}
              </th>
              <th scope="col" className="text-end">
                By QR code
              </th>
              <th scope="col" className="text-end">
                {FUNNEL_STEP_LABELS.registered}
              </th>
              <th scope="col" className="text-end">
                {FUNNEL_STEP_LABELS.confirmed}
              </th>
              <th scope="col" className="text-end">
                {FUNNEL_STEP_LABELS.active}
              </th>
            </tr>
          </thead>
          <tbody>
            {links.map((link) => (
              <tr key={link.linkID}>
                <th scope="row" className="fw-normal">
                  <span className="d-block fw-semibold">{link.channelName}</span>
                  <span className="small text-body-secondary">
                    Made {created(link.dateCreated)} · {link.linkID.slice(0, 8)}
                  </span>
                </th>
                <td className="text-end">{countFormat.format(link.opened)}</td>
                <td className="text-end">{countFormat.format(link.scanned)}</td>
                <td className="text-end">{countFormat.format(link.registered)}</td>
                <td className="text-end">{countFormat.format(link.confirmed)}</td>
                <td className="text-end">{countFormat.format(link.active)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
