import type { ReactNode } from 'react';
import type { PublicBranding } from '../../../../contract/signup';
import { assetUrl } from '../../../lib/assetUrl';
import { PRODUCT_NAME } from '../../../lib/branding';
import { brandStyle } from './brandStyle';
import './Signup.css';

interface PublicFrameProps {
  /** The company, once known; before that the band stays neutral. */
  company: PublicBranding | null;
  /** The line under the company's name. */
  subtitle?: string;
  children: ReactNode;
}

/**
 * A public page in a company's colours: its logo and name in a band, one card below; the
 * product's name until the company is known (or when the link names none that exists).
 */
export function PublicFrame({ company, subtitle, children }: PublicFrameProps) {
  const logo = assetUrl(company?.logo);
  return (
    <div className="signup-page" style={brandStyle(company?.adminColor)}>
      <header className="signup-band">
        <div className="signup-band-inner">
          {logo && <img src={logo} alt="" className="signup-logo" />}
          <div className="min-w-0">
            <p className="signup-company">{company?.name ?? PRODUCT_NAME}</p>
            {subtitle && <p className="signup-subtitle">{subtitle}</p>}
          </div>
        </div>
      </header>
      <main className="signup-main">{children}</main>
    </div>
  );
}
