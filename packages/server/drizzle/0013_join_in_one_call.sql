-- A player joins under the lock of the event's player limit in one call: the lock is taken, then the
-- insert runs with a snapshot taken after it (each statement of a volatile function gets a new one), so
-- it counts every player committed before. The caller's transaction keeps the lock until it ends.
-- Inserts only when the event has room, the user has no role in it and (joining by themselves) was not
-- removed from it; answers whether it inserted.
CREATE FUNCTION join_event_if_room(
  lock_class integer,
  joined_event text,
  joining_user uuid,
  joining_name text,
  by_themselves boolean,
  consents_at timestamp with time zone
) RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(lock_class, hashtext(joined_event));
  INSERT INTO event_users (event_id, user_id, role, player_name, publication_consent_at)
  SELECT e.id, joining_user, 'player', joining_name, CASE WHEN e.lists_may_be_published THEN consents_at END
  FROM events e
  WHERE e.id = joined_event
    AND (SELECT count(*) FROM event_users p WHERE p.event_id = joined_event AND p.role = 'player') < e.max_players
    AND NOT EXISTS (SELECT 1 FROM event_users u WHERE u.event_id = joined_event AND u.user_id = joining_user)
    AND NOT (by_themselves AND EXISTS (SELECT 1 FROM event_removals r WHERE r.event_id = joined_event AND r.user_id = joining_user))
  FOR KEY SHARE OF e;
  RETURN FOUND;
END
$$;
