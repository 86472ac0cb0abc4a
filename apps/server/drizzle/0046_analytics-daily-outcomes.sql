CREATE TABLE "analytics_daily_outcomes" (
	"account_id" text NOT NULL,
	"agent_id" text NOT NULL,
	"day" date NOT NULL,
	"outcome" text NOT NULL,
	"replies" integer NOT NULL,
	CONSTRAINT "analytics_daily_outcomes_account_id_agent_id_day_outcome_pk" PRIMARY KEY("account_id","agent_id","day","outcome")
);
--> statement-breakpoint
ALTER TABLE "analytics_daily_outcomes" ADD CONSTRAINT "analytics_daily_outcomes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_daily_outcomes" ADD CONSTRAINT "analytics_daily_outcomes_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The days already rolled up keep their outcomes (issue 45): counted from the messages, as the rollup does.
INSERT INTO "analytics_daily_outcomes" ("account_id", "agent_id", "day", "outcome", "replies")
SELECT m."account_id", m."agent_id", (m."created_at" AT TIME ZONE 'Europe/Rome')::date, m."outcome", count(*)
FROM "messages" m JOIN "accounts" a ON a."id" = m."account_id"
WHERE m."sender" = 'agent' AND m."latency_ms" IS NOT NULL AND m."outcome" IS NOT NULL
  AND (m."created_at" AT TIME ZONE 'Europe/Rome')::date <= a."analytics_rolled_until"
GROUP BY 1, 2, 3, 4;
