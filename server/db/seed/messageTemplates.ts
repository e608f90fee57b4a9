import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { messageTemplateVariants, messageTemplates } from '../schema/messageTemplates';
import type { SeededCompany } from './companies';

interface DemoTemplate {
  name: string;
  title: string;
  push_message: string;
  message: string;
  /** Days before the seeding that it was last changed, so the list's order is fixed. */
  daysAgo: number;
  variants?: { language: string; title: string; push_message: string; message: string }[];
  /** The push's image (an https address the phone downloads) and action buttons. */
  pushImage?: string;
  pushButtons?: { label: string; url: string }[];
}

/**
 * A public https image: the demo has no https address of its own (the API runs on http locally
 * and uploads hold no images), so the ballot template shows Wikimedia Commons' example picture
 * (docs/decisions.md, "Message templates").
 */
const DEMO_PUSH_IMAGE = 'https://upload.wikimedia.org/wikipedia/commons/a/a9/Example.jpg';

/** acme's saved templates: the organisation's own, in its default language (English). */
const ACME_TEMPLATES: DemoTemplate[] = [
  {
    name: 'Shift change',
    title: 'Your shift has changed',
    push_message:
      'Hi {{ firstname | default: "member" }}, your shift at {{ custom.Local | default: "your local" }} has changed. Open the app for the new times.',
    message:
      '<p>Hi {{ firstname | default: "member" }},</p><p>Your shift has changed. The new rota is below; speak to your steward if it does not work for you.</p>',
    daysAgo: 2,
  },
  {
    name: 'Ballot reminder',
    title: 'Have you voted yet?',
    push_message: 'The ballot closes on Friday at 5 pm. Every vote counts: vote in the app today.',
    message:
      '<p>The ballot on the new agreement closes on <strong>Friday at 5 pm</strong>.</p><p>Vote in the app: it takes a minute, and it is secret.</p>',
    daysAgo: 5,
    pushImage: DEMO_PUSH_IMAGE,
    pushButtons: [{ label: 'Vote now', url: 'https://example.com/acme/ballot' }],
    variants: [
      {
        language: 'es',
        title: '¿Ya has votado?',
        push_message:
          'La votación cierra el viernes a las 5 pm. Cada voto cuenta: vota hoy en la app.',
        message:
          '<p>La votación sobre el nuevo convenio cierra el <strong>viernes a las 5 pm</strong>.</p><p>Vota en la app: tarda un minuto y es secreta.</p>',
      },
    ],
  },
  {
    name: 'Meeting invitation',
    title: 'Members’ meeting this month',
    push_message: 'Join us at the members’ meeting: agenda and place in the app.',
    message:
      '<p>Dear {{ firstname | default: "member" }},</p><p>You are invited to this month’s members’ meeting. The agenda and the place are below.</p>',
    daysAgo: 9,
  },
];

/** Saved message templates: acme's three, one with a Spanish variant, an image and a button. */
export async function seedMessageTemplates(db: Database, seededCompanies: SeededCompany[]) {
  const acme = seededCompanies.find((company) => company.slug === 'acme');
  if (!acme) return;
  for (const template of ACME_TEMPLATES) {
    const when = sql`now() - make_interval(days => ${template.daysAgo})`;
    const [row] = await db
      .insert(messageTemplates)
      .values({
        companyId: acme.id,
        name: template.name,
        title: template.title,
        pushMessage: template.push_message,
        message: template.message,
        pushImage: template.pushImage ?? null,
        pushButtons: template.pushButtons ?? [],
        createdAt: when,
        updatedAt: when,
      })
      .returning({ id: messageTemplates.id });
    if (!row || !template.variants) continue;
    await db.insert(messageTemplateVariants).values(
      template.variants.map((variant) => ({
        templateId: row.id,
        language: variant.language,
        title: variant.title,
        pushMessage: variant.push_message,
        message: variant.message,
      })),
    );
  }
}
