-- Rich push: an image (an https URL) and up to three action buttons ({ label, url }) a push
-- notification carries to FCM and APNs. Other channels ignore them.
ALTER TABLE "messages" ADD COLUMN "push_image" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "push_buttons" jsonb DEFAULT '[]'::jsonb NOT NULL;
