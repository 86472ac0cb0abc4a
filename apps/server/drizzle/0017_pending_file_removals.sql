CREATE TABLE "pending_file_removals" (
	"key" text PRIMARY KEY NOT NULL,
	"prefix" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
