-- The invitation routes count their calls in public_rate_hits with the other public routes.
DROP TABLE "invitation_rate_hits" CASCADE;