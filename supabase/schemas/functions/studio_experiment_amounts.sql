-- {experiment, from?, to?} -> [{arm, currency, payers, amount, amountSquares}]: experiment_arm_amounts
-- for a marketer, so the area's amount per visitor and the command line's can never disagree.
create function public.studio_experiment_amounts(jsonb) returns jsonb
language plpgsql stable security definer set search_path = public, pg_temp
as $$
declare
  body jsonb := coalesce($1, '{}'::jsonb);
  key text;
  f_from date;
  f_to date;
  result jsonb;
begin
  if not public.is_marketer() then
    raise exception 'Only marketers may read results' using errcode = '42501';
  end if;
  if jsonb_typeof(body -> 'experiment') is distinct from 'string' or char_length(body ->> 'experiment') not between 1 and 64 then
    raise exception 'Name the experiment' using errcode = '22023', detail = '{"experiment": "Name the experiment"}';
  end if;
  foreach key in array array['from', 'to'] loop
    continue when nullif(body ->> key, '') is null;
    begin
      if body ->> key !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then raise exception using errcode = '22007'; end if;
      if key = 'from' then f_from := (body ->> key)::date; else f_to := (body ->> key)::date; end if;
    exception when others then
      raise exception 'Enter dates as YYYY-MM-DD' using errcode = '22023', detail = jsonb_build_object(key, 'Enter dates as YYYY-MM-DD')::text;
    end;
  end loop;
  -- amount_squares stays numeric: a JSON number however large, never a string.
  select coalesce(jsonb_agg(jsonb_build_object('arm', a.arm, 'currency', a.currency, 'payers', a.payers, 'amount', a.amount,
                                               'amountSquares', a.amount_squares)
                            order by a.arm, a.currency), '[]'::jsonb)
  into result
  from public.experiment_arm_amounts(body ->> 'experiment', f_from, f_to) as a;
  return result;
end;
$$;

revoke execute on function public.studio_experiment_amounts(jsonb) from public, anon;
grant execute on function public.studio_experiment_amounts(jsonb) to authenticated, service_role;
