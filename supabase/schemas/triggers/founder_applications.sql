create trigger founder_application_webhooks after insert on public.founder_applications
  for each row execute function public.queue_lead_webhooks('founder_application');
