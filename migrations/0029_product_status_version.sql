-- A change of status changes what visitors see (docs/admin.md, Schedule; Bulk actions), so the
-- catalogue's version moves with it, as 0004's trigger moves it for the other columns a visitor
-- reads: the page cache's copies, the sitemap and everything else kept per version
-- (app/models/catalogue-version.server.ts) follow a scheduled publication or a bulk action from
-- any process. 0026's trigger logs the change for the listing's index; the index reads the log
-- when the version moves. An UPDATE that leaves the status as it was moves nothing.
CREATE TRIGGER catalogue_version_products_status AFTER UPDATE OF status ON products
WHEN OLD.status IS NOT NEW.status
BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
