create table public.payments (
  id uuid primary key default gen_random_uuid(),
  stripe_session_id text not null unique,
  product_id text not null,
  amount integer not null check (amount >= 0),
  currency text not null check (currency ~ '^[a-z]{3}$'),
  status text not null default 'pending' check (status in ('pending', 'paid', 'completed', 'canceled', 'needs_review')),
  email text,
  full_name text,
  phone text,
  route text,
  locale text references public.site_locales (locale),
  utm jsonb not null default '{}'::jsonb,
  referrer text,
  ip_address text,
  created_at timestamptz not null default now(),
  paid_at timestamptz,
  completed_at timestamptz,
  reported_amount numeric,
  reported_currency text,
  review_requested_at timestamptz,
  experiment text check ((char_length(experiment) >= 1) and (char_length(experiment) <= 64)),
  arm text check ((char_length(arm) >= 1) and (char_length(arm) <= 64)),
  consent text not null default 'unset' check (consent in ('granted', 'denied', 'unset')),
  plot integer check ((plot >= 1) and (plot <= 100)),
  plot_held_until timestamptz,
  constraint payments_plot_held check ((plot is null) = (plot_held_until is null))
);
comment on table public.payments is 'One row per checkout session: pending (created) -> paid (webhook) -> completed (thank-you form); or canceled; or needs_review (Stripe charged another amount or currency: a person decides).';
comment on column public.payments.stripe_session_id is 'Checkout session id; the thank-you page carries it as ?session_id=.';
comment on column public.payments.product_id is 'Key in variants/_shared/products.yaml.';
comment on column public.payments.amount is 'Price charged, in the smallest currency unit (cents), from the server-side catalogue.';
comment on column public.payments.currency is 'ISO 4217, lowercase as Stripe writes it.';
comment on column public.payments.email is 'From the thank-you form (or the checkout, until the form is sent).';
comment on column public.payments.phone is 'Country code joined to the number without a separator, e.g. +44(20) 7946-0958.';
comment on column public.payments.reported_amount is 'needs_review only: amount_total as Stripe reported it (smallest unit); NULL when Stripe sent none.';
comment on column public.payments.reported_currency is 'needs_review only: currency as Stripe reported it.';
comment on column public.payments.review_requested_at is 'When the webhook first found the charge different from the recorded price.';
comment on column public.payments.experiment is 'Experiment of the page the payment started on; NULL outside experiments and in forced previews.';
comment on column public.payments.consent is 'Cookie consent of the page the payment started on (create-payment passes it): granted, denied, or unset as for leads.';
comment on column public.payments.plot is 'Plot of the board selling product_id (the /map plot game, 1-100) this payment takes; NULL for a payment without a plot.';
comment on column public.payments.plot_held_until is 'While pending, the plot is held for this payment until then; afterwards the next buyer of the plot may cancel it.';

create index payments_experiment on public.payments (experiment, arm) where (experiment is not null);
create index payments_needs_review on public.payments (review_requested_at) where (status = 'needs_review'::text);
create index payments_product_sold on public.payments (product_id) where (status = any (array['paid'::text, 'completed'::text]));
create index payments_route_created_at on public.payments (route, created_at);
create unique index payments_one_per_plot on public.payments (product_id, plot) where ((plot is not null) and (status = any (array['pending'::text, 'paid'::text, 'completed'::text, 'needs_review'::text])));

alter table public.payments enable row level security;
revoke all on table public.payments from anon, authenticated;
grant select on table public.payments to authenticated;
grant all on table public.payments to service_role;
