create trigger early_access_signup_webhooks after insert on public.early_access_signups
  for each row execute function public.queue_lead_webhooks('early_access_signup');
