ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_status_values" CHECK ("data_exports"."status" in ('pending', 'ready', 'failed'));--> statement-breakpoint
ALTER TABLE "tool_calls" ADD CONSTRAINT "tool_calls_kind_values" CHECK ("tool_calls"."kind" in ('action', 'booking'));--> statement-breakpoint
ALTER TABLE "tool_calls" ADD CONSTRAINT "tool_calls_source_values" CHECK ("tool_calls"."source" in ('model', 'form', 'test'));--> statement-breakpoint
ALTER TABLE "tool_calls" ADD CONSTRAINT "tool_calls_outcome_values" CHECK ("tool_calls"."outcome" in ('ok', 'http_error', 'timeout', 'too_big', 'unreachable', 'private', 'bad_answer', 'invalid_args', 'rate_limited', 'error'));--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_action_values" CHECK ("admin_audit_log"."action" in ('role.changed', 'plan.changed', 'user.banned', 'user.unbanned', 'api_key.added', 'api_key.defaulted', 'api_key.deleted', 'api_key.tested', 'visitor_data.erased'));--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_status_values" CHECK ("agents"."status" in ('Attivo', 'Disattivato'));--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_memory_mode_values" CHECK ("agents"."memory_mode" in ('none', 'all_chats'));--> statement-breakpoint
ALTER TABLE "collaborative_memories" ADD CONSTRAINT "collaborative_memories_type_values" CHECK ("collaborative_memories"."type" in ('procedure', 'general_memory', 'explicit_instruction'));--> statement-breakpoint
ALTER TABLE "collaborative_memories" ADD CONSTRAINT "collaborative_memories_status_values" CHECK ("collaborative_memories"."status" in ('approved', 'pending'));--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_provider_values" CHECK ("billing_subscriptions"."provider" in ('stripe', 'simulated'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_status_values" CHECK ("invoices"."status" in ('paid', 'open'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_channel_values" CHECK ("bookings"."channel" in ('test', 'public', 'widget', 'whatsapp', 'telegram', 'team'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_values" CHECK ("bookings"."status" in ('pending', 'confirmed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "channel_connections" ADD CONSTRAINT "channel_connections_kind_values" CHECK ("channel_connections"."kind" in ('whatsapp', 'telegram', 'messenger', 'instagram', 'email'));--> statement-breakpoint
ALTER TABLE "channel_connections" ADD CONSTRAINT "channel_connections_status_values" CHECK ("channel_connections"."status" in ('pending', 'connected'));--> statement-breakpoint
ALTER TABLE "channel_deliveries" ADD CONSTRAINT "channel_deliveries_kind_values" CHECK ("channel_deliveries"."kind" in ('text', 'voice', 'media'));--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_channel_values" CHECK ("conversations"."channel" in ('test', 'public', 'widget', 'api', 'whatsapp', 'telegram', 'messenger', 'instagram', 'email'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_outcome_values" CHECK ("messages"."outcome" in ('knowledge', 'qa_pair', 'business_card', 'small_talk', 'person_request', 'not_answered', 'action'));--> statement-breakpoint
ALTER TABLE "agent_documents" ADD CONSTRAINT "agent_documents_source_type_values" CHECK ("agent_documents"."source_type" in ('file', 'web_page', 'note', 'qa'));--> statement-breakpoint
ALTER TABLE "agent_documents" ADD CONSTRAINT "agent_documents_status_values" CHECK ("agent_documents"."status" in ('pending', 'processing', 'processed', 'error', 'transcription_not_configured'));--> statement-breakpoint
ALTER TABLE "handoff_requests" ADD CONSTRAINT "handoff_requests_status_values" CHECK ("handoff_requests"."status" in ('new', 'open', 'resolved'));--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_scope_values" CHECK ("api_tokens"."scope" in ('chat', 'documents', 'read-only'));--> statement-breakpoint
ALTER TABLE "lead_webhook_deliveries" ADD CONSTRAINT "lead_webhook_deliveries_event_values" CHECK ("lead_webhook_deliveries"."event" in ('lead.created', 'webhook.test'));--> statement-breakpoint
ALTER TABLE "lead_webhook_deliveries" ADD CONSTRAINT "lead_webhook_deliveries_status_values" CHECK ("lead_webhook_deliveries"."status" in ('pending', 'delivered', 'failed'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_source_values" CHECK ("leads"."source" in ('handoff', 'prechat', 'widget'));--> statement-breakpoint
ALTER TABLE "website_pages" ADD CONSTRAINT "website_pages_state_values" CHECK ("website_pages"."state" in ('queued', 'stored', 'unchanged', 'skipped', 'failed'));--> statement-breakpoint
ALTER TABLE "website_sources" ADD CONSTRAINT "website_sources_status_values" CHECK ("website_sources"."status" in ('queued', 'crawling', 'done', 'failed', 'cancelled'));