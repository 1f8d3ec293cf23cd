-- Each event keeps how many of its people are players, so a join compares two numbers of the event's row
-- instead of counting its players under the join's lock (a count that grew with the event).
-- No instance still running the previous version may add or remove a player between the count below and
-- the triggers that keep it from then on (the migrations commit together, releasing this lock).
LOCK TABLE event_users IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "player_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE events e SET player_count = (SELECT count(*) FROM event_users p WHERE p.event_id = e.id AND p.role = 'player');
--> statement-breakpoint
-- Every statement that adds, removes or changes people keeps the counts of the events it touched, locking
-- their rows in the order of their ids. Whoever removes people locks the event's row first (events/store.ts),
-- the order every other change of an event's people takes.
CREATE FUNCTION keep_player_counts() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed_events text[];
  changes integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(event_id ORDER BY event_id), array_agg(n ORDER BY event_id) INTO changed_events, changes
    FROM (SELECT event_id, count(*)::integer AS n FROM added WHERE role = 'player' GROUP BY event_id) c;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(event_id ORDER BY event_id), array_agg(-n ORDER BY event_id) INTO changed_events, changes
    FROM (SELECT event_id, count(*)::integer AS n FROM gone WHERE role = 'player' GROUP BY event_id) c;
  ELSE
    SELECT array_agg(event_id ORDER BY event_id), array_agg(n ORDER BY event_id) INTO changed_events, changes
    FROM (
      SELECT event_id, sum(n)::integer AS n
      FROM (SELECT event_id, 1 AS n FROM added WHERE role = 'player' UNION ALL SELECT event_id, -1 FROM gone WHERE role = 'player') moves
      GROUP BY event_id HAVING sum(n) <> 0
    ) c;
  END IF;
  IF changed_events IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM events WHERE id = ANY (changed_events) ORDER BY id FOR NO KEY UPDATE;
  UPDATE events e SET player_count = e.player_count + c.n FROM unnest(changed_events, changes) AS c(event_id, n) WHERE e.id = c.event_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER event_users_added_count AFTER INSERT ON event_users REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION keep_player_counts();
--> statement-breakpoint
CREATE TRIGGER event_users_gone_count AFTER DELETE ON event_users REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION keep_player_counts();
--> statement-breakpoint
CREATE TRIGGER event_users_changed_count AFTER UPDATE ON event_users REFERENCING OLD TABLE AS gone NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION keep_player_counts();
--> statement-breakpoint
-- The join compares the kept count with the limit; otherwise as in 0013.
CREATE OR REPLACE FUNCTION join_event_if_room(
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
    AND e.player_count < e.max_players
    AND NOT EXISTS (SELECT 1 FROM event_users u WHERE u.event_id = joined_event AND u.user_id = joining_user)
    AND NOT (by_themselves AND EXISTS (SELECT 1 FROM event_removals r WHERE r.event_id = joined_event AND r.user_id = joining_user))
  FOR KEY SHARE OF e;
  RETURN FOUND;
END
$$;
