import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { TextField } from '../../../components/form/TextField';
import {
  FAVICON_MAX_BYTES,
  LOGO_MAX_BYTES,
  MAX_FEATURED_LINKS,
} from '../../../../contract/company';
import { ADMIN_MENU_ITEMS, adminMenuChoiceName } from '../../../../contract/adminMenu';
import { BrandPreview } from './BrandPreview';
import { BLANK_MENU_ROW, menuItemOf, OWN_LINK, type BrandingValues } from './branding';
import { ColorField } from '../../../components/form/ColorField';
import { ImageField, useImagePreview } from '../../../components/form/ImageField';
import { LinkListField } from '../../../components/form/LinkListField';
import { DEFAULT_ADMIN_COLOR, DEFAULT_MENU_COLOR } from '../../../lib/color';

interface Stored {
  name: string;
  logo: string | null;
  favicon: string | null;
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="shadow-sm mb-4">
      <Card.Body className="p-4">
        <h2 className="h5 mb-3">{title}</h2>
        {children}
      </Card.Body>
    </Card>
  );
}

/** The branding fields of both forms: images, colours, copyright, brand URL, featured links. */
export function BrandingFields({ stored }: { stored: Stored }) {
  return (
    <Section title="Branding">
      <div className="row g-3">
        <div className="col-md-6">
          <ImageField
            name="logo"
            label="Logo"
            stored={stored.logo}
            maxBytes={LOGO_MAX_BYTES}
            help={`Shown in the navbar and on the sign-in page. PNG, JPEG, WebP or SVG, up to ${LOGO_MAX_BYTES / 1024 / 1024} MB.`}
          />
        </div>
        <div className="col-md-6">
          <ImageField
            name="favicon"
            label="Favicon"
            stored={stored.favicon}
            maxBytes={FAVICON_MAX_BYTES}
            help={`The browser tab’s icon. ICO, PNG or SVG, up to ${FAVICON_MAX_BYTES / 1024} KB.`}
          />
        </div>
        <div className="col-md-6">
          <ColorField
            name="adminColor"
            label="Admin colour"
            fallback={DEFAULT_ADMIN_COLOR}
            help="Buttons, links and the selected menu item."
          />
        </div>
        <div className="col-md-6">
          <ColorField
            name="menuColor"
            label="Menu colour"
            fallback={DEFAULT_MENU_COLOR}
            help="The sidebar’s background; its text colour follows."
          />
        </div>
        <div className="col-md-6">
          <TextField
            name="copyright"
            label="Copyright message"
            maxLength={200}
            help="In the footer of every page. Empty: the platform’s."
          />
        </div>
        <div className="col-md-6">
          <TextField
            name="brandUrl"
            label="Brand URL"
            type="url"
            placeholder="https://"
            help="The organisation’s own website."
          />
        </div>
      </div>
      <LinkListField
        name="featuredLinks"
        legend="Featured links"
        noun="link"
        emptyText="No links yet."
        help="Listed under Links in the sidebar, in this order; they open in a new tab."
        columns={[
          { key: 'name', label: 'Name' },
          { key: 'url', label: 'Address', type: 'url', placeholder: 'https://' },
        ]}
        blank={{ name: '', url: '' }}
        max={MAX_FEATURED_LINKS}
      />
    </Section>
  );
}

/**
 * The menu items a row may choose, by name: each item once over the list (another row's item is
 * not offered again), then a link of the organisation's own.
 */
function menuItemOptions(
  row: Record<string, string>,
  index: number,
  rows: readonly Record<string, string>[],
) {
  const elsewhere = new Set(rows.filter((_, other) => other !== index).map((other) => other.item));
  return [
    ...ADMIN_MENU_ITEMS.filter((item) => item.id === row.item || !elsewhere.has(item.id)).map(
      (item) => ({ value: item.id, label: adminMenuChoiceName(item) }),
    ),
    { value: OWN_LINK, label: 'Own link (an address)' },
  ];
}

/** The organisation's own flags and its admin menu override. */
export function ConsoleFields() {
  return (
    <Section title="Console and email">
      <TextField
        name="emailDomain"
        label="Email domain"
        placeholder="example.org"
        help="The domain the organisation’s email messages are sent from."
      />
      <CheckboxField
        name="allowPushcastEmail"
        switch
        label="Send messages by email too"
        help="App users who chose email get each message as an email as well."
      />
      <CheckboxField
        name="maintenance"
        switch
        label="Maintenance mode"
        help="The mobile app shows a maintenance notice instead of its content."
      />
      <LinkListField
        name="adminMenu"
        legend="Admin menu override"
        noun="menu entry"
        emptyText="No menu entries yet: the default menu shows."
        help="Entries come first, in this order. Choose a menu item to rename it, move it up or point it elsewhere, or add a link of your own. Items left out follow as usual; the preview shows the menu an organisation admin gets."
        columns={[
          { key: 'item', label: 'Menu item', options: menuItemOptions },
          {
            key: 'name',
            label: 'Shown as',
            placeholder: (row) => menuItemOf(row.item ?? '')?.name ?? 'Link name',
          },
          {
            key: 'url',
            label: 'Address',
            placeholder: (row) =>
              row.item === OWN_LINK ? '/path or https://' : 'Its own page (optional)',
          },
        ]}
        blank={{ ...BLANK_MENU_ROW }}
        max={60}
      />
    </Section>
  );
}

/** The form beside a live preview of the console in its branding (stacked on a phone). */
export function BrandingLayout({ stored, children }: { stored: Stored; children: ReactNode }) {
  const { values } = useFormikContext<BrandingValues & { name?: string }>();
  const logo = useImagePreview(values.logo, stored.logo);
  return (
    <div className="row g-4 branding-layout">
      <div className="col-xl-8">{children}</div>
      <div className="col-xl-4">
        <div className="branding-preview-aside">
          <h2 className="h6 text-body-secondary text-uppercase small mb-2">Preview</h2>
          <BrandPreview
            name={values.name ?? stored.name}
            logo={logo}
            adminColor={values.adminColor}
            menuColor={values.menuColor}
            copyright={values.copyright}
            featuredLinks={values.featuredLinks}
            adminMenu={values.adminMenu}
          />
        </div>
      </div>
    </div>
  );
}
