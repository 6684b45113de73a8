-- New messages go to the lead webhooks like every other lead (functions/queue_lead_webhooks.sql).
create trigger contact_message_webhooks after insert on public.contact_messages
  for each row execute function public.queue_lead_webhooks('contact_message');
