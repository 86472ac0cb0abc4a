CREATE TABLE "analytics_daily_visitors" (
	"account_id" text NOT NULL,
	"agent_id" text NOT NULL,
	"day" date NOT NULL,
	"visitor_id" text NOT NULL,
	CONSTRAINT "analytics_daily_visitors_account_id_agent_id_day_visitor_id_pk" PRIMARY KEY("account_id","agent_id","day","visitor_id")
);
--> statement-breakpoint
ALTER TABLE "analytics_daily_visitors" ADD CONSTRAINT "analytics_daily_visitors_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_daily_visitors" ADD CONSTRAINT "analytics_daily_visitors_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_daily_visitors_visitor_idx" ON "analytics_daily_visitors" USING btree ("account_id","visitor_id","day");--> statement-breakpoint
-- Days already rolled up get their visitors from the conversations kept (ADR 0035).
INSERT INTO "analytics_daily_visitors" ("account_id", "agent_id", "day", "visitor_id")
SELECT DISTINCT c.account_id, c.agent_id, (c.created_at AT TIME ZONE 'Europe/Rome')::date, c.visitor_id
FROM conversations c JOIN accounts a ON a.id = c.account_id
WHERE c.channel = 'public' AND c.visitor_id IS NOT NULL AND a.analytics_rolled_until IS NOT NULL
  AND (c.created_at AT TIME ZONE 'Europe/Rome')::date <= a.analytics_rolled_until;
