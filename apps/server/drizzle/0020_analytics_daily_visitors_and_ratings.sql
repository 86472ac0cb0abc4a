CREATE TABLE "analytics_daily_ratings" (
	"account_id" text NOT NULL,
	"agent_id" text NOT NULL,
	"day" date NOT NULL,
	"up" integer NOT NULL,
	"down" integer NOT NULL,
	CONSTRAINT "analytics_daily_ratings_account_id_agent_id_day_pk" PRIMARY KEY("account_id","agent_id","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_visitors" (
	"account_id" text NOT NULL,
	"agent_id" text NOT NULL,
	"day" date NOT NULL,
	"visitor_id" text NOT NULL,
	CONSTRAINT "analytics_daily_visitors_account_id_agent_id_day_visitor_id_pk" PRIMARY KEY("account_id","agent_id","day","visitor_id")
);
--> statement-breakpoint
ALTER TABLE "analytics_daily_ratings" ADD CONSTRAINT "analytics_daily_ratings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_daily_ratings" ADD CONSTRAINT "analytics_daily_ratings_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_daily_visitors" ADD CONSTRAINT "analytics_daily_visitors_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_daily_visitors" ADD CONSTRAINT "analytics_daily_visitors_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_daily_visitors_visitor_idx" ON "analytics_daily_visitors" USING btree ("account_id","visitor_id","day");--> statement-breakpoint
-- Days already rolled up get their visitors from the conversations kept (ADR 0035).
INSERT INTO "analytics_daily_visitors" ("account_id", "agent_id", "day", "visitor_id")
SELECT DISTINCT c.account_id, c.agent_id, (c.created_at AT TIME ZONE 'Europe/Rome')::date, c.visitor_id
FROM conversations c JOIN accounts a ON a.id = c.account_id
WHERE c.channel = 'public' AND c.visitor_id IS NOT NULL AND a.analytics_rolled_until IS NOT NULL
  AND (c.created_at AT TIME ZONE 'Europe/Rome')::date <= a.analytics_rolled_until;
--> statement-breakpoint
-- Days already rolled up get their ratings from the messages kept (ADR 0037).
INSERT INTO "analytics_daily_ratings" ("account_id", "agent_id", "day", "up", "down")
SELECT m.account_id, m.agent_id, (m.created_at AT TIME ZONE 'Europe/Rome')::date,
  count(*) FILTER (WHERE m.rating = 1), count(*) FILTER (WHERE m.rating = -1)
FROM messages m JOIN accounts a ON a.id = m.account_id
WHERE m.sender = 'agent' AND m.latency_ms IS NOT NULL AND m.rating IS NOT NULL AND a.analytics_rolled_until IS NOT NULL
  AND (m.created_at AT TIME ZONE 'Europe/Rome')::date <= a.analytics_rolled_until
GROUP BY 1, 2, 3;
