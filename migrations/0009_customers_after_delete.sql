-- When the deleted review was the person's newest, their row takes the name, country and phone
-- of the newest review left (0006 kept the deleted one's).
DROP TRIGGER customers_review_delete;
--> statement-breakpoint
CREATE TRIGGER customers_review_delete AFTER DELETE ON reviews BEGIN
  DELETE FROM customers WHERE email = OLD.email
    AND NOT EXISTS (SELECT 1 FROM reviews WHERE email = OLD.email);
  UPDATE customers SET
    name = (SELECT name FROM reviews WHERE email = OLD.email ORDER BY created_at DESC, id DESC LIMIT 1),
    country = (SELECT country FROM reviews WHERE email = OLD.email ORDER BY created_at DESC, id DESC LIMIT 1),
    country_code = (SELECT country_code FROM reviews WHERE email = OLD.email ORDER BY created_at DESC, id DESC LIMIT 1),
    phone = (SELECT phone FROM reviews WHERE email = OLD.email ORDER BY created_at DESC, id DESC LIMIT 1),
    review_count = (SELECT count(*) FROM reviews WHERE email = OLD.email),
    first_review_at = (SELECT min(created_at) FROM reviews WHERE email = OLD.email),
    last_review_at = (SELECT max(created_at) FROM reviews WHERE email = OLD.email)
  WHERE email = OLD.email;
END;
