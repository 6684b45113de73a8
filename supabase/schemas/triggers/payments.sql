-- Paid once: pending -> paid, or needs_review -> paid when a person accepts the charge; never
-- again on paid -> completed.
create trigger payment_paid_webhooks after insert on public.payments
  for each row when (new.status = 'paid') execute function public.queue_lead_webhooks('payment');
create trigger payment_became_paid_webhooks after update of status on public.payments
  for each row when (new.status = 'paid' and old.status not in ('paid', 'completed'))
  execute function public.queue_lead_webhooks('payment');
