-- The board's taken plots, for every visitor: {board} (the product id the board sells) →
-- {plots: [numbers, ascending]}: held by a checkout in progress, or sold. Plot numbers only;
-- nothing about who took them.
create function public.plot_board_taken(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  board text := public.field_text($1, 'board');
begin
  if not public.rate_limit_allows('plot_board_taken') then
    return public.refuse_rate_limited('plot_board_taken', null, null);
  end if;
  if board !~ '^[a-z0-9][a-z0-9-]{0,99}$' then
    return public.refusal(400, 'LF400', 'Validation failed', '{"board": "Invalid board"}');
  end if;
  return jsonb_build_object('plots', coalesce((
    select jsonb_agg(p.plot order by p.plot)
    from public.payments as p
    where p.product_id = board and p.plot is not null
      and (p.status in ('paid', 'completed', 'needs_review') or (p.status = 'pending' and p.plot_held_until > now()))
  ), '[]'::jsonb));
end;
$$;

revoke execute on function public.plot_board_taken(jsonb) from public;
grant execute on function public.plot_board_taken(jsonb) to anon, authenticated, service_role;
