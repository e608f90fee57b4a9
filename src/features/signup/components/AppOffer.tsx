import type { DeepLink } from '../../../../contract/signup';

/** "Open in the app" and where to get it, for a phone that may have the company's app. */
export function AppOffer({ deepLink, lead }: { deepLink: DeepLink; lead: string }) {
  return (
    <div className="signup-app-offer mb-4">
      <p className="mb-2 small">{lead}</p>
      <div className="d-flex flex-wrap gap-2">
        <a href={deepLink.deepLink} className="btn btn-outline-primary">
          <i className="bi bi-phone me-2" aria-hidden="true" />
          Open in the app
        </a>
        {deepLink.iosAppUrl && (
          <a
            href={deepLink.iosAppUrl}
            className="btn btn-link"
            target="_blank"
            rel="noopener noreferrer"
          >
            App Store
          </a>
        )}
        {deepLink.androidAppUrl && (
          <a
            href={deepLink.androidAppUrl}
            className="btn btn-link"
            target="_blank"
            rel="noopener noreferrer"
          >
            Google Play
          </a>
        )}
      </div>
    </div>
  );
}
