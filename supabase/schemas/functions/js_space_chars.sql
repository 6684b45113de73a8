-- JavaScript's \s and String.prototype.trim set (WhiteSpace + LineTerminator), spelled out so
-- the server agrees with the browser whatever the database locale thinks [[:space:]] is.
create function public.js_space_chars() returns text
language sql immutable set search_path = public, pg_temp
as $$
  select E'\u0009\u000a\u000b\u000c\u000d\u0020\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005'
      || E'\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';
$$;

revoke execute on function public.js_space_chars() from public, anon, authenticated;
grant execute on function public.js_space_chars() to service_role;
