CREATE TABLE "analytics_account_latency" (
	"account_id" text NOT NULL,
	"kind" text NOT NULL,
	"span" text NOT NULL,
	"start" date NOT NULL,
	"ms" integer NOT NULL,
	"replies" integer NOT NULL,
	CONSTRAINT "analytics_account_latency_account_id_kind_span_start_ms_pk" PRIMARY KEY("account_id","kind","span","start","ms")
);
--> statement-breakpoint
CREATE TABLE "analytics_period_questions" (
	"account_id" text NOT NULL,
	"agent_id" text NOT NULL,
	"span" text NOT NULL,
	"start" date NOT NULL,
	"key" text NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"asked" integer NOT NULL,
	"gaps" integer NOT NULL,
	CONSTRAINT "analytics_period_questions_account_id_agent_id_span_start_key_pk" PRIMARY KEY("account_id","agent_id","span","start","key")
);
--> statement-breakpoint
ALTER TABLE "analytics_account_latency" ADD CONSTRAINT "analytics_account_latency_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_period_questions" ADD CONSTRAINT "analytics_period_questions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_period_questions" ADD CONSTRAINT "analytics_period_questions_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: the weeks and months of the days already rolled up, summed from their daily rows (ADR 0038), and
-- the account-wide response times per day, week and month (ADR 0039). The code rebuilds them the same way.
INSERT INTO "analytics_period_questions" ("account_id", "agent_id", "span", "start", "key", "last_at", "asked", "gaps")
SELECT q.account_id, q.agent_id, s.span, date_trunc(s.span, q.day::timestamp)::date, q.key, max(q.last_at), sum(q.asked), sum(q.gaps)
FROM analytics_daily_questions q, (VALUES ('week'), ('month')) s(span)
GROUP BY q.account_id, q.agent_id, s.span, 4, q.key
ORDER BY s.span, 4, q.account_id, q.agent_id;
--> statement-breakpoint
INSERT INTO "analytics_account_latency" ("account_id", "kind", "span", "start", "ms", "replies")
SELECT l.account_id, l.kind, s.span, date_trunc(s.span, l.day::timestamp)::date, l.ms, sum(l.replies)
FROM analytics_daily_latency l, (VALUES ('day'), ('week'), ('month')) s(span)
GROUP BY l.account_id, l.kind, s.span, 4, l.ms
ORDER BY s.span, 4, l.account_id, l.kind;
