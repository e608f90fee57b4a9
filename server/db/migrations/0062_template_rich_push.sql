-- A template's rich push: the image (an https URL) and up to three action buttons ({ label, url })
-- that compose takes into the message, as messages.push_image and push_buttons (0058).
ALTER TABLE "message_templates" ADD COLUMN "push_image" text;--> statement-breakpoint
ALTER TABLE "message_templates" ADD COLUMN "push_buttons" jsonb DEFAULT '[]'::jsonb NOT NULL;
