create trigger partnership_application_webhooks after insert on public.partnership_applications
  for each row execute function public.queue_lead_webhooks('partnership_application');
