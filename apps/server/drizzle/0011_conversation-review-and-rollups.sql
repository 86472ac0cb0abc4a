-- A question's analytics grouping key (ADR 0030/0031): its sorted Italian stems, stopwords dropped, accents removed.
-- array_to_string is only STABLE (it could format any element type); for text[] it is deterministic, so this
-- wrapper is declared IMMUTABLE and can feed the stored column messages.question_key.
CREATE OR REPLACE FUNCTION f_question_key(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT array_to_string(tsvector_to_array(to_tsvector('italian'::regconfig, f_unaccent(left($1, 500)))), ' ') $$;
--> statement-breakpoint
CREATE TABLE "analytics_daily" (
	"account_id" text NOT NULL,
	"agent_id" text NOT NULL,
	"day" date NOT NULL,
	"channel" text NOT NULL,
	"conversations" integer NOT NULL,
	"replies" integer NOT NULL,
	"prompt_tokens" integer NOT NULL,
	"completion_tokens" integer NOT NULL,
	"with_tokens" integer NOT NULL,
	CONSTRAINT "analytics_daily_account_id_agent_id_day_channel_pk" PRIMARY KEY("account_id","agent_id","day","channel")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_citations" (
	"account_id" text NOT NULL,
	"agent_id" text NOT NULL,
	"day" date NOT NULL,
	"document_id" text NOT NULL,
	"citations" integer NOT NULL,
	CONSTRAINT "analytics_daily_citations_account_id_agent_id_day_document_id_pk" PRIMARY KEY("account_id","agent_id","day","document_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_hours" (
	"account_id" text NOT NULL,
	"agent_id" text NOT NULL,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"questions" integer NOT NULL,
	CONSTRAINT "analytics_daily_hours_account_id_agent_id_day_hour_pk" PRIMARY KEY("account_id","agent_id","day","hour")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_latency" (
	"account_id" text NOT NULL,
	"agent_id" text NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"ms" integer NOT NULL,
	"replies" integer NOT NULL,
	CONSTRAINT "analytics_daily_latency_account_id_agent_id_kind_day_ms_pk" PRIMARY KEY("account_id","agent_id","kind","day","ms")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_questions" (
	"account_id" text NOT NULL,
	"agent_id" text NOT NULL,
	"day" date NOT NULL,
	"key" text NOT NULL,
	"question" text NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"asked" integer NOT NULL,
	"gaps" integer NOT NULL,
	CONSTRAINT "analytics_daily_questions_account_id_agent_id_day_key_pk" PRIMARY KEY("account_id","agent_id","day","key")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "conversation_retention_days" integer;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "analytics_rolled_until" date;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "question_key" text GENERATED ALWAYS AS (case when "sender" = 'user' then f_question_key("text") end) STORED;--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD CONSTRAINT "analytics_daily_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD CONSTRAINT "analytics_daily_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_daily_citations" ADD CONSTRAINT "analytics_daily_citations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_daily_citations" ADD CONSTRAINT "analytics_daily_citations_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_daily_hours" ADD CONSTRAINT "analytics_daily_hours_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_daily_hours" ADD CONSTRAINT "analytics_daily_hours_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_daily_latency" ADD CONSTRAINT "analytics_daily_latency_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_daily_latency" ADD CONSTRAINT "analytics_daily_latency_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_daily_questions" ADD CONSTRAINT "analytics_daily_questions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_daily_questions" ADD CONSTRAINT "analytics_daily_questions_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_daily_questions_wording_idx" ON "analytics_daily_questions" USING btree ("account_id","agent_id","key","last_at");--> statement-breakpoint
CREATE INDEX "conversations_account_time_idx" ON "conversations" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "conversations_account_updated_idx" ON "conversations" USING btree ("account_id","updated_at");--> statement-breakpoint
CREATE INDEX "messages_agent_time_idx" ON "messages" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_rated_idx" ON "messages" USING btree ("account_id","agent_id","created_at") WHERE "messages"."rating" is not null;--> statement-breakpoint
CREATE INDEX "messages_text_search_idx" ON "messages" USING gin (to_tsvector('italian'::regconfig, f_unaccent("text")));