-- What every studio read of one experiment's results checks first, with the studio's messages:
-- the caller is a marketer (42501) and the body names the experiment in 1 to 64 characters
-- (22023). Called by studio_experiment_counts, studio_experiment_amounts and
-- studio_bandit_history; no API role may call it itself.
create function public.studio_experiment_request(p_body jsonb) returns text
language plpgsql stable set search_path = public, pg_temp
as $$
begin
  if not public.is_marketer() then
    raise exception 'Only marketers may read results' using errcode = '42501';
  end if;
  if jsonb_typeof(p_body -> 'experiment') is distinct from 'string' or char_length(p_body ->> 'experiment') not between 1 and 64 then
    raise exception 'Name the experiment' using errcode = '22023', detail = '{"experiment": "Name the experiment"}';
  end if;
  return p_body ->> 'experiment';
end;
$$;

revoke execute on function public.studio_experiment_request(jsonb) from public, anon, authenticated;
